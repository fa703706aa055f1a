import { type Static, Type } from 'typebox';
import { POST_SENTIMENTS } from '../db/schema/index.ts';

/**
 * Spec point 3's shapes for posts, polls, reactions and comments, and the bodies that create them.
 * These schemas are the only declaration of each shape and limit: routes validate and serialise
 * with them, services type their results as `Static<typeof X>`, and the limits reach
 * `openapi.json`, from which `@tapetv/api-client` exports them to the web app.
 */

/** The limits of a post and a comment. Only the schemas below read them. */
const LIMITS = {
  postText: 5000,
  postImages: 4,
  pollOptionsMin: 2,
  pollOptionsMax: 6,
  pollOption: 100,
  commentText: 2000,
  /** An image is one of our upload urls (`/uploads/…`), never an arbitrary address. */
  imageUrl: 200,
} as const;

/**
 * How many reactions of each type a post lists in `reactions` (the oldest first), besides the
 * viewer's own: a post with 10,000 reactions ships counts and a few names, not 10,000 objects
 * (ADR 0005). The whole list is `GET /api/posts/{postId}/reactions`, `REACTIONS_PAGE` at a time.
 */
export const REACTORS_SHOWN = 5;
export const REACTIONS_PAGE = 50;

export const Author = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  avatar: Type.String(),
});

export const ReactionType = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  icon: Type.String(),
});

export const Reaction = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  reaction_type_id: Type.Integer(),
  post_id: Type.Union([Type.Integer(), Type.Null()]),
  comment_id: Type.Union([Type.Integer(), Type.Null()]),
  reaction_type: Type.Object({ name: Type.String(), icon: Type.String() }),
  user: Author,
});

/** How many members reacted to a post with one type. */
export const ReactionCount = Type.Object({
  reaction_type_id: Type.Integer(),
  name: Type.String(),
  count: Type.Integer({ minimum: 1 }),
});

export const Vote = Type.Object({ user_id: Type.Integer(), option_id: Type.Integer() });

export const Poll = Type.Object({
  id: Type.Integer(),
  closesAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  closed: Type.Boolean(),
  options: Type.Array(
    Type.Object({ id: Type.Integer(), text: Type.String(), votes: Type.Integer() }),
  ),
  user_votes: Type.Array(Vote),
  userVoted: Type.Boolean(),
});

/** A symbol a post's cashtag names, with its price when the post was written. */
export const PostSymbol = Type.Object({
  symbol_id: Type.Integer(),
  symbol: Type.String(),
  price_at_post: Type.Union([Type.Number(), Type.Null()]),
});

export const Post = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  editedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  user: Author,
  reactions: Type.Array(Reaction, {
    description: `The first ${REACTORS_SHOWN} reactions of each type, oldest first, and the viewer's own; every reaction is GET /api/posts/{postId}/reactions`,
  }),
  reaction_counts: Type.Array(ReactionCount, {
    description: 'Every reaction of the post, counted by type; types nobody chose are left out',
  }),
  poll: Type.Union([Poll, Type.Null()]),
  sentiment: Type.Union([Type.Enum(POST_SENTIMENTS), Type.Null()], {
    description: 'The author’s call on the symbols the post names',
  }),
  symbols: Type.Array(PostSymbol, {
    description: 'The listed symbols the post’s $cashtags name, in order of first mention',
  }),
  userVoted: Type.Boolean(),
  user_votes: Type.Array(Vote),
  comments_count: Type.Integer(),
  bookmarked: Type.Boolean({
    description: 'The member saved this post (GET /api/bookmarks lists them)',
  }),
});

const CommentFields = {
  id: Type.Integer(),
  post_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  editedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  user: Author,
  reactions: Type.Array(Reaction),
};

/** Replies have the comment's shape and go one level deep (their `replies` is always empty). */
export const Comment = Type.Object({
  ...CommentFields,
  replies: Type.Array(Type.Object({ ...CommentFields, replies: Type.Array(Type.Never()) })),
});

export type AuthorView = Static<typeof Author>;
export type ReactionView = Static<typeof Reaction>;
export type ReactionCountView = Static<typeof ReactionCount>;
export type VoteView = Static<typeof Vote>;
export type PollView = Static<typeof Poll>;
export type PostView = Static<typeof Post>;
export type CommentView = Static<typeof Comment>;
export type ReplyView = CommentView['replies'][number];

/** A post's text: may be empty when the post has images or a poll (the service checks that). */
const PostText = Type.String({ maxLength: LIMITS.postText });

const PostImages = Type.Array(Type.String({ maxLength: LIMITS.imageUrl }), {
  maxItems: LIMITS.postImages,
  description: 'Urls that POST /api/uploads answered to this member',
});

export const NewPost = Type.Object({
  text: Type.Optional(PostText),
  sentiment: Type.Optional(
    Type.Union([Type.Enum(POST_SENTIMENTS), Type.Null()], {
      description: 'Bullish or bearish on the symbols the text’s $cashtags name (needs one)',
    }),
  ),
  images: Type.Optional(PostImages),
  group_id: Type.Optional(Type.Integer({ minimum: 1 })),
  poll: Type.Optional(
    Type.Object({
      options: Type.Array(Type.String({ maxLength: LIMITS.pollOption }), {
        minItems: LIMITS.pollOptionsMin,
        maxItems: LIMITS.pollOptionsMax,
      }),
      closesAt: Type.Optional(Type.String({ format: 'date-time' })),
    }),
  ),
});
export type NewPostInput = Static<typeof NewPost>;

export const PostEdit = Type.Object({
  text: PostText,
  images: Type.Optional(
    Type.Array(Type.String({ maxLength: LIMITS.imageUrl }), {
      maxItems: LIMITS.postImages,
      description: 'The new list of image urls; absent keeps the images as they are',
    }),
  ),
});
export type PostEditInput = Static<typeof PostEdit>;

export const CommentText = Type.String({ minLength: 1, maxLength: LIMITS.commentText });

/** `data.data` is the list (spec point 7). */
export const PostPage = Type.Object({ data: Type.Object({ data: Type.Array(Post) }) });

export const Cursor = Type.Object({
  lastPostId: Type.Optional(Type.Integer({ minimum: 1, description: 'Posts older than this id' })),
});

/** Every reaction of a post, oldest first, `REACTIONS_PAGE` at a time. */
export const ReactionPage = Type.Object({ data: Type.Object({ data: Type.Array(Reaction) }) });

export const ReactionQuery = Type.Object({
  reaction_type_id: Type.Optional(Type.Integer({ minimum: 1, description: 'Only this type' })),
  lastReactionId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Reactions newer than this id' }),
  ),
});

/** Exactly one of post_id and comment_id. */
export const ReactionTargetBody = (extra: Record<string, ReturnType<typeof Type.Integer>> = {}) =>
  Type.Union([
    Type.Object(
      { post_id: Type.Integer({ minimum: 1 }), ...extra },
      { additionalProperties: false },
    ),
    Type.Object(
      { comment_id: Type.Integer({ minimum: 1 }), ...extra },
      { additionalProperties: false },
    ),
  ]);

/** What saving a post, or taking it out of the saved posts, answers: where it now stands. */
export const BookmarkState = Type.Object({
  post_id: Type.Integer(),
  bookmarked: Type.Boolean(),
});

/** What POST /api/add-vote answers: the vote just cast. */
export const CastVote = Type.Object({
  poll_id: Type.Integer(),
  option_id: Type.Integer(),
  user_id: Type.Integer(),
});
export type CastVoteView = Static<typeof CastVote>;

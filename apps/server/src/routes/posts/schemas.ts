import { Type } from 'typebox';

/** Spec point 3's shapes for posts, polls, reactions and comments. */
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

export const Post = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  groupId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  editedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  user: Author,
  reactions: Type.Array(Reaction),
  poll: Type.Union([Poll, Type.Null()]),
  userVoted: Type.Boolean(),
  user_votes: Type.Array(Vote),
  comments_count: Type.Integer(),
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

/** `data.data` is the list (spec point 7). */
export const PostPage = Type.Object({ data: Type.Object({ data: Type.Array(Post) }) });

export const Cursor = Type.Object({
  lastPostId: Type.Optional(Type.Integer({ minimum: 1, description: 'Posts older than this id' })),
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

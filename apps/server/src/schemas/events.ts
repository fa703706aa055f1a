import { type Static, Type } from 'typebox';
import { NOTIFICATION_KINDS } from '../db/schema/index.ts';
import { QuoteEvent } from './markets.ts';
import { CastVote, Comment, Post, Reaction, ReactionCount } from './posts.ts';

/**
 * The payloads of real-time events (spec point 4 "Real-time events"). They are published, not
 * answered by a route, so the swagger plugin lists them under `components.schemas` of
 * `openapi.json`; `@tapetv/realtime` types each channel's events with the generated types, and the
 * server's publish API accepts only those. One declaration, both sides.
 *
 * Post events carry absolute state (the reaction a member now has, a poll's counts, a post's
 * comment count), never a delta: applying the same event twice changes nothing.
 */

/** A notification as its owner sees it (spec point 3 "Notification"). */
export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(NOTIFICATION_KINDS),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  last_notification_time: Type.String({ format: 'date-time' }),
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Who caused it. */
  user: Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String() }),
  followed_back: Type.Optional(
    Type.Boolean({
      description: 'Follower notifications only: whether the owner follows this follower',
    }),
  ),
});
export type NotificationView = Static<typeof Notification>;

/** NewReaction on `private:users.{id}.notifications`: someone reacted to the member's post. */
export const NewReactionEvent = Type.Object({ notification: Notification, data: Reaction });
/** NewComment: someone commented on (or replied under) the member's post. */
export const NewCommentEvent = Type.Object({ notification: Notification, data: Comment });
/** NewPollVote: someone voted in the member's poll. */
export const NewPollVoteEvent = Type.Object({ notification: Notification, data: CastVote });

/** The member who started following (spec point 3 "Follower notification": id, user). */
export const Follower = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  avatar: Type.String(),
});
/** NewFollower on `private:users.{id}.notifications`: someone started following the member. */
export const NewFollowerEvent = Type.Object({ notification: Notification, data: Follower });

/**
 * The three header badges, counted by the server from read markers (never by what a client holds):
 * `activity` is reactions, comments and poll votes together, as the notifications dropdown shows
 * them (spec point 4: merged into one list).
 */
export const UnreadCounts = Type.Object(
  {
    follower: Type.Integer({ minimum: 0 }),
    message: Type.Integer({ minimum: 0 }),
    activity: Type.Integer({ minimum: 0 }),
  },
  { description: 'Unread notifications by header badge' },
);
/**
 * `notifications-read` on `private:users.{id}.notifications`: the member read notifications (in
 * any tab): `ids` are now read at `read_at`, and `unread` holds the badges after it.
 */
export const NotificationsReadEvent = Type.Object({
  ids: Type.Array(Type.Integer()),
  read_at: Type.String({ format: 'date-time' }),
  unread: UnreadCounts,
});

/** `notification-deleted`: a notification was taken back (its follower unfollowed). */
export const NotificationDeletedEvent = Type.Object({ id: Type.Integer(), unread: UnreadCounts });

/**
 * `reaction-changed`: the reaction one member now has on a post or a comment of the post;
 * `reaction: null` means they removed it. For a post, `reaction_counts` are the post's counts
 * after the change (a client holds only a few reactions of each type, so it cannot count them);
 * null for a comment, whose reactions a client holds in full.
 */
export const ReactionChangedEvent = Type.Object({
  post_id: Type.Integer(),
  comment_id: Type.Union([Type.Integer(), Type.Null()]),
  user_id: Type.Integer(),
  reaction: Type.Union([Reaction, Type.Null()]),
  reaction_counts: Type.Union([Type.Array(ReactionCount), Type.Null()]),
});

/** `poll-changed`: a member's vote now (`option_id: null` after they removed it) and the counts. */
export const PollChangedEvent = Type.Object({
  post_id: Type.Integer(),
  poll_id: Type.Integer(),
  user_id: Type.Integer(),
  option_id: Type.Union([Type.Integer(), Type.Null()]),
  options: Type.Array(Type.Object({ id: Type.Integer(), votes: Type.Integer() })),
});

/** `comment-saved`: a new or edited comment or reply, and the post's comment count after it. */
export const CommentSavedEvent = Type.Object({
  post_id: Type.Integer(),
  comments_count: Type.Integer(),
  comment: Comment,
});

/** `comment-deleted`: a comment (with its replies) or a reply is gone. */
export const CommentDeletedEvent = Type.Object({
  post_id: Type.Integer(),
  id: Type.Integer(),
  comments_count: Type.Integer(),
});

/** `post-updated`: the author edited the post (what an edit can change). */
export const PostUpdatedEvent = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  editedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sentiment: Post.properties.sentiment,
  symbols: Post.properties.symbols,
});

/** `post-deleted`: the author deleted the post. */
export const PostDeletedEvent = Type.Object({ id: Type.Integer() });

/** Named as they appear in `openapi.json` (`components.schemas`). */
export const eventSchemas = {
  Post,
  Notification,
  NewReactionEvent,
  NewFollowerEvent,
  NewCommentEvent,
  NewPollVoteEvent,
  NotificationsReadEvent,
  NotificationDeletedEvent,
  ReactionChangedEvent,
  PollChangedEvent,
  CommentSavedEvent,
  CommentDeletedEvent,
  PostUpdatedEvent,
  PostDeletedEvent,
  // `quote` on `quotes:{symbolId}` (schemas/markets.ts).
  QuoteEvent,
};

/**
 * The payloads of the spec's real-time events (point 4 "Real-time events", point 7 "Real-time
 * channels"). Every pushed entity carries its `id`: clients de-duplicate by it. The fields beyond
 * `id` belong to the feed, chat and notifications issues, which narrow these types to the API's
 * own schemas; until then they are open records.
 */
export interface Pushed {
  id: number;
  [field: string]: unknown;
}

export type PostEvent = Pushed;
export type ChatMessageEvent = Pushed;
export type NotificationEvent = Pushed;
export type FollowerEvent = Pushed;

/** `private:users.{id}.notifications` */
export interface UserNotificationEvents {
  /** A broadcast notification adds a message. */
  'broadcast notification': ChatMessageEvent;
  /** Updates a message. */
  MessageUpdated: ChatMessageEvent;
  notification: NotificationEvent;
  NewReaction: NotificationEvent;
  NewComment: NotificationEvent;
  NewPollVote: NotificationEvent;
  /** Adds a follower. */
  NewFollower: FollowerEvent;
}

/** `private:users.{id}.feed` */
export interface UserFeedEvents {
  'new-post': PostEvent;
}

/** `private:groups.{id}.posts` */
export interface GroupPostsEvents {
  'new-post': PostEvent;
}

/** `private:groups.{id}.chat` (presence enter is separate: see `GroupChatChannel`). */
export interface GroupChatEvents {
  'new-message': ChatMessageEvent;
}

/** A member who entered a group chat's presence. */
export interface PresenceMember {
  /** The member's user id (their real-time clientId). */
  userId: number;
  connectionId: string;
  data: unknown;
}

import type { ContractSchema } from '@tapetv/api-client';

/**
 * The payloads of the spec's real-time events (point 4 "Real-time events", point 7 "Real-time
 * channels"), typed from the contract: the server declares each payload's schema once
 * (apps/server/src/schemas/events.ts), it reaches `openapi.json` under `components.schemas`, and
 * these types are generated from it. The server's publish API accepts only these.
 */

export type PostEvent = ContractSchema<'Post'>;
export type NotificationData = ContractSchema<'Notification'>;
export type NewReactionEvent = ContractSchema<'NewReactionEvent'>;
export type NewCommentEvent = ContractSchema<'NewCommentEvent'>;
export type NewPollVoteEvent = ContractSchema<'NewPollVoteEvent'>;
/** A group chat message, as `new-message` and `message-updated` carry it. */
export type ChatMessageEvent = ContractSchema<'ChatMessage'>;
export type FollowerEvent = ContractSchema<'NewFollowerEvent'>;

/** `private:users.{id}.notifications` */
export interface UserNotificationEvents {
  /** A broadcast notification adds a message (a direct message, with its conversation). */
  'broadcast notification': ContractSchema<'NewDirectMessageEvent'>;
  /** Updates a message: edited (`message`) or deleted (`deleted_id`). */
  MessageUpdated: ContractSchema<'MessageUpdatedEvent'>;
  /** A member of one of the member's conversations read it (read marks, the reader's badges). */
  'conversation-read': ContractSchema<'ConversationReadEvent'>;
  /** The other member is writing in a conversation. */
  typing: ContractSchema<'TypingEvent'>;
  notification: { notification: NotificationData };
  NewReaction: NewReactionEvent;
  NewComment: NewCommentEvent;
  NewPollVote: NewPollVoteEvent;
  /** Adds a follower. */
  NewFollower: FollowerEvent;
  /** The member read notifications (in this tab or another): read markers and badges after it. */
  'notifications-read': ContractSchema<'NotificationsReadEvent'>;
  /** A notification was taken back (its follower unfollowed), and the badges after it. */
  'notification-deleted': ContractSchema<'NotificationDeletedEvent'>;
}

/** `private:users.{id}.feed` */
export interface UserFeedEvents {
  'new-post': PostEvent;
}

/**
 * What happens to a post that members may have on screen: published on the channel every member
 * who can see the post listens to (`private:posts.public`, or the group's posts channel). Each
 * carries absolute state, so the same event twice changes nothing.
 */
export interface PostUpdateEvents {
  'reaction-changed': ContractSchema<'ReactionChangedEvent'>;
  'poll-changed': ContractSchema<'PollChangedEvent'>;
  'comment-saved': ContractSchema<'CommentSavedEvent'>;
  'comment-deleted': ContractSchema<'CommentDeletedEvent'>;
  'post-updated': ContractSchema<'PostUpdatedEvent'>;
  'post-deleted': ContractSchema<'PostDeletedEvent'>;
}

/** `private:posts.public`: changes to posts outside groups, which every member may see. */
export type PublicPostsEvents = PostUpdateEvents;

/** `private:groups.{id}.posts`: the group's new posts and changes to them. */
export interface GroupPostsEvents extends PostUpdateEvents {
  'new-post': PostEvent;
}

/** `private:groups.{id}.chat` (presence enter is separate: see `GroupChatChannel`). */
export interface GroupChatEvents {
  /** A member sent a message (the newest goes at the top of the list). */
  'new-message': ChatMessageEvent;
  /** Its author edited a message: the whole message as it now is. */
  'message-updated': ChatMessageEvent;
  /** A message was deleted (by its author or a moderator); replies to it lose their quote. */
  'message-deleted': ContractSchema<'ChatMessageDeletedEvent'>;
  /** A member is writing: show "… is typing" for a few seconds. */
  typing: ContractSchema<'ChatTypingEvent'>;
}

/** `quotes:{symbolId}`: the symbol's figures after its price moved (throttled by the server). */
export interface QuoteEvents {
  quote: ContractSchema<'QuoteEvent'>;
}

/** `private:live.chat`: the live show's chat, which every member may read. */
export interface LiveChatEvents {
  /** A member sent a message (the newest goes at the top of the list). */
  'new-message': ContractSchema<'LiveChatMessage'>;
  /** Its author deleted a message. */
  'message-deleted': ContractSchema<'LiveChatMessageDeletedEvent'>;
}

/** A member who entered a group chat's presence. */
export interface PresenceMember {
  /** The member's user id (their real-time clientId). */
  userId: number;
  connectionId: string;
  data: unknown;
}

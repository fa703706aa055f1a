import type {
  GroupChatEvents,
  GroupPostsEvents,
  LiveChatEvents,
  PublicPostsEvents,
  QuoteEvents,
  UserFeedEvents,
  UserNotificationEvents,
} from './events.ts';

/**
 * The private channels of the product (spec point 7 "Real-time channels"), named once and used by
 * both the server (publishing, capabilities) and the browser (subscribing). Each name has its own
 * template type, so a channel name alone tells which events it carries (`EventsOf`).
 */
export const channelNames = {
  userNotifications: (userId: number) => `private:users.${userId}.notifications` as const,
  userFeed: (userId: number) => `private:users.${userId}.feed` as const,
  groupPosts: (groupId: number) => `private:groups.${groupId}.posts` as const,
  groupChat: (groupId: number) => `private:groups.${groupId}.chat` as const,
  /** Changes to posts outside groups: every member may see those posts. */
  publicPosts: () => 'private:posts.public' as const,
  /**
   * A symbol's live quotes. Market data is the same for every member, so these are one namespace
   * that every member's token grants (`quotes:*`), not private channels listed one by one.
   */
  quotes: (symbolId: number) => `quotes:${symbolId}` as const,
  /** The live show's chat (`/tapetv-live`): one chat for the channel, every member reads it. */
  liveChat: () => 'private:live.chat' as const,
} as const;

/** Any channel of the product. */
export type ChannelName = ReturnType<(typeof channelNames)[keyof typeof channelNames]>;

/** The events, and their payloads, of a channel by its name. */
export type EventsOf<C extends ChannelName> = C extends `private:users.${number}.notifications`
  ? UserNotificationEvents
  : C extends `private:users.${number}.feed`
    ? UserFeedEvents
    : C extends `private:groups.${number}.posts`
      ? GroupPostsEvents
      : C extends `private:groups.${number}.chat`
        ? GroupChatEvents
        : C extends 'private:posts.public'
          ? PublicPostsEvents
          : C extends `quotes:${number}`
            ? QuoteEvents
            : C extends 'private:live.chat'
              ? LiveChatEvents
              : never;

/** The event names of a channel. */
export type EventName<C extends ChannelName> = keyof EventsOf<C> & string;

/** The payload of one event of a channel. */
export type EventData<C extends ChannelName, E extends EventName<C>> = EventsOf<C>[E];

const postUpdates = [
  'reaction-changed',
  'poll-changed',
  'comment-saved',
  'comment-deleted',
  'post-updated',
  'post-deleted',
] as const;

/** Event names per channel kind (spec point 4 "Real-time events"). */
export const channelEvents = {
  userNotifications: [
    'broadcast notification',
    'MessageUpdated',
    'notification',
    'NewReaction',
    'NewComment',
    'NewPollVote',
    'NewFollower',
    'notifications-read',
    'notification-deleted',
    'conversation-read',
    'typing',
  ],
  userFeed: ['new-post'],
  groupPosts: ['new-post', ...postUpdates],
  groupChat: ['new-message', 'message-updated', 'message-deleted', 'typing'],
  publicPosts: postUpdates,
  quotes: ['quote'],
  liveChat: ['new-message', 'message-deleted'],
} as const satisfies {
  [K in keyof typeof channelNames]: readonly EventName<ReturnType<(typeof channelNames)[K]>>[];
};

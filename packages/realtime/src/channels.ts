/**
 * The private channels of the product (spec point 7 "Real-time channels"), named once and used by
 * both the server (publishing, capabilities) and the browser (subscribing).
 */
export const channelNames = {
  userNotifications: (userId: number) => `private:users.${userId}.notifications`,
  userFeed: (userId: number) => `private:users.${userId}.feed`,
  groupPosts: (groupId: number) => `private:groups.${groupId}.posts`,
  groupChat: (groupId: number) => `private:groups.${groupId}.chat`,
} as const;

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
  ],
  userFeed: ['new-post'],
  groupPosts: ['new-post'],
  groupChat: ['new-message'],
} as const;

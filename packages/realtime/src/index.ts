export {
  catchUpOnResync,
  type Identified,
  insertUnique,
  mergeMissed,
  replaceById,
  retryOnResync,
} from './catch-up.ts';
export {
  type ChannelName,
  channelEvents,
  channelNames,
  type EventData,
  type EventName,
  type EventsOf,
} from './channels.ts';
export { createRealtime, type RealtimeOptions } from './client.ts';
export { BROKER_PORT_META, brokerClientOptions, brokerPortFromPage } from './config.ts';
export type {
  ChatMessageEvent,
  FollowerEvent,
  GroupChatEvents,
  GroupPostsEvents,
  LiveChatEvents,
  NewCommentEvent,
  NewPollVoteEvent,
  NewReactionEvent,
  NotificationData,
  PostEvent,
  PostUpdateEvents,
  PresenceMember,
  PublicPostsEvents,
  QuoteEvents,
  UserFeedEvents,
  UserNotificationEvents,
} from './events.ts';
export {
  AUTHENTICATE_PATH,
  createTokenSource,
  TOKEN_STORAGE_KEY,
  type TokenSource,
} from './token-cache.ts';
export type {
  Channel,
  ConnectionChange,
  ConnectionState,
  EventMeta,
  GroupChatChannel,
  Realtime,
  RealtimeMember,
  Unsubscribe,
} from './types.ts';

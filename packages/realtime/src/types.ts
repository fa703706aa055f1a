import type {
  GroupChatEvents,
  GroupPostsEvents,
  LiveChatEvents,
  PresenceMember,
  PublicPostsEvents,
  QuoteEvents,
  UserFeedEvents,
  UserNotificationEvents,
} from './events.ts';

export type ConnectionState =
  | 'initialized'
  | 'connecting'
  | 'connected'
  | 'disconnected'
  | 'suspended'
  | 'closing'
  | 'closed'
  | 'failed';

export interface ConnectionChange {
  current: ConnectionState;
  previous: ConnectionState;
  /** Why, when the change came from an error (Ably's code, HTTP-like status and message). */
  reason?: { code: number; statusCode: number; message: string };
}

export type Unsubscribe = () => void;

/** What comes with every event besides its data. */
export interface EventMeta {
  /** The real-time message id (unique per publish). */
  messageId: string;
  /** Milliseconds since the epoch, when the server published it. */
  timestamp: number;
}

export interface Channel<Events> {
  /** The channel's private name, e.g. `private:groups.3.chat`. */
  readonly name: string;
  /** Listens for one event; the channel is attached while it has any listener. */
  subscribe<E extends keyof Events & string>(
    event: E,
    listener: (data: Events[E], meta: EventMeta) => void,
  ): Unsubscribe;
  /**
   * Called when the channel attached again without continuity (a new connection, or more was
   * missed than the broker could keep): events may have been lost, so fetch from the API what
   * was missed (see `mergeMissed`).
   */
  onResync(listener: () => void): Unsubscribe;
  /**
   * Resolves once the channel is attached. Subscribe, wait for this, then fetch from the API:
   * nothing published in between is missed (and `insertUnique` drops what arrives twice).
   */
  whenAttached(): Promise<void>;
}

export interface GroupChatChannel extends Channel<GroupChatEvents> {
  /** Listens for members entering the chat (including this member's own other tabs). */
  onPresenceEnter(listener: (member: PresenceMember) => void): Unsubscribe;
  /**
   * Listens for who is in the chat: called with every present member (one entry per connection,
   * so a member with two tabs is there twice) once the channel's presence is known, and again
   * after each enter, update or leave (a closed or lost connection leaves too).
   */
  onPresenceChange(listener: (members: readonly PresenceMember[]) => void): Unsubscribe;
  /** Enters the chat's presence as the logged-in member. */
  enterPresence(data?: unknown): Promise<void>;
  leavePresence(): Promise<void>;
}

/** The logged-in member real-time is for: subscriptions exist only for a member with user data. */
export interface RealtimeMember {
  id: number;
}

/**
 * One typed API over the spec's private channels; the real client (`createRealtime`) and the
 * in-memory fake (`createFakeRealtime`) both implement it.
 */
export interface Realtime {
  readonly member: RealtimeMember;
  /** The member's own notifications channel. */
  readonly notifications: Channel<UserNotificationEvents>;
  /** The member's own feed channel. */
  readonly feed: Channel<UserFeedEvents>;
  /** Changes to posts outside groups (reactions, votes, comments, edits, deletions). */
  readonly publicPosts: Channel<PublicPostsEvents>;
  /** A group's new posts and changes to them. */
  groupPosts(groupId: number): Channel<GroupPostsEvents>;
  groupChat(groupId: number): GroupChatChannel;
  /** A symbol's live quotes (published while someone read its figures in the last 2 minutes). */
  quotes(symbolId: number): Channel<QuoteEvents>;
  /** The live show's chat (`/tapetv-live`). */
  readonly liveChat: Channel<LiveChatEvents>;
  readonly connection: {
    readonly state: ConnectionState;
    onChange(listener: (change: ConnectionChange) => void): Unsubscribe;
  };
  /**
   * Fetches a fresh token now and hands it to the connection, which keeps its channels. A token's
   * capability lists the member's groups when it was made, so a member who just joined a group
   * needs one; channels refused for capability do this once by themselves before they retry.
   */
  reauthorize(): Promise<void>;
  /** Closes the connection (logout, or the member data went away). */
  close(): void;
}

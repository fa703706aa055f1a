import { channelNames } from './channels.ts';
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
import type {
  Channel,
  ConnectionChange,
  ConnectionState,
  EventMeta,
  GroupChatChannel,
  Realtime,
  RealtimeMember,
  Unsubscribe,
} from './types.ts';

export interface FakeChannel<Events> extends Channel<Events> {
  /** Delivers an event to this channel's listeners, as if the server had published it. */
  emit<E extends keyof Events & string>(event: E, data: Events[E], meta?: Partial<EventMeta>): void;
  /** Tells the listeners that continuity was lost (what a reconnect without resume does). */
  resync(): void;
  /** How many listeners are subscribed (events and presence); 0 means the channel is detached. */
  readonly listenerCount: number;
}

export interface FakeGroupChatChannel
  extends FakeChannel<GroupChatEvents>,
    Omit<GroupChatChannel, keyof Channel<GroupChatEvents>> {
  /** A member enters the chat: `onPresenceEnter` and `onPresenceChange` listeners hear it. */
  emitPresenceEnter(member: PresenceMember): void;
  /** A member's connection leaves the chat (they left, or their connection closed). */
  emitPresenceLeave(member: Pick<PresenceMember, 'userId' | 'connectionId'>): void;
  /** Whether this fake member is entered (enterPresence without leavePresence). */
  readonly present: boolean;
  /** Who is in the chat now, one entry per connection, in the order they entered. */
  readonly presentMembers: readonly PresenceMember[];
}

export interface FakeRealtime extends Realtime {
  readonly notifications: FakeChannel<UserNotificationEvents>;
  readonly feed: FakeChannel<UserFeedEvents>;
  readonly publicPosts: FakeChannel<PublicPostsEvents>;
  groupPosts(groupId: number): FakeChannel<GroupPostsEvents>;
  groupChat(groupId: number): FakeGroupChatChannel;
  quotes(symbolId: number): FakeChannel<QuoteEvents>;
  readonly liveChat: FakeChannel<LiveChatEvents>;
  /** Moves the connection to a state, telling `connection.onChange` listeners. */
  setConnectionState(state: ConnectionState, reason?: ConnectionChange['reason']): void;
  /** How many times `reauthorize` was called. */
  readonly reauthorizations: number;
}

export interface FakeRealtimeOptions {
  member: RealtimeMember;
  /** Starts 'connected' unless told otherwise. */
  state?: ConnectionState;
}

/** The fake member's own connection id in presence. */
const FAKE_CONNECTION = 'fake-connection';

class FakeChannelImpl implements FakeGroupChatChannel {
  private readonly listeners = new Map<string, Set<(data: never, meta: EventMeta) => void>>();
  private readonly presenceListeners = new Set<(member: PresenceMember) => void>();
  private readonly changeListeners = new Set<(members: readonly PresenceMember[]) => void>();
  /** Present members keyed by connection, as Ably's presence map keys them. */
  private readonly members = new Map<string, PresenceMember>();
  private readonly resyncListeners = new Set<() => void>();
  private counter = 0;
  present = false;

  constructor(
    readonly name: string,
    private readonly member: RealtimeMember,
  ) {}

  get listenerCount(): number {
    let count = this.presenceListeners.size + this.changeListeners.size;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  subscribe(event: string, listener: (data: never, meta: EventMeta) => void): Unsubscribe {
    const set = this.listeners.get(event) ?? new Set();
    this.listeners.set(event, set);
    // Wrapped, so the same function subscribed twice counts (and unsubscribes) twice, as on Ably.
    const entry = (data: never, meta: EventMeta) => listener(data, meta);
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  emit(event: string, data: unknown, meta: Partial<EventMeta> = {}): void {
    this.counter += 1;
    const full: EventMeta = {
      messageId: meta.messageId ?? `fake:${this.name}:${this.counter}`,
      timestamp: meta.timestamp ?? Date.now(),
    };
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(data as never, full);
  }

  onResync(listener: () => void): Unsubscribe {
    const entry = () => listener();
    this.resyncListeners.add(entry);
    return () => {
      this.resyncListeners.delete(entry);
    };
  }

  resync(): void {
    for (const listener of [...this.resyncListeners]) listener();
  }

  /** The fake has nothing to wait for. */
  async whenAttached(): Promise<void> {}

  onPresenceEnter(listener: (member: PresenceMember) => void): Unsubscribe {
    const entry = (member: PresenceMember) => listener(member);
    this.presenceListeners.add(entry);
    return () => {
      this.presenceListeners.delete(entry);
    };
  }

  /** Like the real client, a new listener first hears who is already there. */
  onPresenceChange(listener: (members: readonly PresenceMember[]) => void): Unsubscribe {
    const entry = (members: readonly PresenceMember[]) => listener(members);
    this.changeListeners.add(entry);
    queueMicrotask(() => {
      if (this.changeListeners.has(entry)) entry(this.presentMembers);
    });
    return () => {
      this.changeListeners.delete(entry);
    };
  }

  get presentMembers(): readonly PresenceMember[] {
    return [...this.members.values()];
  }

  private changed(): void {
    const members = this.presentMembers;
    for (const listener of [...this.changeListeners]) listener(members);
  }

  emitPresenceEnter(member: PresenceMember): void {
    this.members.set(`${member.connectionId}:${member.userId}`, member);
    for (const listener of [...this.presenceListeners]) listener(member);
    this.changed();
  }

  emitPresenceLeave(member: Pick<PresenceMember, 'userId' | 'connectionId'>): void {
    if (!this.members.delete(`${member.connectionId}:${member.userId}`)) return;
    this.changed();
  }

  async enterPresence(data?: unknown): Promise<void> {
    if (this.present) return;
    this.present = true;
    // Like the broker, the member's own enter reaches their own listeners too.
    this.emitPresenceEnter({ userId: this.member.id, connectionId: FAKE_CONNECTION, data });
  }

  async leavePresence(): Promise<void> {
    if (!this.present) return;
    this.present = false;
    this.emitPresenceLeave({ userId: this.member.id, connectionId: FAKE_CONNECTION });
  }
}

/**
 * An in-memory stand-in with the same API as `createRealtime`, for component tests and stories:
 * nothing connects; tests deliver events with `emit` and move the connection state by hand.
 */
export function createFakeRealtime({
  member,
  state = 'connected',
}: FakeRealtimeOptions): FakeRealtime {
  const channels = new Map<string, FakeChannelImpl>();
  const channel = (name: string) => {
    let found = channels.get(name);
    if (!found) {
      found = new FakeChannelImpl(name, member);
      channels.set(name, found);
    }
    return found;
  };
  const connectionListeners = new Set<(change: ConnectionChange) => void>();
  let current = state;
  let reauthorizations = 0;

  return {
    member,
    notifications: channel(
      channelNames.userNotifications(member.id),
    ) as FakeChannel<UserNotificationEvents>,
    feed: channel(channelNames.userFeed(member.id)) as FakeChannel<UserFeedEvents>,
    publicPosts: channel(channelNames.publicPosts()) as FakeChannel<PublicPostsEvents>,
    groupPosts: (groupId) =>
      channel(channelNames.groupPosts(groupId)) as FakeChannel<GroupPostsEvents>,
    groupChat: (groupId) => channel(channelNames.groupChat(groupId)),
    quotes: (symbolId) => channel(channelNames.quotes(symbolId)) as FakeChannel<QuoteEvents>,
    liveChat: channel(channelNames.liveChat()) as FakeChannel<LiveChatEvents>,
    connection: {
      get state() {
        return current;
      },
      onChange(listener) {
        const entry = (change: ConnectionChange) => listener(change);
        connectionListeners.add(entry);
        return () => {
          connectionListeners.delete(entry);
        };
      },
    },
    setConnectionState(next, reason) {
      if (next === current) return;
      const change: ConnectionChange = {
        current: next,
        previous: current,
        ...(reason ? { reason } : {}),
      };
      current = next;
      for (const listener of [...connectionListeners]) listener(change);
    },
    get reauthorizations() {
      return reauthorizations;
    },
    async reauthorize() {
      reauthorizations += 1;
    },
    close() {
      this.setConnectionState('closed');
    },
  };
}

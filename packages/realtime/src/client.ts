import { createTransport, type Transport } from '@tapetv/api-client';
import type * as Ably from 'ably';
import {
  BaseRealtime,
  ErrorInfo,
  FetchRequest,
  RealtimePresence,
  WebSocketTransport,
} from 'ably/modular';
import { channelNames } from './channels.ts';
import { brokerClientOptions, brokerPortFromPage } from './config.ts';
import type {
  GroupPostsEvents,
  LiveChatEvents,
  PresenceMember,
  PublicPostsEvents,
  QuoteEvents,
  UserFeedEvents,
  UserNotificationEvents,
} from './events.ts';
import { createTokenSource } from './token-cache.ts';
import type {
  Channel,
  ConnectionChange,
  ConnectionState,
  GroupChatChannel,
  Realtime,
  RealtimeMember,
  Unsubscribe,
} from './types.ts';

export interface RealtimeOptions {
  /** The logged-in member (their user data): real time exists only for a member. */
  member: RealtimeMember;
  /** How the token request reaches the server; the API client's transport by default. */
  transport?: Pick<Transport, 'request'>;
  /** Where the token is kept between page loads; sessionStorage by default, null for nowhere. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /**
   * The embedded broker's port: by default what the server put into the page's meta tag.
   * null (no meta tag) means Ably's service.
   */
  brokerPort?: number | null;
  /** Further `ably` client options (tests: shorter retry timeouts, log level). */
  clientOptions?: Partial<Ably.ClientOptions>;
  logger?: Pick<Console, 'error'>;
}

const once = (run: () => void): Unsubscribe => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
};

/** The page's sessionStorage, or null where it is missing or refused (storage disabled). */
function pageSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Ably's code for an operation the token's capability does not permit (e.g. attaching). */
const CAPABILITY_REFUSED = 40160;

const refusedForCapability = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === CAPABILITY_REFUSED;

/** The token source's failure, in the shape the `ably` callback wants (status kept for retries). */
function toErrorInfo(error: unknown): ErrorInfo {
  const status = (error as { status?: unknown }).status;
  const message = error instanceof Error ? error.message : 'Real-time authentication failed';
  return new ErrorInfo(message, 40170, typeof status === 'number' ? status : 401);
}

/**
 * The real-time client of a logged-in member: the `ably` client (its tree-shakable
 * `ably/modular` build with WebSocket, fetch and presence only) authenticating through
 * `POST /api/ably/authenticate`, with the spec's channels and events typed.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const { member } = options;
  const logger = options.logger ?? console;
  const brokerPort = options.brokerPort === undefined ? brokerPortFromPage() : options.brokerPort;
  const tokens = createTokenSource({
    memberId: member.id,
    transport: options.transport ?? createTransport(),
    storage: options.storage === undefined ? pageSessionStorage() : options.storage,
    logger,
  });
  let tokenRequests = 0;
  const client = new BaseRealtime({
    ...(brokerPort !== null ? brokerClientOptions(brokerPort) : {}),
    ...options.clientOptions,
    authCallback: (params, callback) => {
      // The first request of this client may use the stored token; later ones are renewals.
      const renewal = tokenRequests > 0;
      tokenRequests += 1;
      tokens(params, renewal).then(
        (details) => callback(null, details),
        (error: unknown) => callback(toErrorInfo(error), null),
      );
    },
    plugins: { WebSocketTransport, FetchRequest, RealtimePresence },
  });

  // One re-authorization at a time: channels refused together share it.
  let authorizing: Promise<void> | null = null;
  const reauthorize = () => {
    authorizing ??= client.auth
      .authorize()
      .then(() => undefined)
      .finally(() => {
        authorizing = null;
      });
    return authorizing;
  };

  const handles = new Map<string, ChannelImpl>();
  const handle = (name: string) => {
    let found = handles.get(name);
    if (!found) {
      found = new ChannelImpl(client.channels.get(name), logger, reauthorize);
      handles.set(name, found);
    }
    return found;
  };

  return {
    member,
    notifications: handle(
      channelNames.userNotifications(member.id),
    ) as Channel<UserNotificationEvents>,
    feed: handle(channelNames.userFeed(member.id)) as Channel<UserFeedEvents>,
    publicPosts: handle(channelNames.publicPosts()) as Channel<PublicPostsEvents>,
    groupPosts: (groupId) => handle(channelNames.groupPosts(groupId)) as Channel<GroupPostsEvents>,
    groupChat: (groupId) => handle(channelNames.groupChat(groupId)) as GroupChatChannel,
    quotes: (symbolId) => handle(channelNames.quotes(symbolId)) as Channel<QuoteEvents>,
    liveChat: handle(channelNames.liveChat()) as Channel<LiveChatEvents>,
    connection: {
      get state() {
        return client.connection.state as ConnectionState;
      },
      onChange(listener) {
        const wrapped = (change: Ably.ConnectionStateChange) => {
          if (change.current === change.previous) return;
          listener({
            current: change.current as ConnectionState,
            previous: change.previous as ConnectionState,
            ...(change.reason
              ? {
                  reason: {
                    code: change.reason.code,
                    statusCode: change.reason.statusCode,
                    message: change.reason.message,
                  },
                }
              : {}),
          } satisfies ConnectionChange);
        };
        client.connection.on(wrapped);
        return once(() => client.connection.off(wrapped));
      },
    },
    reauthorize,
    close: () => client.close(),
  };
}

const toPresenceMember = (message: Ably.PresenceMessage): PresenceMember => ({
  userId: Number(message.clientId),
  connectionId: message.connectionId,
  data: message.data,
});

/**
 * One channel of the client: attached while anything listens, detached when the last listener
 * leaves, and reporting lost continuity (an ATTACHED that is not "resumed") as a resync.
 */
class ChannelImpl implements GroupChatChannel {
  private listeners = 0;
  private attachedBefore = false;
  private readonly resyncListeners = new Set<() => void>();
  /** The re-authorization and attach under way after a capability refusal. */
  private recovering: Promise<void> | null = null;
  /** A recovery failed: later refusals are reported, until the channel attaches again. */
  private recoveryFailed = false;

  constructor(
    private readonly channel: Ably.RealtimeChannel,
    private readonly logger: Pick<Console, 'error'>,
    private readonly reauthorize: () => Promise<void>,
  ) {
    channel.on('attached', (change) => {
      if (this.attachedBefore && !change.resumed) this.resync();
      this.attachedBefore = true;
      this.recoveryFailed = false;
    });
    channel.on('update', (change) => {
      if (!change.resumed) this.resync();
    });
    channel.on('detached', () => {
      this.attachedBefore = false;
    });
  }

  get name(): string {
    return this.channel.name;
  }

  private resync(): void {
    for (const listener of this.resyncListeners) listener();
  }

  /**
   * Runs what attaches the channel (a subscribe, a presence enter). A channel refused for
   * capability is re-authorized once and attached again: the token may predate the member's
   * joining the group. A channel already failed that way (an earlier attach) recovers first,
   * since `ably` refuses listeners on a failed channel.
   */
  private async attaching(run: () => Promise<unknown>): Promise<void> {
    if (this.channel.state === 'failed' && refusedForCapability(this.channel.errorReason)) {
      await this.recover();
    }
    try {
      await run();
    } catch (error) {
      if (!refusedForCapability(error)) throw error;
      await this.recover();
      // The listener stayed registered; a presence enter has to be sent again.
      await run();
    }
  }

  private recover(): Promise<void> {
    if (this.recoveryFailed) return Promise.reject(this.channel.errorReason);
    this.recovering ??= this.reauthorize()
      .then(() => this.channel.attach())
      .then(
        () => undefined,
        (error: unknown) => {
          this.recoveryFailed = true;
          throw error;
        },
      )
      .finally(() => {
        this.recovering = null;
      });
    return this.recovering;
  }

  private retain(attached: Promise<unknown>): void {
    this.listeners += 1;
    attached.catch((error: unknown) => {
      if (this.listeners === 0) return;
      this.logger.error(
        `Real-time channel ${this.channel.name} could not attach: ${(error as Error).message}`,
      );
    });
  }

  private release(): void {
    this.listeners -= 1;
    if (this.listeners === 0) this.channel.detach().catch(() => {});
  }

  subscribe(
    event: string,
    listener: (data: never, meta: { messageId: string; timestamp: number }) => void,
  ): Unsubscribe {
    const wrapped = (message: Ably.InboundMessage) => {
      listener(message.data as never, { messageId: message.id, timestamp: message.timestamp });
    };
    this.retain(this.attaching(() => this.channel.subscribe(event, wrapped)));
    return once(() => {
      this.channel.unsubscribe(event, wrapped);
      this.release();
    });
  }

  onResync(listener: () => void): Unsubscribe {
    this.resyncListeners.add(listener);
    return once(() => this.resyncListeners.delete(listener));
  }

  async whenAttached(): Promise<void> {
    await this.channel.whenState('attached');
  }

  onPresenceEnter(listener: (member: PresenceMember) => void): Unsubscribe {
    const wrapped = (message: Ably.PresenceMessage) => listener(toPresenceMember(message));
    this.retain(this.attaching(() => this.channel.presence.subscribe('enter', wrapped)));
    return once(() => {
      this.channel.presence.unsubscribe('enter', wrapped);
      this.release();
    });
  }

  onPresenceChange(listener: (members: readonly PresenceMember[]) => void): Unsubscribe {
    let stopped = false;
    // Only the answer of the latest `get` counts: an older one may resolve after it.
    let latest = 0;
    const report = () => {
      latest += 1;
      const asked = latest;
      this.channel.presence.get().then(
        (present) => {
          if (!stopped && asked === latest) listener(present.map(toPresenceMember));
        },
        (error: unknown) => {
          if (!stopped) {
            this.logger.error(
              `Real-time presence of ${this.channel.name} could not be read: ${(error as Error).message}`,
            );
          }
        },
      );
    };
    const attached = this.attaching(() => this.channel.presence.subscribe(report));
    this.retain(attached);
    // Once attached, `get` waits for the presence sync: the members present before this client.
    attached.then(report, () => {});
    return once(() => {
      stopped = true;
      this.channel.presence.unsubscribe(report);
      this.release();
    });
  }

  async enterPresence(data?: unknown): Promise<void> {
    await this.attaching(() => this.channel.presence.enter(data));
  }

  async leavePresence(): Promise<void> {
    await this.channel.presence.leave();
  }
}

import type { ChannelName, EventData, EventName } from '@tapetv/realtime/channels';
import * as Ably from 'ably';
import type { Database, Transaction } from '../../db/client.ts';
import { type AblyKey, formatAblyKey } from './ably-key.ts';

/**
 * One event of a channel, typed by the channel's name: only the events that channel carries, with
 * their payloads as the contract declares them (schemas/events.ts → `@tapetv/realtime`).
 */
export type Publish = <C extends ChannelName, E extends EventName<C>>(
  channel: C,
  event: E,
  data: EventData<C, E>,
) => void;

/** Queues an event inside a transaction; it is published only once the transaction commits. */
export type QueueEvent = Publish;

/**
 * How the server tells browsers that something happened. Events go out after the database
 * commit, never before: a client that reacts by fetching must find the row.
 */
export interface Broadcaster {
  /**
   * Publishes one event now; rejects when the broker or Ably refuses it. For tests, tools and
   * events with no database change behind them (live quotes): the product's changes publish
   * through `transaction`, so nothing goes out before its commit.
   */
  publish<C extends ChannelName, E extends EventName<C>>(
    channel: C,
    event: E,
    data: EventData<C, E>,
  ): Promise<void>;
  /**
   * The one way services publish: runs `work` in a transaction and publishes the events it
   * queued after the commit, in order. A rollback publishes nothing. A failed publish is logged,
   * not thrown: the change is already committed, and clients catch up from the API after their
   * next reconnect.
   */
  transaction<T>(
    db: Database,
    work: (tx: Transaction, queue: QueueEvent) => Promise<T>,
  ): Promise<T>;
  /**
   * Calls `listener` with each event of a committed transaction, before it is published (whether
   * or not the publish succeeds): what this process keeps of the data, such as the posts cache,
   * learns of every change the moment it is committed.
   */
  onCommitted(listener: CommittedListener): void;
}

/** Told of each event a committed transaction queued. */
export type CommittedListener = (channel: string, event: string, data: unknown) => void;

export interface BroadcasterOptions {
  key: AblyKey;
  /** The embedded broker to publish to; absent, events go to Ably's service. */
  broker?: { host: string; port: number };
  log: { error(details: object, message: string): void };
}

/**
 * The Broadcaster over `Ably.Rest`, the same client and code path in both set-ups: pointed at the
 * embedded broker on one machine, at Ably in production. Only the client options differ.
 */
export function createBroadcaster({ key, broker, log }: BroadcasterOptions): Broadcaster {
  const rest = new Ably.Rest({
    key: formatAblyKey(key),
    ...(broker ? { endpoint: broker.host, port: broker.port, tls: false } : {}),
  });
  const committed: CommittedListener[] = [];
  // Typed at the boundary (`Broadcaster`); inside, a queued event is just its three parts.
  const broadcaster: Broadcaster = {
    onCommitted(listener) {
      committed.push(listener);
    },
    async publish(channel, event, data) {
      await rest.channels.get(channel).publish(event, data);
    },
    async transaction(db, work) {
      const queued: {
        channel: string;
        event: string;
        data: unknown;
        send: () => Promise<void>;
      }[] = [];
      const result = await db.transaction((tx) =>
        work(tx, (channel, event, data) => {
          queued.push({
            channel,
            event,
            data,
            send: () => broadcaster.publish(channel, event, data),
          });
        }),
      );
      for (const { channel, event, data } of queued)
        for (const listener of committed) listener(channel, event, data);
      for (const { channel, event, send } of queued) {
        try {
          await send();
        } catch (error) {
          log.error({ err: error, channel, event }, 'real-time event not published');
        }
      }
      return result;
    },
  };
  return broadcaster;
}

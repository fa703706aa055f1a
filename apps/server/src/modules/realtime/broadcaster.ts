import * as Ably from 'ably';
import type { Database, Transaction } from '../../db/client.ts';
import { type AblyKey, formatAblyKey } from './ably-key.ts';

/** Queues an event inside a transaction; it is published only once the transaction commits. */
export type QueueEvent = (channel: string, event: string, data: unknown) => void;

/**
 * How the server tells browsers that something happened. Events go out after the database
 * commit, never before: a client that reacts by fetching must find the row.
 */
export interface Broadcaster {
  /** Publishes one event now; rejects when the broker or Ably refuses it. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /**
   * Runs `work` in a transaction and publishes the events it queued after the commit, in order.
   * A rollback publishes nothing. A failed publish is logged, not thrown: the change is already
   * committed, and clients catch up from the API after their next reconnect.
   */
  transaction<T>(
    db: Database,
    work: (tx: Transaction, queue: QueueEvent) => Promise<T>,
  ): Promise<T>;
}

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
  const publish = async (channel: string, event: string, data: unknown) => {
    await rest.channels.get(channel).publish(event, data);
  };
  return {
    publish,
    async transaction(db, work) {
      const queued: Array<[string, string, unknown]> = [];
      const result = await db.transaction((tx) =>
        work(tx, (channel, event, data) => {
          queued.push([channel, event, data]);
        }),
      );
      for (const [channel, event, data] of queued) {
        try {
          await publish(channel, event, data);
        } catch (error) {
          log.error({ err: error, channel, event }, 'real-time event not published');
        }
      }
      return result;
    },
  };
}

import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * What one server process tells the others on the same database (ADR 0012): what they keep in
 * memory that a write here has made stale. Ids only, never rows: a signal makes a cache forget,
 * and the next read goes to PostgreSQL.
 */
export interface SignalTopics {
  /** Posts a committed transaction changed (their events); `all` when there were too many. */
  'posts-changed': { postIds: number[] } | { all: true };
  /** A member's row changed (name, picture, role…): caches holding the member forget them. */
  'member-changed': { userId: number };
  /** A session ended (logout), or every session of a member but `keep` (password change, reset). */
  'sessions-ended': { sessionId: string } | { userId: number; keep?: string };
}
export type SignalTopic = keyof SignalTopics;

export interface Signals {
  /** Tells every other process on this database; never this one. Fire and forget. */
  send<T extends SignalTopic>(topic: T, data: SignalTopics[T]): void;
  /** Called with what other processes sent on `topic`. */
  on<T extends SignalTopic>(topic: T, listener: (data: SignalTopics[T]) => void): void;
}

/** PostgreSQL's NOTIFY channel the processes share. */
export const SIGNALS_CHANNEL = 'tapetv_signals';

/** One process alone (PGlite): nobody to tell. */
export function localSignals(): Signals {
  return { send() {}, on() {} };
}

interface Envelope {
  from: string;
  topic: SignalTopic;
  data: unknown;
}

/**
 * Signals over PostgreSQL's LISTEN/NOTIFY on `SIGNALS_CHANNEL`. Each instance has its own id and
 * ignores its own notifications, so two apps in one test process are two processes here too.
 */
export function postgresSignals(
  database: Pick<DatabaseHandle, 'listen' | 'notify'>,
  log: { warn(details: object, message: string): void },
): Signals & { start(): Promise<void>; stop(): Promise<void> } {
  const self = randomUUID();
  const listeners = new Map<SignalTopic, ((data: never) => void)[]>();
  let unlisten: (() => Promise<void>) | undefined;
  let stopped = false;
  const receive = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'unreadable signal from another process');
      return;
    }
    if (envelope.from === self) return;
    for (const listener of listeners.get(envelope.topic) ?? []) {
      try {
        listener(envelope.data as never);
      } catch (error) {
        log.warn({ err: error, topic: envelope.topic }, 'a signal listener failed');
      }
    }
  };
  return {
    send(topic, data) {
      if (stopped) return;
      const payload = JSON.stringify({ from: self, topic, data } satisfies Envelope);
      database.notify(SIGNALS_CHANNEL, payload).catch((error: unknown) => {
        log.warn({ err: error, topic }, 'signal to the other server processes not sent');
      });
    },
    on(topic, listener) {
      const list = listeners.get(topic) ?? [];
      list.push(listener as (data: never) => void);
      listeners.set(topic, list);
    },
    async start() {
      unlisten = await database.listen(SIGNALS_CHANNEL, receive);
    },
    async stop() {
      stopped = true;
      // The connection may have closed already with the database; nothing more to stop then.
      await unlisten?.().catch(() => {});
    },
  };
}

import type { Channel, Unsubscribe } from './types.ts';

/** Anything pushed or listed by the API: identified by its id. */
export interface Identified {
  id: number | string;
}

/**
 * Adds a pushed item unless the list already holds one with its id (the push may repeat what a
 * fetch already brought, or arrive twice around a reconnect). The same list comes back when
 * nothing changed, so state setters can skip a render.
 */
export function insertUnique<T extends Identified>(
  list: readonly T[],
  item: T,
  at: 'start' | 'end' = 'start',
): readonly T[] {
  if (list.some((held) => held.id === item.id)) return list;
  return at === 'start' ? [item, ...list] : [...list, item];
}

/** Replaces the item with the same id (an edit pushed as an event); unknown ids change nothing. */
export function replaceById<T extends Identified>(list: readonly T[], item: T): readonly T[] {
  const index = list.findIndex((held) => held.id === item.id);
  if (index === -1) return list;
  return list.map((held, position) => (position === index ? item : held));
}

/**
 * What a reconnect missed: the items of the API's newest page that the list does not hold yet,
 * put at the start in the page's order (newest first), the rest of the list untouched.
 */
export function mergeMissed<T extends Identified>(
  list: readonly T[],
  newestPage: readonly T[],
): readonly T[] {
  const held = new Set(list.map((item) => item.id));
  const missed = newestPage.filter((item) => !held.has(item.id));
  return missed.length === 0 ? list : [...missed, ...list];
}

/** Waits before retrying a failed catch-up fetch: 1, 2, 4, 8 and 16 s, then it gives up. */
export const CATCH_UP_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000] as const;

/**
 * Runs `run` on every resync of `channel` (a catch-up after lost continuity). A resync while it
 * runs queues exactly one more run, so nothing published meanwhile is skipped. A failed run is
 * reported and tried again after each wait of `CATCH_UP_RETRY_MS` (the API may be busy or
 * restarting just when the real-time connection comes back); a success or a stop ends that.
 */
export function retryOnResync(
  channel: Pick<Channel<unknown>, 'onResync'>,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void = (error) => console.error('Real-time catch-up failed:', error),
): Unsubscribe {
  let running = false;
  let again = false;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, ms);
    }).finally(() => {
      wakeUp = null;
    });
  const start = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    let failures = 0;
    try {
      do {
        again = false;
        try {
          await run();
          failures = 0;
        } catch (error) {
          if (stopped) break;
          onError(error);
          const delay = CATCH_UP_RETRY_MS[failures];
          failures += 1;
          if (delay !== undefined) {
            await wait(delay);
            again = true;
          }
        }
      } while (again && !stopped);
    } finally {
      running = false;
    }
  };
  const unsubscribe = channel.onResync(() => {
    void start();
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    wakeUp?.();
    unsubscribe();
  };
}

/**
 * Catches a list up after lost continuity: on every resync of `channel`, fetches the newest page
 * from the API and hands it to `apply` (which merges it, e.g. with `mergeMissed`), with the
 * serialising and retries of `retryOnResync`.
 */
export function catchUpOnResync<P>(
  channel: Pick<Channel<unknown>, 'onResync'>,
  fetchNewest: () => Promise<P>,
  apply: (newestPage: P) => void,
  onError?: (error: unknown) => void,
): Unsubscribe {
  let stopped = false;
  const stop = retryOnResync(
    channel,
    async () => {
      const page = await fetchNewest();
      if (!stopped) apply(page);
    },
    onError,
  );
  return () => {
    stopped = true;
    stop();
  };
}

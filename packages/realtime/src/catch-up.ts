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

/**
 * Catches a list up after lost continuity: on every resync of `channel`, fetches the newest page
 * from the API and hands it to `apply` (which merges it, e.g. with `mergeMissed`). A resync while
 * a fetch runs queues exactly one more fetch, so nothing published meanwhile is skipped.
 */
export function catchUpOnResync<T>(
  channel: Pick<Channel<unknown>, 'onResync'>,
  fetchNewest: () => Promise<readonly T[]>,
  apply: (newestPage: readonly T[]) => void,
  onError: (error: unknown) => void = (error) => console.error('Real-time catch-up failed:', error),
): Unsubscribe {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        try {
          const page = await fetchNewest();
          if (!stopped) apply(page);
        } catch (error) {
          onError(error);
        }
      } while (again && !stopped);
    } finally {
      running = false;
    }
  };
  const unsubscribe = channel.onResync(() => {
    void run();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

import { describe, expect, it, vi } from 'vitest';
import {
  CATCH_UP_RETRY_MS,
  catchUpOnResync,
  insertUnique,
  mergeMissed,
  replaceById,
} from './catch-up.ts';

/** A promise with its resolve function (Promise.withResolvers needs Node 22). */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Test data shaped like the API's items: only the id matters here. */
const item = (id: number, text = `item ${id}`) => ({ id, text });

describe('de-duplication by id', () => {
  it('adds a pushed item at the start (or end) unless its id is already there', () => {
    const list = [item(2), item(1)];

    expect(insertUnique(list, item(3))).toEqual([item(3), item(2), item(1)]);
    expect(insertUnique(list, item(3), 'end')).toEqual([item(2), item(1), item(3)]);
    expect(insertUnique(list, item(2, 'again'))).toBe(list);
  });

  it('replaces the item with the same id, and ignores unknown ids', () => {
    const list = [item(2), item(1)];

    expect(replaceById(list, item(1, 'edited'))).toEqual([item(2), item(1, 'edited')]);
    expect(replaceById(list, item(9))).toBe(list);
  });

  it('merges what a reconnect missed from the newest page, keeping the page’s order', () => {
    const held = [item(5), item(3), item(2)];
    const newestPage = [item(8), item(7), item(5), item(4), item(3)];

    expect(mergeMissed(held, newestPage)).toEqual([
      item(8),
      item(7),
      item(4),
      item(5),
      item(3),
      item(2),
    ]);
    expect(mergeMissed(held, [item(5), item(3)])).toBe(held);
  });
});

describe('catchUpOnResync', () => {
  function channel() {
    const listeners = new Set<() => void>();
    return {
      onResync: (listener: () => void) => {
        listeners.add(listener);
        return () => {
          listeners.delete(listener);
        };
      },
      resync: () => {
        for (const listener of listeners) listener();
      },
      listeners,
    };
  }

  it('fetches the newest page on every resync and hands it over', async () => {
    const source = channel();
    const applied: unknown[] = [];
    const fetched = deferred<void>();
    catchUpOnResync(
      source,
      async () => [item(1)],
      (page) => {
        applied.push(page);
        fetched.resolve();
      },
    );

    source.resync();
    await fetched.promise;

    expect(applied).toEqual([[item(1)]]);
  });

  it('runs one more fetch for resyncs during a fetch, never two at once', async () => {
    const source = channel();
    const gates = [deferred<number[]>(), deferred<number[]>()];
    let calls = 0;
    let running = 0;
    let overlap = false;
    const done = deferred<void>();
    const applied: unknown[] = [];
    catchUpOnResync(
      source,
      async () => {
        running += 1;
        overlap ||= running > 1;
        const page = await (gates[calls++]?.promise ?? Promise.resolve([]));
        running -= 1;
        return page;
      },
      (page) => {
        applied.push(page);
        if (applied.length === 2) done.resolve();
      },
    );

    source.resync();
    source.resync();
    source.resync();
    gates[0]?.resolve([1]);
    gates[1]?.resolve([2]);
    await done.promise;

    expect(calls).toBe(2);
    expect(overlap).toBe(false);
    expect(applied).toEqual([[1], [2]]);
  });

  it('reports a failed fetch and stops listening when unsubscribed', async () => {
    const source = channel();
    const failure = new Error('offline');
    const reported = deferred<unknown>();
    const stop = catchUpOnResync(
      source,
      async () => {
        throw failure;
      },
      vi.fn(),
      (error) => reported.resolve(error),
    );

    source.resync();

    expect(await reported.promise).toBe(failure);
    stop();
    expect(source.listeners.size).toBe(0);
  });

  it('tries a failed fetch again after 1 s, then 2 s, and applies the page that comes', async () => {
    vi.useFakeTimers();
    try {
      const source = channel();
      const applied: unknown[] = [];
      const errors: unknown[] = [];
      let calls = 0;
      catchUpOnResync(
        source,
        async () => {
          calls += 1;
          if (calls <= 2) throw new Error(`busy ${calls}`);
          return [item(4)];
        },
        (page) => applied.push(page),
        (error) => errors.push((error as Error).message),
      );

      source.resync();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toBe(2);
      await vi.advanceTimersByTimeAsync(2_000);

      expect(calls).toBe(3);
      expect(errors).toEqual(['busy 1', 'busy 2']);
      expect(applied).toEqual([[item(4)]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the last wait, and a later resync starts afresh', async () => {
    vi.useFakeTimers();
    try {
      const source = channel();
      let calls = 0;
      const errors: unknown[] = [];
      catchUpOnResync(
        source,
        async () => {
          calls += 1;
          throw new Error('down');
        },
        vi.fn(),
        (error) => errors.push(error),
      );

      source.resync();
      await vi.advanceTimersByTimeAsync(
        CATCH_UP_RETRY_MS.reduce((sum, ms) => sum + ms, 0) + 60_000,
      );
      expect(calls).toBe(CATCH_UP_RETRY_MS.length + 1);

      source.resync();
      await vi.advanceTimersByTimeAsync(0);
      expect(calls).toBe(CATCH_UP_RETRY_MS.length + 2);
      expect(errors).toHaveLength(CATCH_UP_RETRY_MS.length + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops waiting to retry when unsubscribed', async () => {
    vi.useFakeTimers();
    try {
      const source = channel();
      let calls = 0;
      const stop = catchUpOnResync(
        source,
        async () => {
          calls += 1;
          throw new Error('down');
        },
        vi.fn(),
        vi.fn(),
      );

      source.resync();
      await vi.advanceTimersByTimeAsync(0);
      stop();
      await vi.advanceTimersByTimeAsync(60_000);

      expect(calls).toBe(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from '../../src/lib/ttl-cache.ts';

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function cacheWith(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const clock = manualClock();
  const cache = new TtlCache<string, number>({
    ttlMs: options.ttlMs ?? 1_000,
    maxEntries: options.maxEntries ?? 100,
    now: clock.now,
  });
  return { cache, clock };
}

describe('TtlCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('expiry', () => {
    it('answers an entry until just before its ttl, not at it nor after', () => {
      const { cache, clock } = cacheWith({ ttlMs: 1_000 });
      cache.set('a', 1);

      expect(cache.get('a')).toBe(1);
      clock.advance(999);
      expect(cache.get('a')).toBe(1);
      clock.advance(1);
      expect(cache.get('a')).toBeUndefined();
      clock.advance(60_000);
      expect(cache.get('a')).toBeUndefined();
    });

    it('drops an expired entry when it is read', () => {
      const { cache, clock } = cacheWith({ ttlMs: 1_000 });
      cache.set('a', 1);
      cache.set('b', 2);
      clock.advance(1_000);

      expect(cache.get('a')).toBeUndefined();
      expect(cache.size).toBe(1);
    });

    it('times each entry from its own set', () => {
      const { cache, clock } = cacheWith({ ttlMs: 1_000 });
      cache.set('early', 1);
      clock.advance(600);
      cache.set('late', 2);
      clock.advance(400);

      expect(cache.get('early')).toBeUndefined();
      expect(cache.get('late')).toBe(2);
      clock.advance(600);
      expect(cache.get('late')).toBeUndefined();
    });

    it('uses Date.now when no clock is given', () => {
      vi.useFakeTimers({ toFake: ['Date'], now: 5_000_000 });
      const cache = new TtlCache<string, number>({ ttlMs: 1_000, maxEntries: 10 });
      cache.set('a', 1);

      vi.setSystemTime(5_000_999);
      expect(cache.get('a')).toBe(1);
      vi.setSystemTime(5_001_000);
      expect(cache.get('a')).toBeUndefined();
    });
  });

  describe('maxEntries', () => {
    it('evicts the oldest inserted entry to make room', () => {
      const { cache } = cacheWith({ maxEntries: 2 });
      cache.set('a', 1);
      cache.set('b', 2);
      cache.set('c', 3);

      expect(cache.size).toBe(2);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBe(2);
      expect(cache.get('c')).toBe(3);
    });

    it('goes by insertion, not by reads: reading an entry does not keep it', () => {
      const { cache } = cacheWith({ maxEntries: 2 });
      cache.set('a', 1);
      cache.set('b', 2);
      expect(cache.get('a')).toBe(1);

      cache.set('c', 3);

      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBe(2);
    });

    it('keeps a single entry when maxEntries is 1', () => {
      const { cache } = cacheWith({ maxEntries: 1 });
      cache.set('a', 1);
      cache.set('b', 2);

      expect(cache.size).toBe(1);
      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBe(2);
    });
  });

  describe('setting a key again', () => {
    it('replaces the value without evicting another entry when full', () => {
      const { cache } = cacheWith({ maxEntries: 2 });
      cache.set('a', 1);
      cache.set('b', 2);

      cache.set('b', 20);

      expect(cache.size).toBe(2);
      expect(cache.get('a')).toBe(1);
      expect(cache.get('b')).toBe(20);
    });

    it('moves the key to the newest position', () => {
      const { cache } = cacheWith({ maxEntries: 3 });
      cache.set('a', 1);
      cache.set('b', 2);
      cache.set('a', 10);
      cache.set('c', 3);

      cache.set('d', 4);

      expect(cache.get('b')).toBeUndefined();
      expect(cache.get('a')).toBe(10);
      expect(cache.get('c')).toBe(3);
      expect(cache.get('d')).toBe(4);
    });

    it('restarts its ttl', () => {
      const { cache, clock } = cacheWith({ ttlMs: 1_000 });
      cache.set('a', 1);
      clock.advance(900);
      cache.set('a', 2);
      clock.advance(900);

      expect(cache.get('a')).toBe(2);
      clock.advance(100);
      expect(cache.get('a')).toBeUndefined();
    });
  });

  describe('delete and deleteWhere', () => {
    it('delete removes that key only, and a missing key is a no-op', () => {
      const { cache } = cacheWith();
      cache.set('a', 1);
      cache.set('b', 2);

      cache.delete('a');
      cache.delete('missing');

      expect(cache.get('a')).toBeUndefined();
      expect(cache.get('b')).toBe(2);
      expect(cache.size).toBe(1);
    });

    it('deleteWhere removes every entry whose value matches, and only those', () => {
      const { cache } = cacheWith();
      for (const [key, value] of [
        ['one', 1],
        ['two', 2],
        ['three', 3],
        ['four', 4],
      ] as const) {
        cache.set(key, value);
      }

      cache.deleteWhere((value) => value % 2 === 0);

      expect(cache.size).toBe(2);
      expect(cache.get('one')).toBe(1);
      expect(cache.get('three')).toBe(3);
      expect(cache.get('two')).toBeUndefined();
      expect(cache.get('four')).toBeUndefined();
    });

    it('deleteWhere with no match changes nothing', () => {
      const { cache } = cacheWith();
      cache.set('a', 1);

      cache.deleteWhere(() => false);

      expect(cache.size).toBe(1);
      expect(cache.get('a')).toBe(1);
    });

    it('a deleted key can be set again', () => {
      const { cache } = cacheWith();
      cache.set('a', 1);
      cache.delete('a');
      cache.set('a', 2);

      expect(cache.get('a')).toBe(2);
    });
  });

  it('size counts the entries held', () => {
    const { cache } = cacheWith({ maxEntries: 3 });
    expect(cache.size).toBe(0);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.size).toBe(2);
    cache.set('b', 3);
    expect(cache.size).toBe(2);
    cache.set('c', 3);
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    cache.delete('d');
    expect(cache.size).toBe(2);
  });

  // fast-check is not a dependency of @tapetv/server, so instead of a property test this replays
  // a long seeded sequence of random operations against a plain model of the cache.
  it('never holds more than maxEntries and agrees with a model over random operations', () => {
    let seed = 20_240_611;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (const maxEntries of [1, 2, 3, 7]) {
      const ttlMs = 50;
      const { cache, clock } = cacheWith({ ttlMs, maxEntries });
      // The model: insertion order, value and expiry of each key.
      const model = new Map<string, { value: number; until: number }>();
      for (let step = 0; step < 3_000; step += 1) {
        const key = `k${random(10)}`;
        const operation = random(10);
        if (operation < 5) {
          const value = random(1_000);
          model.delete(key);
          if (model.size >= maxEntries) model.delete(model.keys().next().value as string);
          model.set(key, { value, until: clock.now() + ttlMs });
          cache.set(key, value);
        } else if (operation < 7) {
          const entry = model.get(key);
          const live = entry && entry.until > clock.now() ? entry.value : undefined;
          if (entry && live === undefined) model.delete(key);
          expect(cache.get(key)).toBe(live);
        } else if (operation < 8) {
          model.delete(key);
          cache.delete(key);
        } else if (operation < 9) {
          const odd = (value: number) => value % 2 === 1;
          for (const [k, entry] of model) if (odd(entry.value)) model.delete(k);
          cache.deleteWhere(odd);
        } else {
          clock.advance(random(30));
        }
        expect(cache.size).toBeLessThanOrEqual(maxEntries);
        expect(cache.size).toBe(model.size);
      }
    }
  });
});

import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW_TICK_MS, nowAtom } from './now.atoms.ts';

describe('nowAtom', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on every 30 s while something shows it, so relative labels update', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const store = createStore();
    const seen: number[] = [];
    const stop = store.sub(nowAtom, () => seen.push(store.get(nowAtom).getTime()));
    const start = store.get(nowAtom).getTime();
    expect(start).toBe(new Date('2026-11-22T10:00:00Z').getTime());
    seen.length = 0;

    vi.advanceTimersByTime(NOW_TICK_MS);
    vi.advanceTimersByTime(NOW_TICK_MS);
    expect(seen).toEqual([start + NOW_TICK_MS, start + 2 * NOW_TICK_MS]);

    stop();
    vi.advanceTimersByTime(NOW_TICK_MS * 3);
    expect(seen).toHaveLength(2);
  });
});

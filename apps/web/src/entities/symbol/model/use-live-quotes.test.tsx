import { createFakeRealtime, type FakeRealtime } from '@tapetv/realtime/fake';
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeAtom } from '@/shared/lib/realtime';
import { statsFactory } from '@/shared/lib/test';

const get = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get: (...args: unknown[]) => get(...args) },
}));

const { applyQuotesAtom, ensureQuotesAtom, quoteAtomFamily } = await import('./quotes.atoms.ts');
const { QUOTES_INTEREST_REFRESH_MS, useLiveQuotes } = await import('./use-live-quotes.ts');

const at = (second: number, price: number) =>
  statsFactory({ price, updated_at: `2026-11-25T15:00:${String(second).padStart(2, '0')}.000Z` });

describe('live quotes', () => {
  let store: ReturnType<typeof createStore>;
  let realtime: FakeRealtime;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );

  beforeEach(() => {
    get.mockReset();
    for (const id of [1, 2, 3]) quoteAtomFamily.remove(id);
    store = createStore();
    realtime = createFakeRealtime({ member: { id: 7 } });
    store.set(realtimeAtom, realtime);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes each symbol’s moves from its channel, and never an older quote over a newer one', () => {
    store.set(applyQuotesAtom, { 1: at(5, 100) });
    const { unmount } = renderHook(() => useLiveQuotes([1, 2]), { wrapper });
    act(() => realtime.quotes(1).emit('quote', { symbol_id: 1, stats: at(6, 101) }));
    act(() => realtime.quotes(2).emit('quote', { symbol_id: 2, stats: at(6, 55) }));
    expect(store.get(quoteAtomFamily(1))?.price).toBe(101);
    expect(store.get(quoteAtomFamily(2))?.price).toBe(55);
    // A late answer with an older quote does not undo the live move.
    store.set(applyQuotesAtom, { 1: at(4, 99) });
    expect(store.get(quoteAtomFamily(1))?.price).toBe(101);

    unmount();
    act(() => realtime.quotes(1).emit('quote', { symbol_id: 1, stats: at(9, 120) }));
    expect(store.get(quoteAtomFamily(1))?.price).toBe(101);
  });

  it('catches up with one quotes call for all symbols after a reconnect', async () => {
    get.mockResolvedValue({ 1: at(30, 110), 2: at(30, 60) });
    renderHook(() => useLiveQuotes([2, 1]), { wrapper });
    await act(async () => {
      realtime.quotes(1).resync();
      realtime.quotes(2).resync();
    });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/quotes', {
      query: { ids: expect.stringMatching(/^(1,2|2,1)$/) },
    });
    expect(store.get(quoteAtomFamily(2))?.price).toBe(60);
  });

  it('reads the quotes again every minute while shown, keeping the server publishing them', async () => {
    vi.useFakeTimers();
    get.mockResolvedValue({});
    const { unmount } = renderHook(() => useLiveQuotes([3]), { wrapper });
    await act(async () => vi.advanceTimersByTimeAsync(QUOTES_INTEREST_REFRESH_MS));
    expect(get).toHaveBeenCalledWith('/api/quotes', { query: { ids: '3' } });
    unmount();
    await act(async () => vi.advanceTimersByTimeAsync(QUOTES_INTEREST_REFRESH_MS * 3));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('loads the figures of many chips in one call, only for symbols not held', async () => {
    get.mockResolvedValue({ 2: at(1, 20), 3: at(1, 30) });
    store.set(applyQuotesAtom, { 1: at(1, 10) });
    store.set(ensureQuotesAtom, [1, 2]);
    store.set(ensureQuotesAtom, [2, 3]);
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/quotes', { query: { ids: '2,3' } });
    expect(store.get(quoteAtomFamily(3))?.price).toBe(30);
  });
});

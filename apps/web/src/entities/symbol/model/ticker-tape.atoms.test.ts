import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statsFactory, tickerTapeEntryFactory } from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  loadTickerTapeAtom,
  quoteAtomFamily,
  tickerTapeAtom,
  tickerTapeSymbolsAtom,
  watchedTapeEntriesAtom,
} = await import('@/entities/symbol');

const SPX = tickerTapeEntryFactory({
  symbol_id: 1,
  symbol: 'SPX',
  section: 'index',
  stats: statsFactory({ price: 5000, prev_close: 4950 }),
});
const SAP = tickerTapeEntryFactory({
  symbol_id: 2,
  symbol: 'SAP.DE',
  section: 'watchlist',
  stats: statsFactory({ price: 180, prev_close: 190, currency: 'EUR', simulated: false }),
});

beforeEach(() => {
  vi.resetAllMocks();
});

describe('ticker tape', () => {
  it('loads the tape: its symbols in order, linked to their pages, their figures live', async () => {
    get.mockResolvedValueOnce({ items: [SPX, SAP] });
    const store = createStore();

    await store.set(loadTickerTapeAtom);

    expect(get).toHaveBeenCalledWith('/api/ticker-tape');
    expect(store.get(tickerTapeAtom).status).toBe('ready');
    expect(store.get(tickerTapeSymbolsAtom)).toEqual([
      {
        id: 1,
        symbol: 'SPX',
        price: 5000,
        changePct: SPX.stats.change_pct,
        currency: 'USD',
        href: '/symbol/SPX',
        simulated: true,
      },
      {
        id: 2,
        symbol: 'SAP.DE',
        price: 180,
        changePct: SAP.stats.change_pct,
        currency: 'EUR',
        href: '/symbol/SAP.DE',
        simulated: false,
      },
    ]);
    // The tape's figures are the quotes other views read too.
    expect(store.get(quoteAtomFamily(2))?.price).toBe(180);
  });

  it('shows a symbol’s newer live quote instead of the figures the tape came with', async () => {
    get.mockResolvedValueOnce({ items: [SPX] });
    const store = createStore();
    await store.set(loadTickerTapeAtom);

    store.set(
      quoteAtomFamily(1),
      statsFactory({ price: 5100, prev_close: 4950, updated_at: '2026-11-25T15:00:05.000Z' }),
    );

    expect(store.get(tickerTapeSymbolsAtom)[0]).toMatchObject({ price: 5100 });
  });

  it('keeps what it showed when loading again fails', async () => {
    get.mockResolvedValueOnce({ items: [SPX] });
    const store = createStore();
    await store.set(loadTickerTapeAtom);
    get.mockRejectedValueOnce(new Error('offline'));

    await store.set(loadTickerTapeAtom);

    expect(store.get(tickerTapeAtom)).toEqual({ status: 'error', entries: [SPX] });
    expect(store.get(tickerTapeSymbolsAtom).map((symbol) => symbol.symbol)).toEqual(['SPX']);
  });

  it('lists the watched symbols for the watchlist card, an index the member watches too', async () => {
    const watchedIndex = { ...SPX, watched: true };
    const watched = { ...SAP, watched: true };
    const mover = tickerTapeEntryFactory({ symbol_id: 3, symbol: 'NVDA', section: 'mover' });
    get.mockResolvedValueOnce({ items: [watchedIndex, watched, mover] });
    const store = createStore();

    await store.set(loadTickerTapeAtom);

    expect(store.get(watchedTapeEntriesAtom)).toEqual([
      { ...watchedIndex, id: 1 },
      { ...watched, id: 2 },
    ]);
  });

  it('asks once while a load is in flight', async () => {
    let answer!: (value: unknown) => void;
    get.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const store = createStore();

    const first = store.set(loadTickerTapeAtom);
    await store.set(loadTickerTapeAtom);
    answer({ items: [] });
    await first;

    expect(get).toHaveBeenCalledTimes(1);
    expect(store.get(tickerTapeAtom)).toEqual({ status: 'ready', entries: [] });
  });
});

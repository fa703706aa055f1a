import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { SymbolRow } from '../../src/modules/symbols/symbols.repository.ts';
import {
  TAPE_INDICES,
  TAPE_MOVERS_EACH_WAY,
  TAPE_WATCHLIST_MAX,
  TickerTape,
  type TickerTapeView,
} from '../../src/schemas/markets.ts';
import { type Agent, buildTestApp, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

// Tuesday 6 January 2026, 16:00 UTC: the NYSE has been open 90 minutes.
const NOW = Date.UTC(2026, 0, 6, 16);

describe.each(drivers)('the ticker tape on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let agent: Agent;
  let publish: MockInstance<FastifyInstance['broadcaster']['publish']>;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => NOW);
    ({ agent } = await loggedInMember(app, db()));
  });

  const index = (n: number) =>
    createSymbol(db(), {
      symbol: `IDX${n}`,
      name: `Index ${n}`,
      type: 'indices',
      sector: null,
      referencePrice: 5000,
    });

  /** Stocks whose change today is given: the ranking reads `changesOf`, the figures stay real. */
  async function stocksMoving(changes: number[]): Promise<SymbolRow[]> {
    const rows: SymbolRow[] = [];
    for (const [n] of changes.entries()) rows.push(await createSymbol(db(), { symbol: `STK${n}` }));
    vi.spyOn(app.services.quotes, 'changesOf').mockImplementation(
      (ranked) =>
        new Map(
          ranked.map((row) => [row.id, changes[rows.findIndex((r) => r.id === row.id)] ?? 0]),
        ),
    );
    return rows;
  }

  async function tape(): Promise<TickerTapeView> {
    const response = await agent.get('/api/ticker-tape');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Value.Check(TickerTape, body)).toBe(true);
    return body as TickerTapeView;
  }
  const tickers = (view: TickerTapeView) => view.items.map((item) => item.symbol);
  const sections = (view: TickerTapeView) => view.items.map((item) => item.section);

  it('shows the first indices of the data file, then the day’s largest gains and losses', async () => {
    for (let n = 1; n <= TAPE_INDICES + 1; n += 1) await index(n);
    await stocksMoving([0.5, -3, 2.5, 0, -0.2, 4, -1, 1.5, -6]);

    const view = await tape();

    expect(tickers(view)).toEqual([
      ...Array.from({ length: TAPE_INDICES }, (_, i) => `IDX${i + 1}`),
      // Gains, largest first: +4, +2.5, +1.5; losses, largest first: −6, −3, −1.
      'STK5',
      'STK2',
      'STK7',
      'STK8',
      'STK1',
      'STK6',
    ]);
    expect(sections(view)).toEqual([
      ...Array<string>(TAPE_INDICES).fill('index'),
      ...Array<string>(2 * TAPE_MOVERS_EACH_WAY).fill('mover'),
    ]);
    expect(view.items[0]?.stats).toMatchObject({ simulated: true, currency: 'USD' });
  });

  it('puts the member’s watchlist symbols between, in their lists’ order, each symbol once', async () => {
    const firstIndex = await index(1);
    const [, big, , , , , , , worst] = await stocksMoving([0.5, -3, 2.5, 0, -0.2, 4, -1, 1.5, -6]);
    const watched = await createSymbol(db(), { symbol: 'WTCH' });
    const first = await agent.post('/api/watchlist/symbol', { symbol_id: watched.id });
    expect(first.statusCode).toBeLessThan(300);
    // On the list and a mover: shown once, as the member's.
    await agent.post('/api/watchlist/symbol', { symbol_id: worst?.id });
    await agent.post('/api/watchlist/symbol', { symbol_id: big?.id });

    const view = await tape();

    expect(tickers(view)).toEqual([
      'IDX1',
      'WTCH',
      'STK8',
      'STK1',
      // Movers without the watched ones: +4, +2.5, +1.5, then −3, −1, −0.2.
      'STK5',
      'STK2',
      'STK7',
      'STK6',
      'STK4',
    ]);
    expect(sections(view).slice(0, 4)).toEqual(['index', 'watchlist', 'watchlist', 'watchlist']);
    expect(new Set(tickers(view)).size).toBe(view.items.length);
    expect(view.items.filter((item) => item.watched).map((item) => item.symbol)).toEqual([
      'WTCH',
      'STK8',
      'STK1',
    ]);

    // An index the member watches stays an index, and says it is watched.
    await agent.post('/api/watchlist/symbol', { symbol_id: firstIndex.id });
    const again = await tape();
    expect(again.items[0]).toMatchObject({ symbol: 'IDX1', section: 'index', watched: true });
    expect(again.items.filter((item) => item.watched)).toHaveLength(4);
  });

  it(`names at most ${TAPE_WATCHLIST_MAX} watchlist symbols`, async () => {
    const watched: SymbolRow[] = [];
    for (let n = 0; n < TAPE_WATCHLIST_MAX + 2; n += 1) {
      const row = await createSymbol(db(), { symbol: `W${n}` });
      watched.push(row);
      await agent.post('/api/watchlist/symbol', { symbol_id: row.id });
    }
    vi.spyOn(app.services.quotes, 'changesOf').mockImplementation(() => new Map());

    const view = await tape();

    expect(tickers(view)).toEqual(watched.slice(0, TAPE_WATCHLIST_MAX).map((row) => row.symbol));
  });

  it('keeps the live quotes of the symbols it shows going, not of every stock it ranked', async () => {
    const rows = await stocksMoving([5, -5, 0.1, 0.2, 0.3]);
    vi.mocked(app.services.quotes.changesOf).mockClear();

    const view = await tape();
    await app.services.quotePublisher.tick(NOW + 10_000);

    expect(app.services.quotes.changesOf).toHaveBeenCalled();
    const channels = new Set(publish.mock.calls.map(([channel]) => channel));
    const shown = new Set(view.items.map((item) => item.symbol_id));
    for (const row of rows) {
      if (shown.has(row.id)) continue;
      expect(channels).not.toContain(`quotes:${row.id}`);
    }
    expect([...shown].some((id) => channels.has(`quotes:${id}`))).toBe(true);
  });
});

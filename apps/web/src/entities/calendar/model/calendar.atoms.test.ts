import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const {
  calendarKey,
  earningsCalendarAtomFamily,
  earningsQuery,
  economicCalendarAtomFamily,
  economicHistoryAtomFamily,
  economicHistoryKey,
  economicQuery,
  futuresCalendarAtomFamily,
  holidayCalendarAtomFamily,
  latestEconomicCalendarAtom,
  latestHolidayCalendarAtom,
  loadEarningsCalendarAtom,
  loadEconomicCalendarAtom,
  loadEconomicHistoryAtom,
  loadFuturesCalendarAtom,
  loadHolidayCalendarAtom,
} = await import('./calendar.atoms.ts');

const EXCHANGES = [
  {
    id: 'NYSE',
    name: 'New York Stock Exchange',
    country: 'US',
    time_zone: 'America/New_York',
    regular_close: '16:00',
  },
];
const answer = (from: string, to: string) => ({ from, to, exchanges: EXCHANGES, data: [] });

beforeEach(() => {
  get.mockReset();
});

describe('the calendar views', () => {
  it('keys a view by its range and filter, whatever order the filter was picked in', () => {
    expect(calendarKey({ from: '2026-12-01', to: '2026-12-31', filter: ['TSE', 'LSE'] })).toBe(
      calendarKey({ from: '2026-12-01', to: '2026-12-31', filter: ['LSE', 'TSE'] }),
    );
    expect(calendarKey({ from: '2026-12-01', to: '2026-12-31', filter: [] })).not.toBe(
      calendarKey({ from: '2026-12-01', to: '2026-12-30', filter: [] }),
    );
  });

  it('keys a view without params as before, and one with params by its params in name order', () => {
    expect(calendarKey({ from: '2026-12-01', to: '2026-12-31', filter: ['TSE', 'LSE'] })).toBe(
      '2026-12-01/2026-12-31/LSE,TSE',
    );
    expect(calendarKey({ from: '2026-12-01', to: '2026-12-31', filter: [], params: {} })).toBe(
      '2026-12-01/2026-12-31/',
    );
    const range = { from: '2026-03-05', to: '2026-03-11', filter: ['US'] };
    expect(calendarKey({ ...range, params: { tz: 'Asia/Tokyo', importance: '2,3' } })).toBe(
      '2026-03-05/2026-03-11/US?importance=2,3&tz=Asia/Tokyo',
    );
    expect(calendarKey({ ...range, params: { importance: '2,3', tz: 'Asia/Tokyo' } })).toBe(
      calendarKey({ ...range, params: { tz: 'Asia/Tokyo', importance: '2,3' } }),
    );
    // The same days in another zone are another view: the server files releases by the zone's day.
    expect(calendarKey({ ...range, params: { tz: 'Asia/Tokyo' } })).not.toBe(
      calendarKey({ ...range, params: { tz: 'America/New_York' } }),
    );
  });

  it('asks for a holiday view once, with the filter joined by commas, and keeps its answer', async () => {
    const store = createStore();
    get.mockResolvedValue(answer('2026-12-01', '2026-12-31'));
    const query = { from: '2026-12-01', to: '2026-12-31', filter: ['NYSE', 'TSE'] };
    await store.set(loadHolidayCalendarAtom, query);
    await store.set(loadHolidayCalendarAtom, query);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/calendars/holidays', {
      query: { from: '2026-12-01', to: '2026-12-31', exchanges: 'NYSE,TSE' },
    });
    expect(store.get(holidayCalendarAtomFamily(calendarKey(query)))).toMatchObject({
      status: 'ready',
      error: null,
    });
  });

  it('leaves the filter out when everything is wanted (futures: no groups field)', async () => {
    const store = createStore();
    get.mockResolvedValue({ from: '2026-12-14', to: '2026-12-20', contracts: [], data: [] });
    const query = { from: '2026-12-14', to: '2026-12-20', filter: [] };
    await store.set(loadFuturesCalendarAtom, query);
    expect(get).toHaveBeenCalledWith('/api/calendars/futures-expiry', {
      query: { from: '2026-12-14', to: '2026-12-20' },
    });
    expect(store.get(futuresCalendarAtomFamily(calendarKey(query))).status).toBe('ready');
  });

  it('shows the server’s refusal, keeps the last answer for the filters, and retries', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(answer('2026-12-01', '2026-12-31'));
    await store.set(loadHolidayCalendarAtom, { from: '2026-12-01', to: '2026-12-31', filter: [] });

    const refused = { from: '2026-01-01', to: '2027-03-01', filter: [] };
    get.mockRejectedValueOnce(
      new ApiError(
        422,
        { code: 'VALIDATION_FAILED', message: 'The range must not span more than 400 days.' },
        'The range must not span more than 400 days.',
      ),
    );
    await store.set(loadHolidayCalendarAtom, refused);
    expect(store.get(holidayCalendarAtomFamily(calendarKey(refused)))).toMatchObject({
      status: 'error',
      error: 'The range must not span more than 400 days.',
      data: null,
    });
    // The exchange filter still has its options from the last answer.
    expect(store.get(latestHolidayCalendarAtom)?.exchanges).toEqual(EXCHANGES);

    get.mockResolvedValueOnce(answer('2026-01-01', '2027-03-01'));
    await store.set(loadHolidayCalendarAtom, refused);
    expect(store.get(holidayCalendarAtomFamily(calendarKey(refused))).status).toBe('ready');
    expect(get).toHaveBeenCalledTimes(3);
  });
});

const economicAnswer = (from: string, to: string) => ({
  from,
  to,
  sample: true,
  tz: 'Asia/Tokyo',
  countries: [{ code: 'US', name: 'United States' }],
  data: [],
});

describe('the economic calendar views', () => {
  const view = {
    from: '2026-03-05',
    to: '2026-03-11',
    countries: ['US', 'EU'],
    importance: ['3', '2'],
    timeZone: 'Asia/Tokyo',
  };

  it('asks in the member’s zone, with the countries and importance levels joined by commas', async () => {
    const store = createStore();
    get.mockResolvedValue(economicAnswer(view.from, view.to));
    const query = economicQuery(view);
    await store.set(loadEconomicCalendarAtom, query);
    await store.set(loadEconomicCalendarAtom, economicQuery({ ...view, importance: ['2', '3'] }));
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/calendars/economic', {
      query: {
        from: '2026-03-05',
        to: '2026-03-11',
        tz: 'Asia/Tokyo',
        countries: 'US,EU',
        importance: '2,3',
      },
    });
    expect(store.get(economicCalendarAtomFamily(calendarKey(query))).status).toBe('ready');
    expect(store.get(latestEconomicCalendarAtom)?.countries).toEqual([
      { code: 'US', name: 'United States' },
    ]);
  });

  it('sends only the zone when every country and level is wanted, dropping unknown levels', async () => {
    const store = createStore();
    get.mockResolvedValue(economicAnswer(view.from, view.to));
    await store.set(
      loadEconomicCalendarAtom,
      economicQuery({ ...view, countries: [], importance: ['', '7'] }),
    );
    expect(get).toHaveBeenCalledWith('/api/calendars/economic', {
      query: { from: '2026-03-05', to: '2026-03-11', tz: 'Asia/Tokyo' },
    });
  });

  it('asks again when the member’s zone changes', async () => {
    const store = createStore();
    get.mockResolvedValue(economicAnswer(view.from, view.to));
    await store.set(loadEconomicCalendarAtom, economicQuery(view));
    await store.set(
      loadEconomicCalendarAtom,
      economicQuery({ ...view, timeZone: 'America/New_York' }),
    );
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/api/calendars/economic', {
      query: expect.objectContaining({ tz: 'America/New_York' }),
    });
  });

  it('loads an event’s history once per zone, and again after a failure', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new Error('offline'));
    await store.set(loadEconomicHistoryAtom, 4, 'Asia/Tokyo');
    const key = economicHistoryKey(4, 'Asia/Tokyo');
    expect(store.get(economicHistoryAtomFamily(key)).status).toBe('error');

    get.mockResolvedValue({ sample: true, event: { id: 4 }, history: [] });
    await store.set(loadEconomicHistoryAtom, 4, 'Asia/Tokyo');
    await store.set(loadEconomicHistoryAtom, 4, 'Asia/Tokyo');
    expect(store.get(economicHistoryAtomFamily(key))).toMatchObject({
      status: 'ready',
      error: null,
    });
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenLastCalledWith('/api/calendars/economic/{id}/history', {
      path: { id: 4 },
      query: { tz: 'Asia/Tokyo' },
    });

    await store.set(loadEconomicHistoryAtom, 4, 'America/New_York');
    expect(get).toHaveBeenCalledTimes(3);
  });
});

describe('the earnings calendar views', () => {
  const range = { from: '2026-04-27', to: '2026-05-03' };

  it('keeps the watchlist view apart from the full one, sending watchlist=true only when on', async () => {
    const store = createStore();
    get.mockResolvedValueOnce({ ...range, sample: true, data: [{ id: 1 }, { id: 2 }] });
    get.mockResolvedValueOnce({ ...range, sample: true, data: [{ id: 1 }] });
    const all = earningsQuery({ ...range, watchlist: false });
    const mine = earningsQuery({ ...range, watchlist: true });
    await store.set(loadEarningsCalendarAtom, all);
    await store.set(loadEarningsCalendarAtom, mine);
    await store.set(loadEarningsCalendarAtom, all);

    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenNthCalledWith(1, '/api/calendars/earnings', { query: range });
    expect(get).toHaveBeenNthCalledWith(2, '/api/calendars/earnings', {
      query: { ...range, watchlist: true },
    });
    expect(store.get(earningsCalendarAtomFamily(calendarKey(all))).data?.data).toHaveLength(2);
    expect(store.get(earningsCalendarAtomFamily(calendarKey(mine))).data?.data).toHaveLength(1);
  });
});

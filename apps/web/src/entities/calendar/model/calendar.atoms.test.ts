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
  futuresCalendarAtomFamily,
  holidayCalendarAtomFamily,
  latestHolidayCalendarAtom,
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

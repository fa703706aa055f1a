import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarReminderFactory, myWeekItemFactory } from '@/shared/lib/test';
import type { MyWeek } from './my-week-types.ts';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const { calendarKey } = await import('./calendar.atoms.ts');
const { applyCalendarReminderAtom, loadMyWeekAtom, myWeekAtomFamily, myWeekQuery } = await import(
  './my-week.atoms.ts'
);

const week = (items: MyWeek['items']): MyWeek => ({
  items,
  time_zone: 'Asia/Tokyo',
  symbols: ['AAPL'],
  countries: ['US'],
  exchanges: ['NASDAQ'],
  sample: true,
});

const JUNE = { from: '2030-06-17', to: '2030-06-23', timeZone: 'Asia/Tokyo', countries: [] };
const JULY = { ...JUNE, from: '2030-07-01', to: '2030-07-07' };

beforeEach(() => {
  get.mockReset();
});

describe('My week views', () => {
  it('asks for the range in the member’s zone, with countries only when picked', async () => {
    get.mockResolvedValue(week([]));
    const store = createStore();
    await store.set(loadMyWeekAtom, myWeekQuery(JUNE));
    await store.set(loadMyWeekAtom, myWeekQuery({ ...JUNE, countries: ['US', 'EU'] }));
    expect(get.mock.calls).toEqual([
      [
        '/api/calendars/my-week',
        { query: { from: '2030-06-17', to: '2030-06-23', tz: 'Asia/Tokyo' } },
      ],
      [
        '/api/calendars/my-week',
        { query: { from: '2030-06-17', to: '2030-06-23', tz: 'Asia/Tokyo', countries: 'US,EU' } },
      ],
    ]);
  });

  it('keys a view by its zone too: the same week in another zone is asked again', async () => {
    get.mockResolvedValue(week([]));
    const store = createStore();
    await store.set(loadMyWeekAtom, myWeekQuery(JUNE));
    await store.set(loadMyWeekAtom, myWeekQuery(JUNE));
    await store.set(loadMyWeekAtom, myWeekQuery({ ...JUNE, timeZone: 'Europe/London' }));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('keeps the server’s message when the call is refused', async () => {
    get.mockRejectedValue(new ApiError(422, {}, 'The range may span at most 31 days.'));
    const store = createStore();
    await store.set(loadMyWeekAtom, myWeekQuery(JUNE));
    expect(store.get(myWeekAtomFamily(calendarKey(myWeekQuery(JUNE))))).toEqual({
      status: 'error',
      data: null,
      error: 'The range may span at most 31 days.',
    });
  });

  it('writes a set or cancelled reminder into every week holding the event', async () => {
    const shared = myWeekItemFactory({ key: 'economic:7' });
    const other = myWeekItemFactory({ key: 'economic:8' });
    get.mockResolvedValueOnce(week([shared, other])).mockResolvedValueOnce(week([shared]));
    const store = createStore();
    await store.set(loadMyWeekAtom, myWeekQuery(JUNE));
    await store.set(loadMyWeekAtom, myWeekQuery(JULY));
    const june = myWeekAtomFamily(calendarKey(myWeekQuery(JUNE)));
    const july = myWeekAtomFamily(calendarKey(myWeekQuery(JULY)));
    const reminder = calendarReminderFactory({ id: '12', event_key: 'economic:7' });

    store.set(applyCalendarReminderAtom, 'economic:7', reminder);
    expect(store.get(june).data?.items.map((item) => item.reminder)).toEqual([reminder, null]);
    expect(store.get(july).data?.items.map((item) => item.reminder)).toEqual([reminder]);

    store.set(applyCalendarReminderAtom, 'economic:7', null);
    expect(store.get(june).data?.items.map((item) => item.reminder)).toEqual([null, null]);
    expect(store.get(july).data?.items.map((item) => item.reminder)).toEqual([null]);
  });
});

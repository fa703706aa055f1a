import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type { CalendarRange, FuturesCalendar, HolidayCalendar } from './types.ts';

export interface CalendarState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last answer for this view; kept while a retry loads. */
  data: T | null;
  error: string | null;
}

/** A calendar view: its range and its filters (ids; none = all). */
export interface CalendarQuery extends CalendarRange {
  filter: readonly string[];
}

/** One key per view, so going back to a range shows its answer at once. */
export const calendarKey = (query: CalendarQuery) =>
  `${query.from}/${query.to}/${[...query.filter].sort().join(',')}`;

/**
 * A calendar's views and the action that loads one. Each family is keyed by `calendarKey` (range
 * and filters): a view's answer stays while the member flips between ranges. A view is asked
 * again after a failure (a retry) or when `force` is set.
 */
export function calendarAtoms<T>(name: string, fetch: (query: CalendarQuery) => Promise<T>) {
  const family = atomFamily((key: string) => {
    const viewAtom = atom<CalendarState<T>>({ status: 'idle', data: null, error: null });
    viewAtom.debugLabel = `${name}:${key}`;
    return viewAtom;
  });
  // The last answer of any view: what the filters offer (exchanges, contracts) stays while a new
  // view loads or fails, so an open filter keeps its options and the member's place in it.
  const latest = atom<T | null>(null);
  latest.debugLabel = `${name}:latest`;
  const load = atom(null, async (get, set, query: CalendarQuery, force = false) => {
    const viewAtom = family(calendarKey(query));
    const state = get(viewAtom);
    if (state.status === 'loading' || (state.status === 'ready' && !force)) return;
    set(viewAtom, { ...state, status: 'loading', error: null });
    try {
      const data = await fetch(query);
      set(viewAtom, { status: 'ready', data, error: null });
      set(latest, data);
    } catch (error) {
      set(viewAtom, { ...get(viewAtom), status: 'error', error: formFailure(error).message });
    }
  });
  load.debugLabel = `load-${name}`;
  return { family, load, latest };
}

const holidays = calendarAtoms<HolidayCalendar>('holiday-calendar', ({ from, to, filter }) =>
  api.get('/api/calendars/holidays', {
    query: filter.length > 0 ? { from, to, exchanges: filter.join(',') } : { from, to },
  }),
);
/** The holiday calendar's views, keyed by `calendarKey` (filter: exchange ids). */
export const holidayCalendarAtomFamily = holidays.family;
export const loadHolidayCalendarAtom = holidays.load;
/** The holiday calendar's last answer (any view): the exchange filter's options. */
export const latestHolidayCalendarAtom = holidays.latest;

const futures = calendarAtoms<FuturesCalendar>('futures-calendar', ({ from, to, filter }) =>
  api.get('/api/calendars/futures-expiry', {
    query: filter.length > 0 ? { from, to, groups: filter.join(',') } : { from, to },
  }),
);
/** The futures expiry calendar's views, keyed by `calendarKey` (filter: contract groups). */
export const futuresCalendarAtomFamily = futures.family;
export const loadFuturesCalendarAtom = futures.load;

import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import type {
  CalendarRange,
  EarningsCalendar,
  EconomicCalendar,
  EconomicHistory,
  FuturesCalendar,
  HolidayCalendar,
} from './types.ts';

export interface CalendarState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last answer for this view; kept while a retry loads. */
  data: T | null;
  error: string | null;
}

/** A calendar view: its range and its filters (ids; none = all). */
export interface CalendarQuery extends CalendarRange {
  filter: readonly string[];
  /**
   * Whatever else the calendar's call takes (the economic calendar's zone and importance levels,
   * the earnings calendar's watchlist switch), as the call's own query values. Part of the view's
   * key, so a view asked in another zone is another view.
   */
  params?: Readonly<Record<string, string>>;
}

/**
 * One key per view, so going back to a range shows its answer at once. A view without `params`
 * keys as `from/to/filter`; its params, sorted by name, follow after a `?`.
 */
export function calendarKey(query: CalendarQuery): string {
  const key = `${query.from}/${query.to}/${[...query.filter].sort().join(',')}`;
  const params = Object.entries(query.params ?? {})
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`);
  return params.length > 0 ? `${key}?${params.join('&')}` : key;
}

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

/** The importance levels the call knows: 1 low, 2 medium, 3 high. */
const IMPORTANCE_LEVELS = ['3', '2', '1'] as const;

const isImportance = (value: string) => (IMPORTANCE_LEVELS as readonly string[]).includes(value);

/** What an economic calendar view asks for, beyond the range. */
export interface EconomicView extends CalendarRange {
  /** Country codes (EU for the euro area); none = every country. */
  countries: readonly string[];
  /** Importance levels '1'–'3'; none = all. */
  importance: readonly string[];
  /** The member's IANA zone: the server files each release under its day in this zone. */
  timeZone: string;
}

/**
 * An economic calendar view as its family's query: the countries are the filter; the zone and
 * the importance levels (known ones only, ascending, as `importance=2,3`) are params.
 */
export function economicQuery({
  from,
  to,
  countries,
  importance,
  timeZone,
}: EconomicView): CalendarQuery {
  const levels = [...new Set(importance.filter(isImportance))].sort();
  return {
    from,
    to,
    filter: countries,
    params: levels.length > 0 ? { tz: timeZone, importance: levels.join(',') } : { tz: timeZone },
  };
}

const economic = calendarAtoms<EconomicCalendar>(
  'economic-calendar',
  ({ from, to, filter, params }) =>
    api.get('/api/calendars/economic', {
      query: {
        from,
        to,
        ...(params?.tz ? { tz: params.tz } : {}),
        ...(filter.length > 0 ? { countries: filter.join(',') } : {}),
        ...(params?.importance ? { importance: params.importance } : {}),
      },
    }),
);
/**
 * The economic calendar's views, keyed by `calendarKey(economicQuery(view))`: range, countries,
 * importance and the member's zone (the days a release falls on are the zone's).
 */
export const economicCalendarAtomFamily = economic.family;
export const loadEconomicCalendarAtom = economic.load;
/** The economic calendar's last answer (any view): the country filter's options. */
export const latestEconomicCalendarAtom = economic.latest;

/** What an earnings calendar view asks for, beyond the range. */
export interface EarningsView extends CalendarRange {
  /** Only the symbols in any of the member's watchlists. */
  watchlist: boolean;
}

/** An earnings calendar view as its family's query: the watchlist switch is a param. */
export const earningsQuery = ({ from, to, watchlist }: EarningsView): CalendarQuery => ({
  from,
  to,
  filter: [],
  params: watchlist ? { watchlist: 'true' } : {},
});

const earnings = calendarAtoms<EarningsCalendar>('earnings-calendar', ({ from, to, params }) =>
  api.get('/api/calendars/earnings', {
    query: params?.watchlist === 'true' ? { from, to, watchlist: true } : { from, to },
  }),
);
/**
 * The earnings calendar's views, keyed by `calendarKey(earningsQuery(view))`: range and the
 * watchlist switch, so flipping the switch back shows the other answer at once.
 */
export const earningsCalendarAtomFamily = earnings.family;
export const loadEarningsCalendarAtom = earnings.load;

/** One key per event and zone: the history's days are the zone's. */
export const economicHistoryKey = (id: number, timeZone: string) => `${id}/${timeZone}`;

/**
 * An economic event's earlier releases, keyed by `economicHistoryKey` (event id and the member's
 * zone): opening the same event again shows its history at once.
 */
export const economicHistoryAtomFamily = atomFamily((key: string) => {
  const historyAtom = atom<CalendarState<EconomicHistory>>({
    status: 'idle',
    data: null,
    error: null,
  });
  historyAtom.debugLabel = `economic-history:${key}`;
  return historyAtom;
});

/** Loads an event's history once (again after a failure, or when `force` is set). */
export const loadEconomicHistoryAtom = atom(
  null,
  async (get, set, id: number, timeZone: string, force = false) => {
    const historyAtom = economicHistoryAtomFamily(economicHistoryKey(id, timeZone));
    const state = get(historyAtom);
    if (state.status === 'loading' || (state.status === 'ready' && !force)) return;
    set(historyAtom, { ...state, status: 'loading', error: null });
    try {
      const data = await api.get('/api/calendars/economic/{id}/history', {
        path: { id },
        query: { tz: timeZone },
      });
      set(historyAtom, { status: 'ready', data, error: null });
    } catch (error) {
      set(historyAtom, { ...get(historyAtom), status: 'error', error: formFailure(error).message });
    }
  },
);
loadEconomicHistoryAtom.debugLabel = 'load-economic-history';

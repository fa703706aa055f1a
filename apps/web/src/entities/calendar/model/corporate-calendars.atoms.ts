import { atom } from 'jotai';
import { api } from '@/shared/api';
import { type CalendarQuery, calendarAtoms, calendarKey } from './calendar.atoms.ts';
import type {
  DividendCalendar,
  IpoCalendar,
  IpoStatus,
  SplitsCalendar,
} from './corporate-types.ts';

/** A corporate calendar's view: range, filter, and whether it lists the watchlist only. */
export interface CorporateCalendarQuery extends CalendarQuery {
  /** Only the symbols in any of the member's watchlists (`watchlist=true` on the call). */
  watchlist: boolean;
}

/** The IPO statuses, in the order the status filter offers them. */
export const IPO_STATUSES: readonly IpoStatus[] = ['expected', 'priced', 'withdrawn'];

const isIpoStatus = (value: string): value is IpoStatus =>
  (IPO_STATUSES as readonly string[]).includes(value);

/**
 * A corporate calendar's views and their load action: `calendarAtoms` twice, once for every
 * symbol and once for the member's watchlist only, so the switch is part of a view's identity
 * (flipping it back shows the other answer at once, never the wrong one). `family` takes the view
 * and returns its state atom: `calendarKey` (range and filter) in the switch's own family.
 */
function corporateCalendarAtoms<T>(
  name: string,
  fetch: (query: CorporateCalendarQuery) => Promise<T>,
) {
  const everything = calendarAtoms<T>(name, (query) => fetch({ ...query, watchlist: false }));
  const watchlistOnly = calendarAtoms<T>(`${name}:watchlist`, (query) =>
    fetch({ ...query, watchlist: true }),
  );
  const views = (watchlist: boolean) => (watchlist ? watchlistOnly : everything);
  const family = (query: CorporateCalendarQuery) =>
    views(query.watchlist).family(calendarKey(query));
  const load = atom(null, (_get, set, query: CorporateCalendarQuery, force = false) =>
    set(views(query.watchlist).load, query, force),
  );
  load.debugLabel = `load-${name}`;
  return { family, load };
}

/** The range, plus `watchlist: true` when only the member's symbols are wanted. */
const rangeQuery = ({ from, to, watchlist }: CorporateCalendarQuery) =>
  watchlist ? { from, to, watchlist: true } : { from, to };

const dividends = corporateCalendarAtoms<DividendCalendar>('dividend-calendar', (query) =>
  api.get('/api/calendars/dividends', { query: rangeQuery(query) }),
);
/** The dividend calendar's views, keyed by the view (range and the watchlist switch). */
export const dividendCalendarAtomFamily = dividends.family;
export const loadDividendCalendarAtom = dividends.load;

const splits = corporateCalendarAtoms<SplitsCalendar>('splits-calendar', (query) =>
  api.get('/api/calendars/splits', { query: rangeQuery(query) }),
);
/** The splits calendar's views, keyed by the view (range and the watchlist switch). */
export const splitsCalendarAtomFamily = splits.family;
export const loadSplitsCalendarAtom = splits.load;

const ipos = corporateCalendarAtoms<IpoCalendar>('ipo-calendar', (query) => {
  // A status the address carries but the calendar does not know is left out, not sent.
  const statuses = query.filter.filter(isIpoStatus);
  return api.get('/api/calendars/ipos', {
    query:
      statuses.length > 0
        ? { ...rangeQuery(query), status: statuses.join(',') }
        : rangeQuery(query),
  });
});
/** The IPO calendar's views, keyed by the view (range, statuses and the watchlist switch). */
export const ipoCalendarAtomFamily = ipos.family;
export const loadIpoCalendarAtom = ipos.load;

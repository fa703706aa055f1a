import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CorporateCalendarQuery } from '../model/corporate-calendars.atoms.ts';
import type { CalendarRange } from '../model/types.ts';
import { useCalendarView } from './use-calendar-view.ts';

const WATCHLIST_PARAM = 'watchlist';

/**
 * A corporate calendar's view (dividends, splits, IPOs) kept in its address: the range and filter
 * of `useCalendarView`, plus `watchlist=1` while "My watchlist only" is on. A calendar without a
 * filter passes no `filterParam`, and its view's filter is always empty.
 */
export function useCorporateCalendarView(defaultRange: CalendarRange, filterParam?: string) {
  // The hook needs a parameter name; one no address carries stands in when there is no filter.
  const view = useCalendarView(defaultRange, filterParam ?? '');
  const [search, setSearch] = useSearchParams();
  const watchlist = search.get(WATCHLIST_PARAM) === '1';
  const { from, to, filter } = view.query;
  const query: CorporateCalendarQuery = useMemo(
    () => ({ from, to, filter: filterParam ? filter : [], watchlist }),
    [from, to, filter, filterParam, watchlist],
  );
  const setWatchlist = useCallback(
    (on: boolean) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (on) next.set(WATCHLIST_PARAM, '1');
        else next.delete(WATCHLIST_PARAM);
        return next;
      }),
    [setSearch],
  );
  // One update: React Router applies the last of two calls made in the same event.
  const clearFilters = useCallback(
    () =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (filterParam) next.delete(filterParam);
        next.delete(WATCHLIST_PARAM);
        return next;
      }),
    [setSearch, filterParam],
  );
  return { query, setRange: view.setRange, setFilter: view.setFilter, setWatchlist, clearFilters };
}

import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CalendarQuery, economicQuery } from '../model/calendar.atoms.ts';
import type { CalendarRange } from '../model/types.ts';
import { useCalendarView } from './use-calendar-view.ts';

const COUNTRIES_PARAM = 'countries';
const IMPORTANCE_PARAM = 'importance';

/**
 * The economic calendar's view kept in its address: the range and `countries=US,EU` of
 * `useCalendarView`, plus `importance=2,3`. `query` is the view as its family's query, in the
 * member's `timeZone` (a change of zone is a new view: the days are the zone's).
 */
export function useEconomicCalendarView(defaultRange: CalendarRange, timeZone: string) {
  const view = useCalendarView(defaultRange, COUNTRIES_PARAM);
  const [search, setSearch] = useSearchParams();
  const importanceText = search.get(IMPORTANCE_PARAM) ?? '';
  const { from, to, filter: countries } = view.query;
  const query: CalendarQuery = useMemo(
    () =>
      economicQuery({
        from,
        to,
        countries,
        importance: importanceText.split(','),
        timeZone,
      }),
    [from, to, countries, importanceText, timeZone],
  );
  // The levels the query asks for (unknown ones in the address are dropped).
  const importance = useMemo(() => query.params?.importance?.split(',') ?? [], [query]);

  const setImportance = useCallback(
    (levels: readonly string[]) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (levels.length > 0) next.set(IMPORTANCE_PARAM, [...levels].sort().join(','));
        else next.delete(IMPORTANCE_PARAM);
        return next;
      }),
    [setSearch],
  );
  // One update: React Router applies the last of two calls made in the same event.
  const clearFilters = useCallback(
    () =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        next.delete(COUNTRIES_PARAM);
        next.delete(IMPORTANCE_PARAM);
        return next;
      }),
    [setSearch],
  );
  return {
    query,
    countries,
    importance,
    setRange: view.setRange,
    setCountries: view.setFilter,
    setImportance,
    clearFilters,
  };
}

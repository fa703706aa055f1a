import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { CalendarQuery } from '../model/calendar.atoms.ts';
import type { CalendarRange } from '../model/types.ts';
import { isIsoDate } from './dates.ts';

/**
 * A calendar page's view kept in its address (`?from=…&to=…&<filterParam>=a,b`), so a view can be
 * shared, bookmarked and reloaded, and Back returns to the last one. Without a valid range in the
 * address the page's default applies; an empty filter means everything.
 */
export function useCalendarView(defaultRange: CalendarRange, filterParam: string) {
  const [search, setSearch] = useSearchParams();
  const from = search.get('from');
  const to = search.get('to');
  const filterText = search.get(filterParam) ?? '';
  const valid = isIsoDate(from) && isIsoDate(to);
  const query: CalendarQuery = useMemo(
    () => ({
      from: valid ? (from as string) : defaultRange.from,
      to: valid ? (to as string) : defaultRange.to,
      filter: filterText.split(',').filter(Boolean),
    }),
    [valid, from, to, defaultRange.from, defaultRange.to, filterText],
  );

  const setRange = useCallback(
    (range: CalendarRange) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        next.set('from', range.from);
        next.set('to', range.to);
        return next;
      }),
    [setSearch],
  );
  const setFilter = useCallback(
    (filter: readonly string[]) =>
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        if (filter.length > 0) next.set(filterParam, filter.join(','));
        else next.delete(filterParam);
        return next;
      }),
    [setSearch, filterParam],
  );
  return { query, setRange, setFilter };
}

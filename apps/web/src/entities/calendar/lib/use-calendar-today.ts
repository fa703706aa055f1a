import { useMemo } from 'react';
import type { CalendarRange } from '../model/types.ts';
import { addDaysIso, todayIso } from './dates.ts';

/**
 * Today in the member's `timeZone` (the date range's presets count from it) and a calendar page's
 * default range: `defaultDays` days from today, today included.
 */
export function useCalendarToday(
  timeZone: string,
  defaultDays: number,
): { today: string; defaults: CalendarRange } {
  const today = useMemo(() => todayIso(new Date(), timeZone), [timeZone]);
  const defaults = useMemo(
    () => ({ from: today, to: addDaysIso(today, defaultDays - 1) }),
    [today, defaultDays],
  );
  return { today, defaults };
}

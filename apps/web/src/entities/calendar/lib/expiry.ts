import type { CalendarRange, FuturesExpiry } from '../model/types.ts';

/**
 * The day a contract month belongs to in a view: the first of its first notice and last trading
 * days that falls inside the range (a month whose notice came last month shows under its last
 * trading day). Outside any range, its last trading day.
 */
export function firstDayInView(
  row: Pick<FuturesExpiry, 'first_notice_day' | 'last_trading_day'>,
  range: CalendarRange,
): string {
  const days = [row.first_notice_day, row.last_trading_day].filter(
    (day): day is string => day !== null && day >= range.from && day <= range.to,
  );
  return days.sort()[0] ?? row.last_trading_day;
}

import { Button } from '@tapetv/ui/button';
import { type CalendarColumn, CalendarTable } from '@tapetv/ui/calendar-table';
import { MultiSelectFilter } from '@tapetv/ui/multi-select-filter';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  addDaysIso,
  type CalendarExchange,
  calendarKey,
  dayHeading,
  holidayCalendarAtomFamily,
  latestHolidayCalendarAtom,
  loadHolidayCalendarAtom,
  type MarketHoliday,
  useCalendarToday,
  useCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom } from '@/entities/session';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar } from '@/widgets/calendar-toolbar';
import styles from './holiday-calendar-page.module.css';

/** The holiday call's longest range (COMPUTED_CALENDAR_DAYS_MAX in the contract). */
const MAX_DAYS = 400;
/** The default view: the next three months. */
const DEFAULT_DAYS = 90;

/**
 * Exchange holidays (`/holiday-calendar`, issue 18 item 6): closures and early closes of the
 * nine exchanges, computed on the server from each exchange's rules for any range, filtered by
 * exchange, grouped by day. Dates and times are each exchange's own.
 */
export function HolidayCalendarPage() {
  usePageTitle('Holiday Calendar');
  // Today in the member's zone: the presets count from it.
  const { today, defaults } = useCalendarToday(useAtomValue(memberTimeZoneAtom), DEFAULT_DAYS);
  const { query, setRange, setFilter } = useCalendarView(defaults, 'exchanges');
  const state = useAtomValue(holidayCalendarAtomFamily(calendarKey(query)));
  const load = useSetAtom(loadHolidayCalendarAtom);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const latest = useAtomValue(latestHolidayCalendarAtom);
  const exchanges = state.data?.exchanges ?? latest?.exchanges ?? [];
  const byId = new Map(exchanges.map((exchange) => [exchange.id, exchange]));
  const rows = state.data?.data ?? [];
  const closures = rows.filter((row) => row.kind === 'closed').length;

  return (
    <PageFrame title="Holiday Calendar">
      <CalendarToolbar
        range={query}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={setRange}
        feed={{ view: 'holidays', filters: { exchanges: query.filter.join(',') } }}
        note="Computed from each exchange’s holiday rules. Dates and early-close times are the exchange’s own local time."
      >
        <MultiSelectFilter
          label="Exchange"
          options={exchanges.map((exchange) => ({
            value: exchange.id,
            label: exchange.name,
            hint: exchange.country,
          }))}
          value={[...query.filter]}
          onValueChange={setFilter}
        />
        {state.status === 'ready' && (
          <p className={styles.summary} aria-live="polite">
            {closures} {closures === 1 ? 'closure' : 'closures'}, {rows.length - closures} early{' '}
            {rows.length - closures === 1 ? 'close' : 'closes'}
          </p>
        )}
      </CalendarToolbar>
      <CalendarTable
        caption="Exchange closures and early closes, by day"
        columns={columns(byId)}
        rows={rows}
        rowKey={(row) => `${row.date}:${row.exchange}`}
        groupBy={(row) => dayHeading(row.date)}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        empty={
          <div className={styles.empty}>
            <p>No exchange closes on a weekday in this range.</p>
            <Button
              variant="secondary"
              onClick={() => setRange({ from: today, to: addDaysIso(today, 364) })}
            >
              Show the next 12 months
            </Button>
          </div>
        }
      />
    </PageFrame>
  );
}

function columns(byId: Map<string, CalendarExchange>): CalendarColumn<MarketHoliday>[] {
  return [
    {
      id: 'exchange',
      header: 'Exchange',
      priority: 'key',
      cell: (row) => {
        const exchange = byId.get(row.exchange);
        return (
          <span className={styles.exchange}>
            <span className={styles.country}>{exchange?.country ?? ''}</span>
            <span>{exchange?.name ?? row.exchange}</span>
          </span>
        );
      },
    },
    { id: 'holiday', header: 'Holiday', priority: 'key', cell: (row) => row.name },
    {
      id: 'trading',
      header: 'Trading',
      priority: 'key',
      cell: (row) =>
        row.kind === 'closed' ? (
          <span className={styles.closed}>Closed</span>
        ) : (
          <span className={styles.early}>Closes early at {row.closes}</span>
        ),
    },
    {
      id: 'zone',
      header: 'Local time zone',
      priority: 'extra',
      cell: (row) => byId.get(row.exchange)?.time_zone ?? '',
    },
  ];
}

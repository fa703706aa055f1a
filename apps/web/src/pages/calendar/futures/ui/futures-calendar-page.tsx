import { type CalendarColumn, CalendarTable } from '@tapetv/ui/calendar-table';
import { MultiSelectFilter } from '@tapetv/ui/multi-select-filter';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import {
  type CalendarQuery,
  calendarKey,
  dayHeading,
  dayText,
  type FuturesExpiry,
  type FuturesGroup,
  firstDayInView,
  futuresCalendarAtomFamily,
  loadFuturesCalendarAtom,
  monthText,
  useCalendarToday,
  useCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom } from '@/entities/session';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar } from '@/widgets/calendar-toolbar';
import styles from './futures-calendar-page.module.css';

/** The futures call's longest range (COMPUTED_CALENDAR_DAYS_MAX in the contract). */
const MAX_DAYS = 400;
/** The default view: the next five weeks, so every monthly contract's expiry shows. */
const DEFAULT_DAYS = 35;

const GROUP_LABELS: Record<FuturesGroup, string> = {
  equity_index: 'Equity index',
  interest_rate: 'Interest rates',
  energy: 'Energy',
  metals: 'Metals',
  agriculture: 'Agriculture',
  currency: 'Currencies',
  volatility: 'Volatility',
};

/**
 * Futures expiries (`/futures-expiry-calendar`, issue 18 item 7): the main contracts' months whose
 * last trading day or first notice day falls in the range, computed on the server from each
 * contract's rule, grouped by that day and filtered by asset class.
 */
export function FuturesCalendarPage() {
  usePageTitle('Futures Expiry Calendar');
  // Today in the member's zone: the presets count from it.
  const { today, defaults } = useCalendarToday(useAtomValue(memberTimeZoneAtom), DEFAULT_DAYS);
  const { query, setRange, setFilter } = useCalendarView(defaults, 'groups');
  const state = useAtomValue(futuresCalendarAtomFamily(calendarKey(query)));
  const load = useSetAtom(loadFuturesCalendarAtom);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const rows = useMemo(
    () =>
      [...(state.data?.data ?? [])].sort(
        (a, b) =>
          firstDayInView(a, query).localeCompare(firstDayInView(b, query)) ||
          a.code.localeCompare(b.code),
      ),
    [state.data, query],
  );
  const rules = new Map(
    (state.data?.contracts ?? []).map((contract) => [contract.root, contract.rule]),
  );

  return (
    <PageFrame title="Futures Expiry Calendar">
      <CalendarToolbar
        range={query}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={setRange}
        feed={{ view: 'futures-expiry', filters: { groups: query.filter.join(',') } }}
        note="Computed from each contract’s rule, skipping US exchange holidays. Dates are each exchange’s own."
      >
        <MultiSelectFilter
          label="Asset class"
          options={Object.entries(GROUP_LABELS).map(([value, label]) => ({ value, label }))}
          value={[...query.filter]}
          onValueChange={setFilter}
        />
      </CalendarToolbar>
      <CalendarTable
        caption="Futures contract months by their last trading or first notice day"
        columns={columns(query, rules)}
        rows={rows}
        rowKey={(row) => row.code}
        groupBy={(row) => dayHeading(firstDayInView(row, query))}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        empty={
          <p className={styles.empty}>
            No contract expires or opens its notice period in this range.
          </p>
        }
      />
    </PageFrame>
  );
}

function columns(
  query: Pick<CalendarQuery, 'from' | 'to'>,
  rules: Map<string, string>,
): CalendarColumn<FuturesExpiry>[] {
  const inView = (day: string | null) => day !== null && day >= query.from && day <= query.to;
  const date = (day: string | null) =>
    day === null ? (
      <span className={styles.none}>—</span>
    ) : (
      <span className={inView(day) ? styles.inView : undefined}>{dayText(day)}</span>
    );
  return [
    {
      id: 'contract',
      header: 'Contract',
      priority: 'key',
      cell: (row) => (
        <span className={styles.contract} title={rules.get(row.root)}>
          <span className={styles.code}>{row.code}</span>
          <span className={styles.name}>{row.name}</span>
        </span>
      ),
    },
    {
      id: 'group',
      header: 'Asset class',
      priority: 'extra',
      cell: (row) => GROUP_LABELS[row.group],
    },
    { id: 'exchange', header: 'Exchange', priority: 'extra', cell: (row) => row.exchange },
    {
      id: 'month',
      header: 'Month',
      priority: 'extra',
      cell: (row) => monthText(row.contract_month),
    },
    {
      id: 'notice',
      header: 'First notice',
      priority: 'extra',
      cell: (row) => date(row.first_notice_day),
    },
    {
      id: 'last',
      header: 'Last trading day',
      priority: 'key',
      cell: (row) => date(row.last_trading_day),
    },
    {
      id: 'settlement',
      header: 'Settlement',
      priority: 'extra',
      cell: (row) => (
        <span>
          {dayText(row.settlement_day)}{' '}
          <span className={styles.settlement}>
            {row.settlement === 'cash' ? 'cash' : 'delivery'}
          </span>
        </span>
      ),
    },
  ];
}

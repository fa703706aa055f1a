import { ClockIcon, MoonIcon, SunIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { type CalendarColumn, CalendarTable, SurpriseValue } from '@tapetv/ui/calendar-table';
import { Switch } from '@tapetv/ui/switch';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import {
  addDaysIso,
  calendarKey,
  dayHeading,
  type EarningsReport,
  type EarningsTime,
  earningsCalendarAtomFamily,
  earningsQuery,
  earningsTimeLabel,
  formatCompactMoney,
  formatEps,
  formatSurprisePct,
  loadEarningsCalendarAtom,
  useCalendarToday,
  useCorporateCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom } from '@/entities/session';
import { symbolHref } from '@/entities/symbol';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar, SampleDataNote } from '@/widgets/calendar-toolbar';
import styles from './earnings-calendar-page.module.css';

/**
 * The earnings call's longest range: DATA_CALENDAR_DAYS_MAX in the server's schema (the generated
 * limits cover request bodies only, so it is repeated here).
 */
const MAX_DAYS = 31;
/** The default view: today and the six days after it. */
const DEFAULT_DAYS = 7;

/**
 * Earnings reports (`/earning-calendar`): the range's reports grouped by day, largest company
 * first, with when in the session each comes and, once reported, earnings per share and revenue
 * against the forecast. "My watchlist only" narrows it to the member's symbols. The answer lists
 * no countries, so there is no country filter.
 */
export function EarningsCalendarPage() {
  usePageTitle('Earnings Calendar');
  // Today in the member's zone: the presets count from it.
  const { today, defaults } = useCalendarToday(useAtomValue(memberTimeZoneAtom), DEFAULT_DAYS);
  const { query: view, setRange, setWatchlist } = useCorporateCalendarView(defaults);
  const query = useMemo(() => earningsQuery(view), [view]);
  const state = useAtomValue(earningsCalendarAtomFamily(calendarKey(query)));
  const load = useSetAtom(loadEarningsCalendarAtom);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const rows = state.data?.data ?? [];

  return (
    <PageFrame title="Earnings Calendar">
      <CalendarToolbar
        range={view}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={setRange}
        feed={{ view: 'earnings', filters: { watchlist: view.watchlist } }}
        note="Companies report before the open, after the close or during the session of their market. A surprise is the actual against the forecast."
      >
        <Switch label="My watchlist only" checked={view.watchlist} onCheckedChange={setWatchlist} />
        {state.status === 'ready' && (
          <p className={styles.summary} aria-live="polite">
            {rows.length} {rows.length === 1 ? 'report' : 'reports'}
          </p>
        )}
      </CalendarToolbar>
      {state.status === 'ready' && state.data?.sample && (
        <SampleDataNote description="Made up by TapeTV for the demo, not real earnings reports.">
          These rows are made-up demo data, not real earnings dates or figures.
        </SampleDataNote>
      )}
      <CalendarTable
        caption="Earnings reports by day, largest company first"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => String(row.id)}
        groupBy={(row) => dayHeading(row.date)}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        empty={
          view.watchlist ? (
            <div className={styles.empty}>
              <p>No company in your watchlists reports in this range.</p>
              <Button variant="secondary" onClick={() => setWatchlist(false)}>
                Show every company
              </Button>
            </div>
          ) : (
            <div className={styles.empty}>
              <p>No company reports in this range.</p>
              <Button
                variant="secondary"
                onClick={() => setRange({ from: today, to: addDaysIso(today, MAX_DAYS - 1) })}
              >
                Show the next {MAX_DAYS} days
              </Button>
            </div>
          )
        }
      />
    </PageFrame>
  );
}

const TIME_ICONS: Record<EarningsTime, ReactNode> = {
  before_open: <SunIcon aria-hidden className={styles.icon} />,
  after_close: <MoonIcon aria-hidden className={styles.icon} />,
  during: <ClockIcon aria-hidden className={styles.icon} />,
  unknown: null,
};

/**
 * An actual figure against its forecast: the actual (coloured and arrowed by `SurpriseValue`, "—"
 * before the report), then the forecast and the surprise with its sign.
 */
function versus(
  actual: number | null,
  forecast: number | null,
  surprisePct: number | null,
  format: (value: number | null) => string,
) {
  return (
    <span className={styles.versus}>
      <SurpriseValue
        actual={actual}
        forecast={forecast}
        display={format(actual)}
        className={actual === null ? styles.none : styles.figure}
      />
      <span className={styles.forecast}>
        {forecast === null ? 'No forecast' : `Forecast ${format(forecast)}`}
        {surprisePct !== null && (
          <span className={styles.surprise}>{formatSurprisePct(surprisePct)}</span>
        )}
      </span>
    </span>
  );
}

const COLUMNS: CalendarColumn<EarningsReport>[] = [
  {
    id: 'company',
    header: 'Company',
    priority: 'key',
    cell: (row) => (
      <span className={styles.company}>
        <span className={styles.name}>{row.company}</span>
        {row.symbol_id === null ? (
          <span className={styles.symbol}>{row.symbol}</span>
        ) : (
          <Link to={symbolHref(row.symbol)} className={styles.symbol}>
            {row.symbol}
          </Link>
        )}
      </span>
    ),
  },
  {
    id: 'time',
    header: 'Time',
    priority: 'key',
    cell: (row) =>
      row.time === 'unknown' ? (
        <span className={styles.none}>
          <span aria-hidden>—</span>
          <VisuallyHidden>{earningsTimeLabel(row.time)}</VisuallyHidden>
        </span>
      ) : (
        <span className={styles.time} title={earningsTimeLabel(row.time)}>
          {TIME_ICONS[row.time]}
          <span className={styles.timeLabel}>{earningsTimeLabel(row.time)}</span>
        </span>
      ),
  },
  {
    id: 'eps',
    header: 'EPS',
    priority: 'key',
    align: 'end',
    cell: (row) =>
      versus(row.eps_actual, row.eps_forecast, row.eps_surprise_pct, (value) =>
        formatEps(value, row.currency),
      ),
  },
  {
    id: 'revenue',
    header: 'Revenue',
    priority: 'extra',
    align: 'end',
    cell: (row) =>
      versus(row.revenue_actual, row.revenue_forecast, row.revenue_surprise_pct, (value) =>
        formatCompactMoney(value, row.currency),
      ),
  },
  {
    id: 'market-cap',
    header: 'Market cap',
    priority: 'extra',
    align: 'end',
    cell: (row) => (
      <span className={row.market_cap === null ? styles.none : styles.figure}>
        {formatCompactMoney(row.market_cap, row.currency)}
      </span>
    ),
  },
  {
    id: 'quarter',
    header: 'Fiscal quarter',
    priority: 'extra',
    cell: (row) => row.fiscal_quarter ?? <span className={styles.none}>—</span>,
  },
];

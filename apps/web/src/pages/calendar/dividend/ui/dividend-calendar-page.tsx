import { Button } from '@tapetv/ui/button';
import { type CalendarColumn, CalendarTable } from '@tapetv/ui/calendar-table';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { Switch } from '@tapetv/ui/switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  addDaysIso,
  type Dividend,
  dayHeading,
  dayText,
  dividendCalendarAtomFamily,
  formatDividendAmount,
  formatYield,
  frequencyLabel,
  loadDividendCalendarAtom,
  useCalendarToday,
  useCorporateCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom } from '@/entities/session';
import { symbolHref } from '@/entities/symbol';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar, SampleDataNote } from '@/widgets/calendar-toolbar';
import styles from './dividend-calendar-page.module.css';

/**
 * The dividend call's longest range: DATA_CALENDAR_DAYS_MAX in the server's schema (the generated
 * limits cover request bodies only, so it is repeated here).
 */
const MAX_DAYS = 31;
/** The default view: the next two weeks. */
const DEFAULT_DAYS = 14;

/**
 * Dividends (`/dividend-calendar`): the range's dividends grouped by ex-dividend date, with the
 * amount, how often it is paid, its record and payment dates, and the yield at the current price.
 * "My watchlist only" narrows it to the symbols in the member's watchlists.
 */
export function DividendCalendarPage() {
  usePageTitle('Dividend Calendar');
  // Today in the member's zone: the presets count from it.
  const { today, defaults } = useCalendarToday(useAtomValue(memberTimeZoneAtom), DEFAULT_DAYS);
  const { query, setRange, setWatchlist } = useCorporateCalendarView(defaults);
  const state = useAtomValue(dividendCalendarAtomFamily(query));
  const load = useSetAtom(loadDividendCalendarAtom);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const rows = state.data?.data ?? [];

  return (
    <PageFrame title="Dividend Calendar">
      <CalendarToolbar
        range={query}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={setRange}
        feed={{ view: 'dividends', filters: { watchlist: query.watchlist } }}
        note="Buy before the ex-dividend date to receive the dividend. Yield is a year of payments at the current price."
      >
        <Switch
          label="My watchlist only"
          checked={query.watchlist}
          onCheckedChange={setWatchlist}
        />
        {state.status === 'ready' && (
          <p className={styles.summary} aria-live="polite">
            {rows.length} {rows.length === 1 ? 'dividend' : 'dividends'}
          </p>
        )}
      </CalendarToolbar>
      {state.status === 'ready' && state.data?.sample && (
        <SampleDataNote description="Made up by TapeTV for the demo, not real dividends.">
          These rows are made-up demo data, not real dividend announcements.
        </SampleDataNote>
      )}
      <CalendarTable
        caption="Dividends by ex-dividend date"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => String(row.id)}
        groupBy={(row) => dayHeading(row.ex_date)}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        empty={
          query.watchlist ? (
            <div className={styles.empty}>
              <p>No symbol in your watchlists goes ex-dividend in this range.</p>
              <Button variant="secondary" onClick={() => setWatchlist(false)}>
                Show every company
              </Button>
            </div>
          ) : (
            <div className={styles.empty}>
              <p>No company goes ex-dividend in this range.</p>
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

const date = (day: string | null) =>
  day === null ? <span className={styles.none}>—</span> : dayText(day);

const COLUMNS: CalendarColumn<Dividend>[] = [
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
    id: 'ex-date',
    header: 'Ex-dividend date',
    priority: 'key',
    cell: (row) => dayText(row.ex_date),
  },
  {
    id: 'amount',
    header: 'Amount',
    priority: 'key',
    align: 'end',
    cell: (row) => (
      <span className={styles.figure}>{formatDividendAmount(row.amount, row.currency)}</span>
    ),
  },
  {
    id: 'frequency',
    header: 'Frequency',
    priority: 'extra',
    cell: (row) => frequencyLabel(row.frequency),
  },
  { id: 'record', header: 'Record date', priority: 'extra', cell: (row) => date(row.record_date) },
  {
    id: 'payment',
    header: 'Payment date',
    priority: 'extra',
    cell: (row) => date(row.payment_date),
  },
  {
    id: 'yield',
    header: 'Yield',
    priority: 'extra',
    align: 'end',
    cell: (row) => (
      <span className={styles.yield}>
        <span className={row.yield_pct === null ? styles.none : undefined}>
          {formatYield(row.yield_pct)}
        </span>
        {row.yield_pct !== null && row.price_simulated && (
          <SimulatedBadge
            label="Simulated price"
            description="This yield uses a simulated price, not a real market quote."
          />
        )}
      </span>
    ),
  },
];

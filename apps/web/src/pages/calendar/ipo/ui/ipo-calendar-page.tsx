import { Badge, type BadgeTone } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { type CalendarColumn, CalendarTable } from '@tapetv/ui/calendar-table';
import { MultiSelectFilter } from '@tapetv/ui/multi-select-filter';
import { Switch } from '@tapetv/ui/switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  addDaysIso,
  dayHeading,
  formatCompactCount,
  formatCompactMoney,
  IPO_STATUSES,
  type Ipo,
  type IpoStatus,
  ipoCalendarAtomFamily,
  ipoPriceText,
  ipoStatusLabel,
  loadIpoCalendarAtom,
  useCalendarToday,
  useCorporateCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom } from '@/entities/session';
import { symbolHref } from '@/entities/symbol';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar, SampleDataNote } from '@/widgets/calendar-toolbar';
import styles from './ipo-calendar-page.module.css';

/**
 * The IPO call's longest range: DATA_CALENDAR_DAYS_MAX in the server's schema (the generated
 * limits cover request bodies only, so it is repeated here).
 */
const MAX_DAYS = 31;
/** The default view: the next two weeks. */
const DEFAULT_DAYS = 14;

/** A status badge's tone; its text says the status, so the colour is never the only sign. */
const STATUS_TONES: Record<IpoStatus, BadgeTone> = {
  expected: 'neutral',
  priced: 'success',
  withdrawn: 'danger',
};

const STATUS_OPTIONS = IPO_STATUSES.map((status) => ({
  value: status,
  label: ipoStatusLabel(status),
}));

/**
 * Initial public offerings (`/ipo-calendar`): the range's offerings grouped by day, with the
 * exchange, the price range or final price, the shares offered, the deal's size and its status.
 * Filtered by status; "My watchlist only" narrows it to symbols in the member's watchlists.
 */
export function IpoCalendarPage() {
  usePageTitle('IPO Calendar');
  // Today in the member's zone: the presets count from it.
  const { today, defaults } = useCalendarToday(useAtomValue(memberTimeZoneAtom), DEFAULT_DAYS);
  const { query, setRange, setFilter, setWatchlist, clearFilters } = useCorporateCalendarView(
    defaults,
    'status',
  );
  const state = useAtomValue(ipoCalendarAtomFamily(query));
  const load = useSetAtom(loadIpoCalendarAtom);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const rows = state.data?.data ?? [];
  const filtered = query.filter.length > 0 || query.watchlist;

  return (
    <PageFrame title="IPO Calendar">
      <CalendarToolbar
        range={query}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={setRange}
        feed={{
          view: 'ipos',
          filters: { status: query.filter.join(','), watchlist: query.watchlist },
        }}
        note="Deal size is the shares offered at the final price, or at the top of the range until the offer is priced."
      >
        <MultiSelectFilter
          label="Status"
          options={STATUS_OPTIONS}
          value={[...query.filter]}
          onValueChange={setFilter}
        />
        <Switch
          label="My watchlist only"
          checked={query.watchlist}
          onCheckedChange={setWatchlist}
        />
        {state.status === 'ready' && (
          <p className={styles.summary} aria-live="polite">
            {rows.length} {rows.length === 1 ? 'offering' : 'offerings'}
          </p>
        )}
      </CalendarToolbar>
      {state.status === 'ready' && state.data?.sample && (
        <SampleDataNote description="Made up by TapeTV for the demo, not real offerings.">
          These rows are made-up demo data, not real public offerings.
        </SampleDataNote>
      )}
      <CalendarTable
        caption="Initial public offerings by day"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => String(row.id)}
        groupBy={(row) => dayHeading(row.date)}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        empty={
          filtered ? (
            <div className={styles.empty}>
              <p>No offering in this range matches the filters.</p>
              <Button variant="secondary" onClick={clearFilters}>
                Clear the filters
              </Button>
            </div>
          ) : (
            <div className={styles.empty}>
              <p>No company plans to go public in this range.</p>
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

/** The ticker: a link once TapeTV lists the symbol, else the planned one as text. */
function ticker(row: Ipo) {
  if (row.symbol === null) return null;
  if (row.symbol_id !== null)
    return (
      <Link to={symbolHref(row.symbol)} className={styles.symbol}>
        {row.symbol}
      </Link>
    );
  return (
    <span className={styles.symbol}>
      {row.symbol} <span className={styles.planned}>planned</span>
    </span>
  );
}

const COLUMNS: CalendarColumn<Ipo>[] = [
  {
    id: 'company',
    header: 'Company',
    priority: 'key',
    cell: (row) => (
      <span className={styles.company}>
        <span className={styles.name}>{row.company}</span>
        {ticker(row)}
      </span>
    ),
  },
  { id: 'exchange', header: 'Exchange', priority: 'extra', cell: (row) => row.exchange },
  {
    id: 'price',
    header: 'Price',
    priority: 'extra',
    align: 'end',
    cell: (row) => <span className={styles.figure}>{ipoPriceText(row)}</span>,
  },
  {
    id: 'shares',
    header: 'Shares offered',
    priority: 'extra',
    align: 'end',
    cell: (row) => <span className={styles.figure}>{formatCompactCount(row.shares)}</span>,
  },
  {
    id: 'deal-size',
    header: 'Deal size',
    priority: 'extra',
    align: 'end',
    cell: (row) => (
      <span className={styles.figure}>{formatCompactMoney(row.deal_size, row.currency)}</span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    priority: 'key',
    cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{ipoStatusLabel(row.status)}</Badge>,
  },
];

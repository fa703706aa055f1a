import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { type CalendarColumn, CalendarTable } from '@tapetv/ui/calendar-table';
import { Switch } from '@tapetv/ui/switch';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  addDaysIso,
  dayHeading,
  dayText,
  loadSplitsCalendarAtom,
  type StockSplit,
  splitsCalendarAtomFamily,
  useCalendarToday,
  useCorporateCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom } from '@/entities/session';
import { symbolHref } from '@/entities/symbol';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar, SampleDataNote } from '@/widgets/calendar-toolbar';
import styles from './splits-calendar-page.module.css';

/**
 * The splits call's longest range: DATA_CALENDAR_DAYS_MAX in the server's schema (the generated
 * limits cover request bodies only, so it is repeated here).
 */
const MAX_DAYS = 31;
/** The default view: the next two weeks. */
const DEFAULT_DAYS = 14;

/**
 * Stock splits (`/splits-calendar`): the range's splits and reverse splits grouped by the day they
 * take effect, with the ratio ("2-for-1"; a reverse split says so in words). "My watchlist only"
 * narrows it to the symbols in the member's watchlists.
 */
export function SplitsCalendarPage() {
  usePageTitle('Splits Calendar');
  // Today in the member's zone: the presets count from it.
  const { today, defaults } = useCalendarToday(useAtomValue(memberTimeZoneAtom), DEFAULT_DAYS);
  const { query, setRange, setWatchlist } = useCorporateCalendarView(defaults);
  const state = useAtomValue(splitsCalendarAtomFamily(query));
  const load = useSetAtom(loadSplitsCalendarAtom);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const rows = state.data?.data ?? [];
  const reverse = rows.filter((row) => row.reverse).length;

  return (
    <PageFrame title="Splits Calendar">
      <CalendarToolbar
        range={query}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={setRange}
        feed={{ view: 'splits', filters: { watchlist: query.watchlist } }}
        note="A 2-for-1 split gives two new shares for each one held; a reverse split leaves fewer shares than before."
      >
        <Switch
          label="My watchlist only"
          checked={query.watchlist}
          onCheckedChange={setWatchlist}
        />
        {state.status === 'ready' && (
          <p className={styles.summary} aria-live="polite">
            {rows.length} {rows.length === 1 ? 'split' : 'splits'}, {reverse} reverse
          </p>
        )}
      </CalendarToolbar>
      {state.status === 'ready' && state.data?.sample && (
        <SampleDataNote description="Made up by TapeTV for the demo, not real splits.">
          These rows are made-up demo data, not real split announcements.
        </SampleDataNote>
      )}
      <CalendarTable
        caption="Stock splits and reverse splits by day"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => String(row.id)}
        groupBy={(row) => dayHeading(row.date)}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        empty={
          query.watchlist ? (
            <div className={styles.empty}>
              <p>No symbol in your watchlists splits its shares in this range.</p>
              <Button variant="secondary" onClick={() => setWatchlist(false)}>
                Show every company
              </Button>
            </div>
          ) : (
            <div className={styles.empty}>
              <p>No company splits its shares in this range.</p>
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

const COLUMNS: CalendarColumn<StockSplit>[] = [
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
    id: 'ratio',
    header: 'Ratio',
    priority: 'key',
    cell: (row) => (
      <span className={styles.ratio}>
        {row.ratio}
        {row.reverse && <Badge tone="accent">Reverse</Badge>}
      </span>
    ),
  },
  { id: 'date', header: 'Date', priority: 'key', cell: (row) => dayText(row.date) },
];

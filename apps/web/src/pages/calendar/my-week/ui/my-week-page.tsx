import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import {
  type CalendarColumn,
  CalendarTable,
  Importance,
  type ImportanceLevel,
} from '@tapetv/ui/calendar-table';
import { matchPreset, presetRange } from '@tapetv/ui/date-range-picker';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import {
  calendarKey,
  dayHeading,
  formatEventTime,
  loadMyWeekAtom,
  type MyWeek,
  type MyWeekRow,
  myWeekAtomFamily,
  myWeekKindLabel,
  myWeekQuery,
  myWeekRows,
  useCalendarToday,
  useCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom, viewerAtom } from '@/entities/session';
import { CalendarReminderControl } from '@/features/calendar/reminder';
import { CalendarSubscriptionPanel } from '@/features/calendar/subscription';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { nowAtom } from '@/shared/lib/time';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar, SampleDataNote } from '@/widgets/calendar-toolbar';
import styles from './my-week-page.module.css';

/**
 * The My week call's longest range: DATA_CALENDAR_DAYS_MAX in the server's schema (the generated
 * limits cover request bodies only, so it is repeated here).
 */
const MAX_DAYS = 31;
/** `useCalendarToday`'s default range is not used: My week opens on this week. */
const UNUSED_DEFAULT_DAYS = 7;
/** The most tickers the scope line names before "and N more". */
const SYMBOLS_SHOWN = 12;

/**
 * My week (`/my-week`, issue 18 "Beyond the spec"): the seven calendars in one list, filtered to
 * the member's watchlist symbols, their countries and exchanges, on the days of their zone, with
 * a reminder on any event and a feed for their calendar app.
 */
export function MyWeekPage() {
  usePageTitle('My Week');
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const viewer = useAtomValue(viewerAtom);
  const now = useAtomValue(nowAtom);
  // Today in the member's zone: the presets count from it, and the page opens on its week.
  const { today } = useCalendarToday(timeZone, UNUSED_DEFAULT_DAYS);
  const thisWeek = useMemo(() => presetRange('this-week', today), [today]);
  const view = useCalendarView(thisWeek, 'countries');
  const { from, to, filter: countries } = view.query;
  const query = useMemo(
    () => myWeekQuery({ from, to, countries, timeZone }),
    [from, to, countries, timeZone],
  );
  const state = useAtomValue(myWeekAtomFamily(calendarKey(query)));
  const load = useSetAtom(loadMyWeekAtom);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const rows = useMemo(() => myWeekRows(state.data?.items ?? [], timeZone), [state.data, timeZone]);
  const reminders = rows.filter(({ item }) => item.reminder && !item.reminder.sent_at).length;
  const isThisWeek = matchPreset({ from, to }, today) === 'this-week';

  return (
    <PageFrame title="My Week">
      <CalendarToolbar
        range={{ from, to }}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={view.setRange}
        note={
          <>
            <span>Times in {timeZone}</span>
            {viewer && (
              <>
                <span aria-hidden>—</span>
                <Link to={paths.profileSettings(viewer.userName)} className={styles.link}>
                  change in your settings
                </Link>
              </>
            )}
          </>
        }
      >
        {state.status === 'ready' && (
          <p className={styles.summary} aria-live="polite">
            {rows.length} {rows.length === 1 ? 'event' : 'events'}, {reminders}{' '}
            {reminders === 1 ? 'reminder' : 'reminders'}
          </p>
        )}
      </CalendarToolbar>
      {state.data && <Scope week={state.data} />}
      {state.status === 'ready' && state.data?.sample && (
        <SampleDataNote description="Made up by TapeTV for the demo: the economic, earnings, dividend, split and IPO rows. Holidays and futures expiries are computed from the exchanges’ rules.">
          Some rows are made-up demo data, not real releases or company events.
        </SampleDataNote>
      )}
      <CalendarTable
        caption="Your events by day, at their time in your zone"
        columns={columns(timeZone, today, now)}
        rows={rows}
        rowKey={rowKey}
        groupBy={groupOf}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        empty={
          <div className={styles.empty}>
            <p>
              Nothing on your calendars {isThisWeek ? 'this week' : 'in this range'} — add symbols
              to a watchlist.
            </p>
            <Button asChild variant="secondary">
              <Link to={paths.watchlist}>Go to your watchlists</Link>
            </Button>
          </div>
        }
      />
      <CalendarSubscriptionPanel />
    </PageFrame>
  );
}

const rowKey = (row: MyWeekRow) => row.item.key;
const groupOf = (row: MyWeekRow) => dayHeading(row.day);

/** What the list is chosen by: the member's symbols, their releases' countries, their exchanges. */
function Scope({ week }: { week: MyWeek }) {
  const shown = week.symbols.slice(0, SYMBOLS_SHOWN);
  const more = week.symbols.length - shown.length;
  return (
    <dl className={styles.scope} data-slot="my-week-scope">
      <div className={styles.scopeItem}>
        <dt>Symbols</dt>
        <dd>
          {week.symbols.length === 0 ? (
            <>
              None in your watchlists yet — <Link to={paths.watchlist}>add some</Link>
            </>
          ) : (
            <>
              {shown.join(', ')}
              {more > 0 && ` and ${more} more`}
            </>
          )}
        </dd>
      </div>
      <div className={styles.scopeItem}>
        <dt>Countries</dt>
        <dd>{week.countries.length > 0 ? week.countries.join(', ') : 'None'}</dd>
      </div>
      <div className={styles.scopeItem}>
        <dt>Exchanges</dt>
        <dd>{week.exchanges.length > 0 ? week.exchanges.join(', ') : 'None'}</dd>
      </div>
    </dl>
  );
}

/**
 * Whether an event has begun at `now`: a timed one at its instant, an all-day one at the start
 * of its day (the member's today or before).
 */
const hasStarted = (row: MyWeekRow, today: string, now: Date) =>
  row.item.at === null ? row.item.date <= today : Date.parse(row.item.at) <= now.getTime();

function columns(timeZone: string, today: string, now: Date): CalendarColumn<MyWeekRow>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      priority: 'key',
      width: 'var(--space-16)',
      cell: ({ item }) =>
        item.at === null ? (
          <span className={styles.allDay}>All day</span>
        ) : (
          <time dateTime={item.at} className={styles.time}>
            {formatEventTime(item.at, timeZone)}
          </time>
        ),
    },
    {
      id: 'kind',
      header: 'Calendar',
      priority: 'extra',
      width: 'var(--space-16)',
      cell: ({ item }) => (
        <Badge data-kind={item.kind} className={styles.kind}>
          {myWeekKindLabel(item.kind)}
        </Badge>
      ),
    },
    {
      id: 'event',
      header: 'Event',
      priority: 'key',
      // The title and its links take what the short columns leave.
      width: '40%',
      cell: ({ item }) => (
        <span className={styles.event}>
          <span className={styles.title}>{item.title}</span>
          <span className={styles.meta}>
            {item.symbol && (
              <Link to={paths.symbol(item.symbol)} className={styles.symbol}>
                ${item.symbol}
              </Link>
            )}
            <Link to={item.href} className={styles.link}>
              {myWeekKindLabel(item.kind)} calendar
            </Link>
          </span>
        </span>
      ),
    },
    {
      id: 'market',
      header: 'Market',
      priority: 'extra',
      cell: ({ item }) => (
        <span className={styles.market}>
          {item.country && <span className={styles.code}>{item.country}</span>}
          {item.exchange && <span>{item.exchange}</span>}
        </span>
      ),
    },
    {
      id: 'importance',
      header: 'Importance',
      priority: 'extra',
      cell: ({ item }) =>
        item.kind === 'economic' && item.importance !== null ? (
          <Importance level={item.importance as ImportanceLevel} />
        ) : null,
    },
    {
      id: 'reminder',
      header: 'Reminder',
      priority: 'key',
      align: 'end',
      cell: (row) =>
        row.item.reminder?.sent_at || !hasStarted(row, today, now) ? (
          <CalendarReminderControl event={row.item} now={now} />
        ) : null,
    },
  ];
}

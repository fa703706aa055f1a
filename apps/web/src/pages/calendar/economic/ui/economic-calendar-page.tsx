import { Button } from '@tapetv/ui/button';
import {
  type CalendarColumn,
  CalendarTable,
  Importance,
  type ImportanceLevel,
  SurpriseValue,
} from '@tapetv/ui/calendar-table';
import { MultiSelectFilter } from '@tapetv/ui/multi-select-filter';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  addDaysIso,
  calendarKey,
  dayHeading,
  type EconomicCountry,
  type EconomicEvent,
  economicCalendarAtomFamily,
  figureDigits,
  formatEventTime,
  formatFigure,
  latestEconomicCalendarAtom,
  loadEconomicCalendarAtom,
  useCalendarToday,
  useEconomicCalendarView,
} from '@/entities/calendar';
import { memberTimeZoneAtom, viewerAtom } from '@/entities/session';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { CalendarToolbar, SampleDataNote } from '@/widgets/calendar-toolbar';
import styles from './economic-calendar-page.module.css';
import { EventHistoryDialog } from './event-history-dialog.tsx';

/**
 * The economic call's longest range: DATA_CALENDAR_DAYS_MAX in the server's schema (the generated
 * limits cover request bodies only, so it is repeated here).
 */
const MAX_DAYS = 31;
/** The default view: today and the six days after it. */
const DEFAULT_DAYS = 7;

const IMPORTANCE_OPTIONS = [
  { value: '3', label: 'High' },
  { value: '2', label: 'Medium' },
  { value: '1', label: 'Low' },
];

/**
 * Economic releases and central-bank events (`/economic-calendar`): the range's events on the
 * days of the member's zone, at their time there, with importance and actual against forecast,
 * filtered by country and importance. A row opens the indicator's earlier releases.
 */
export function EconomicCalendarPage() {
  usePageTitle('Economic Calendar');
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const viewer = useAtomValue(viewerAtom);
  // Today in the member's zone: the presets count from it.
  const { today, defaults } = useCalendarToday(timeZone, DEFAULT_DAYS);
  const view = useEconomicCalendarView(defaults, timeZone);
  const { query, setRange } = view;
  const state = useAtomValue(economicCalendarAtomFamily(calendarKey(query)));
  const load = useSetAtom(loadEconomicCalendarAtom);
  const [opened, setOpened] = useState<EconomicEvent | null>(null);

  useEffect(() => {
    void load(query);
  }, [load, query]);

  const latest = useAtomValue(latestEconomicCalendarAtom);
  const countries = state.data?.countries ?? latest?.countries ?? [];
  const rows = state.data?.data ?? [];
  const filtered = view.countries.length > 0 || view.importance.length > 0;
  const columns = useMemo(() => eventColumns(timeZone, countries), [timeZone, countries]);

  return (
    <PageFrame title="Economic Calendar">
      <CalendarToolbar
        range={query}
        today={today}
        maxDays={MAX_DAYS}
        onRangeChange={setRange}
        feed={{
          view: 'economic',
          filters: {
            countries: view.countries.join(','),
            importance: view.importance.join(','),
          },
        }}
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
        <MultiSelectFilter
          label="Country"
          options={countries.map((country) => ({
            value: country.code,
            label: country.name,
            hint: country.code,
          }))}
          value={[...view.countries]}
          onValueChange={view.setCountries}
        />
        <MultiSelectFilter
          label="Importance"
          options={IMPORTANCE_OPTIONS}
          value={[...view.importance]}
          onValueChange={view.setImportance}
        />
        {state.status === 'ready' && (
          <p className={styles.summary} aria-live="polite">
            {rows.length} {rows.length === 1 ? 'event' : 'events'}
          </p>
        )}
      </CalendarToolbar>
      {state.status === 'ready' && state.data?.sample && (
        <SampleDataNote description="Made up by TapeTV for the demo, not real economic releases.">
          These rows are made-up demo data, not real releases or forecasts.
        </SampleDataNote>
      )}
      <CalendarTable
        caption="Economic events by day, at their time in your zone"
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.id)}
        groupBy={(row) => dayHeading(row.date)}
        status={state.status === 'error' ? 'error' : state.data ? 'ready' : 'loading'}
        error={state.error ?? undefined}
        onRetry={() => void load(query, true)}
        onRowClick={setOpened}
        empty={
          filtered ? (
            <div className={styles.empty}>
              <p>No event in this range matches the filters.</p>
              <Button variant="secondary" onClick={view.clearFilters}>
                Show every event
              </Button>
            </div>
          ) : (
            <div className={styles.empty}>
              <p>No release or central-bank event is scheduled in this range.</p>
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
      <EventHistoryDialog
        event={opened}
        timeZone={timeZone}
        countryName={countries.find((country) => country.code === opened?.country)?.name}
        onClose={() => setOpened(null)}
      />
    </PageFrame>
  );
}

/** A release's figure with its unit, its decimals shared with the release's other figures. */
const figure = (row: EconomicEvent, value: number | null) =>
  formatFigure(value, row.unit, figureDigits([row.actual, row.forecast, row.previous], row.unit));

function eventColumns(
  timeZone: string,
  countries: readonly EconomicCountry[],
): CalendarColumn<EconomicEvent>[] {
  const names = new Map(countries.map((country) => [country.code, country.name]));
  return [
    {
      id: 'time',
      header: 'Time',
      priority: 'key',
      width: 'var(--space-16)',
      cell: (row) =>
        row.all_day ? (
          <span className={styles.allDay}>All day</span>
        ) : (
          <time dateTime={row.scheduled_at} className={styles.time}>
            {formatEventTime(row.scheduled_at, timeZone)}
          </time>
        ),
    },
    {
      id: 'country',
      header: 'Country',
      priority: 'key',
      cell: (row) => (
        <span className={styles.country}>
          <abbr title={names.get(row.country)} className={styles.code}>
            {row.country}
          </abbr>
          {row.currency && <span className={styles.currency}>{row.currency}</span>}
        </span>
      ),
    },
    {
      id: 'importance',
      header: 'Importance',
      priority: 'extra',
      cell: (row) => <Importance level={row.importance as ImportanceLevel} />,
    },
    {
      id: 'event',
      header: 'Event',
      priority: 'key',
      cell: (row) => (
        <span className={styles.event}>
          <span>{row.event}</span>
          {row.period && <span className={styles.period}>{row.period}</span>}
        </span>
      ),
    },
    {
      id: 'actual',
      header: 'Actual',
      priority: 'key',
      align: 'end',
      cell: (row) => (
        <SurpriseValue
          actual={row.actual}
          forecast={row.forecast}
          display={figure(row, row.actual)}
          higherIsBetter={row.higher_is_better}
          className={styles.figure}
        />
      ),
    },
    {
      id: 'forecast',
      header: 'Forecast',
      priority: 'extra',
      align: 'end',
      cell: (row) => <span className={styles.figure}>{figure(row, row.forecast)}</span>,
    },
    {
      id: 'previous',
      header: 'Previous',
      priority: 'extra',
      align: 'end',
      cell: (row) => <span className={styles.figure}>{figure(row, row.previous)}</span>,
    },
  ];
}

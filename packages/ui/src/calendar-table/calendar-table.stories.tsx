import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { phone } from '../lib/story-helpers.ts';
import {
  type CalendarColumn,
  CalendarTable,
  Importance,
  type ImportanceLevel,
  SurpriseValue,
} from './calendar-table.tsx';

// Sample rows, shaped like the holiday calendar's: stories never show real data.
interface Holiday {
  id: string;
  date: string;
  exchange: string;
  country: string;
  name: string;
  /** Early close, local time; null when closed all day. */
  closes: string | null;
  zone: string;
}

const holiday = ({ id, ...overrides }: Partial<Holiday> & { id: string }): Holiday => ({
  id,
  date: '2026-11-26',
  exchange: 'NYSE',
  country: 'US',
  name: 'Thanksgiving Day',
  closes: null,
  zone: 'America/New_York',
  ...overrides,
});

const holidays: Holiday[] = [
  holiday({ id: 'nyse-1126' }),
  holiday({ id: 'nasdaq-1126', exchange: 'Nasdaq' }),
  holiday({ id: 'nyse-1127', date: '2026-11-27', name: 'Day after Thanksgiving', closes: '13:00' }),
  holiday({
    id: 'nasdaq-1127',
    date: '2026-11-27',
    exchange: 'Nasdaq',
    name: 'Day after Thanksgiving',
    closes: '13:00',
  }),
  holiday({
    id: 'xetra-1224',
    date: '2026-12-24',
    exchange: 'Xetra',
    country: 'DE',
    name: 'Christmas Eve',
    zone: 'Europe/Berlin',
  }),
  holiday({
    id: 'lse-1224',
    date: '2026-12-24',
    exchange: 'LSE',
    country: 'GB',
    name: 'Christmas Eve',
    closes: '12:30',
    zone: 'Europe/London',
  }),
  holiday({
    id: 'tse-1231',
    date: '2026-12-31',
    exchange: 'TSE',
    country: 'JP',
    name: 'New Year’s Eve',
    zone: 'Asia/Tokyo',
  }),
];

const dayHeading = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const byDay = (row: { date: string }) => dayHeading.format(new Date(`${row.date}T00:00:00Z`));

const columns: CalendarColumn<Holiday>[] = [
  {
    id: 'exchange',
    header: 'Exchange',
    priority: 'key',
    width: '25%',
    cell: (row) => `${row.country} · ${row.exchange}`,
  },
  { id: 'holiday', header: 'Holiday', priority: 'key', cell: (row) => row.name },
  {
    id: 'trading',
    header: 'Trading',
    priority: 'key',
    cell: (row) => (row.closes ? `Closes early at ${row.closes}` : 'Closed'),
  },
  { id: 'zone', header: 'Local time zone', priority: 'extra', cell: (row) => row.zone },
];

const HolidayTable = CalendarTable<Holiday>;

const meta = {
  title: 'ui/CalendarTable',
  component: HolidayTable,
  args: {
    caption: 'Exchange closures and early closes, by day',
    columns,
    rows: holidays,
    rowKey: (row: Holiday) => row.id,
    groupBy: byDay,
    status: 'ready',
  },
} satisfies Meta<typeof HolidayTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="calendar-table-row"]'));

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Exchange closures and early closes, by day' });
    for (const name of ['Exchange', 'Holiday', 'Trading', 'Local time zone']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    const headings = canvasElement.querySelectorAll('[data-slot="calendar-table-group"]');
    await expect(Array.from(headings, (row) => row.textContent)).toEqual([
      'Thursday, 26 November 2026',
      'Friday, 27 November 2026',
      'Thursday, 24 December 2026',
      'Thursday, 31 December 2026',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(7);
    await expect(canvas.getAllByText('Closes early at 13:00')).toHaveLength(2);
  },
};

/** Rows open a detail: click, or Tab to the table, arrows, then Enter or Space. */
export const ClickableRows: Story = {
  args: { onRowClick: fn() },
  play: async ({ args, canvasElement, userEvent }) => {
    const [first, second] = bodyRows(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowClick).toHaveBeenLastCalledWith(holidays[1]);
    await userEvent.keyboard(' ');
    await expect(args.onRowClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="calendar-table-skeleton"]'),
    ).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <div style={{ display: 'grid', justifyItems: 'center', gap: 'var(--space-2)' }}>
        <p style={{ margin: 0 }}>No exchange closes on a weekday in this range.</p>
        <Button variant="secondary" size="sm">
          Show the next 12 months
        </Button>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No exchange closes on a weekday in this range.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show the next 12 months' })).toBeVisible();
  },
};

// Not named `Error`, which would shadow the global.
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', rows: [], error: 'The calendar service did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The calendar service did not answer.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const EXCHANGES = [
  'NYSE',
  'Nasdaq',
  'LSE',
  'Xetra',
  'Euronext',
  'TSE',
  'HKEX',
  'SSE',
  'ASX',
  'TSX',
];

/** 2,000 sample rows over 200 days, ten a day. */
const manyHolidays: Holiday[] = Array.from({ length: 2000 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(index / 10) * 86_400_000);
  return holiday({
    id: `row-${index}`,
    date: day.toISOString().slice(0, 10),
    exchange: EXCHANGES[index % 10] ?? 'NYSE',
    name: `Sample closure ${index + 1}`,
    closes: index % 3 === 0 ? '13:00' : null,
  });
});

/**
 * 2,000 rows: only those near the viewport are in the page, between spacer rows; the header sticks
 * while the page scrolls. Its play function is the test; a screenshot would be a very tall blank.
 */
export const ManyRows: Story = {
  tags: ['no-visual'],
  args: { rows: manyHolidays, caption: 'Sample closures, by day' },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', String(2000 + 200 + 1));
    await waitFor(() => expect(bodyRows(canvasElement).length).toBeGreaterThan(0));
    await expect(bodyRows(canvasElement).length).toBeLessThan(200);
    await expect(canvas.queryByText('Sample closure 2000')).toBeNull();
    // Scrolling to the end brings the last rows in.
    window.scrollTo({ top: document.documentElement.scrollHeight });
    await waitFor(() => expect(canvas.getByText('Sample closure 2000')).toBeInTheDocument());
    await expect(bodyRows(canvasElement).length).toBeLessThan(200);
    window.scrollTo({ top: 0 });
  },
};

// An economic calendar's rows: importance, and the actual figure against the forecast.
interface EconomicEvent {
  id: string;
  date: string;
  time: string;
  country: string;
  event: string;
  importance: ImportanceLevel;
  actual: number | null;
  forecast: number | null;
  previous: number | null;
  unit: string;
  higherIsBetter: boolean;
}

const economicEvent = ({
  id,
  ...overrides
}: Partial<EconomicEvent> & { id: string }): EconomicEvent => ({
  id,
  date: '2026-11-26',
  time: '13:30',
  country: 'US',
  event: 'Initial jobless claims',
  importance: 2,
  actual: 221,
  forecast: 230,
  previous: 228,
  unit: 'K',
  higherIsBetter: false,
  ...overrides,
});

const events: EconomicEvent[] = [
  economicEvent({ id: 'claims' }),
  economicEvent({
    id: 'gdp',
    event: 'GDP growth (q/q, annualised)',
    importance: 3,
    actual: 2.4,
    forecast: 2.8,
    previous: 3.1,
    unit: '%',
    higherIsBetter: true,
  }),
  economicEvent({
    id: 'ifo',
    country: 'DE',
    time: '09:00',
    event: 'Ifo business climate',
    importance: 1,
    actual: 88.4,
    forecast: 88.4,
    previous: 87.9,
    unit: '',
    higherIsBetter: true,
  }),
  economicEvent({
    id: 'payrolls',
    date: '2026-11-27',
    event: 'Nonfarm payrolls',
    importance: 3,
    actual: 254,
    forecast: 140,
    previous: 223,
    higherIsBetter: true,
  }),
  economicEvent({
    id: 'unemployment',
    date: '2026-11-27',
    event: 'Unemployment rate',
    importance: 3,
    actual: null,
    forecast: 4.2,
    previous: 4.1,
    unit: '%',
  }),
];

const figure = (value: number | null, unit: string) => (value === null ? '—' : `${value}${unit}`);

const eventColumns: CalendarColumn<EconomicEvent>[] = [
  {
    id: 'time',
    header: 'Time',
    priority: 'key',
    width: 'var(--space-16)',
    cell: (row) => row.time,
  },
  { id: 'country', header: 'Country', priority: 'extra', cell: (row) => row.country },
  { id: 'event', header: 'Event', priority: 'key', cell: (row) => row.event },
  {
    id: 'importance',
    header: 'Importance',
    priority: 'extra',
    align: 'center',
    cell: (row) => <Importance level={row.importance} />,
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
        display={figure(row.actual, row.unit)}
        higherIsBetter={row.higherIsBetter}
      />
    ),
  },
  {
    id: 'forecast',
    header: 'Forecast',
    priority: 'key',
    align: 'end',
    cell: (row) => figure(row.forecast, row.unit),
  },
  {
    id: 'previous',
    header: 'Previous',
    priority: 'extra',
    align: 'end',
    cell: (row) => figure(row.previous, row.unit),
  },
];

/**
 * Importance as filled bars out of three; the actual figure coloured against its forecast with an
 * arrow and words for screen readers. Claims below forecast are good news (lower is better).
 */
export const WithImportanceAndSurprise: Story = {
  render: () => (
    <CalendarTable<EconomicEvent>
      caption="Economic events, by day"
      columns={eventColumns}
      rows={events}
      rowKey={(row) => row.id}
      groupBy={byDay}
      status="ready"
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('img', { name: 'High importance' })).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Medium importance' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Low importance' })).toBeVisible();
    const values = canvasElement.querySelectorAll('[data-slot="surprise-value"]');
    await expect(Array.from(values, (value) => value.getAttribute('data-surprise'))).toEqual([
      'better',
      'worse',
      'none',
      'better',
      'none',
    ]);
    await expect(values[0]).toHaveTextContent('221K, below the forecast (better)');
    await expect(values[1]).toHaveTextContent('2.4%, below the forecast (worse)');
  },
};

export const Dark: Story = {
  ...WithImportanceAndSurprise,
  play: undefined,
  globals: { theme: 'dark' },
};

/** On a phone the `extra` columns drop out; the key ones stay. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Exchange' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Trading' })).toBeVisible();
    // Hidden from everyone, not only from the eye.
    await expect(canvas.queryByRole('columnheader', { name: 'Local time zone' })).toBeNull();
    await expect(canvas.getByText('Local time zone')).not.toBeVisible();
  },
};

/** The same on a phone with the economic columns: time, event, actual and forecast stay. */
export const PhoneWithImportanceAndSurprise: Story = {
  ...phone,
  render: WithImportanceAndSurprise.render,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Actual' })).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Previous' })).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'High importance' })).toBeNull();
  },
};

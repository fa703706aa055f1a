import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  type CalendarColumn,
  CalendarTable,
  type CalendarTableProps,
  Importance,
  SurpriseValue,
  surpriseOf,
} from './calendar-table.tsx';

interface Holiday {
  id: string;
  day: string;
  exchange: string;
  name: string;
  closes: string | null;
}

const holiday = ({ id, ...overrides }: Partial<Holiday> & { id: string }): Holiday => ({
  id,
  day: 'Thursday, 26 November 2026',
  exchange: 'NYSE',
  name: 'Thanksgiving Day',
  closes: null,
  ...overrides,
});

const columns: CalendarColumn<Holiday>[] = [
  { id: 'exchange', header: 'Exchange', priority: 'key', cell: (row) => row.exchange },
  { id: 'holiday', header: 'Holiday', priority: 'key', cell: (row) => row.name },
  {
    id: 'trading',
    header: 'Trading',
    priority: 'key',
    align: 'end',
    cell: (row) => (row.closes ? `Closes at ${row.closes}` : 'Closed'),
  },
  { id: 'zone', header: 'Time zone', priority: 'extra', cell: () => 'America/New_York' },
];

const rows: Holiday[] = [
  holiday({ id: 'nyse-1126' }),
  holiday({ id: 'nasdaq-1126', exchange: 'Nasdaq' }),
  holiday({
    id: 'nyse-1127',
    day: 'Friday, 27 November 2026',
    name: 'Day after Thanksgiving',
    closes: '13:00',
  }),
];

function renderTable(props: Partial<CalendarTableProps<Holiday>> = {}) {
  return render(
    <CalendarTable
      caption="Exchange holidays"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      groupBy={(row) => row.day}
      status="ready"
      {...props}
    />,
  );
}

const bodyRows = () => document.querySelectorAll('[data-slot="calendar-table-row"]');

describe('CalendarTable', () => {
  it('renders the column headers, a heading for each day and the cells', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Exchange holidays' });
    for (const name of ['Exchange', 'Holiday', 'Trading', 'Time zone']) {
      expect(within(table).getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const headings = document.querySelectorAll('[data-slot="calendar-table-group"]');
    expect(Array.from(headings, (row) => row.textContent)).toEqual([
      'Thursday, 26 November 2026',
      'Friday, 27 November 2026',
    ]);
    // Each day is its own row group, its heading first.
    const groups = table.querySelectorAll('tbody');
    expect(groups).toHaveLength(2);
    expect(within(groups[0] as HTMLElement).getAllByRole('row')).toHaveLength(3);
    expect(bodyRows()).toHaveLength(3);
    const early = within(bodyRows()[2] as HTMLElement);
    expect(early.getByRole('cell', { name: 'Day after Thanksgiving' })).toBeInTheDocument();
    expect(early.getByRole('cell', { name: 'Closes at 13:00' })).toBeInTheDocument();
  });

  it('stripes rows by their place in their day', () => {
    renderTable();
    expect(Array.from(bodyRows(), (row) => row.hasAttribute('data-odd'))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('shows skeleton rows shaped like the columns while loading', () => {
    renderTable({ status: 'loading', rows: [] });
    const table = screen.getByRole('table', { name: 'Exchange holidays (loading)' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const skeletons = document.querySelectorAll('[data-slot="calendar-table-skeleton"]');
    expect(skeletons).toHaveLength(5);
    expect(skeletons[0]?.querySelectorAll('td')).toHaveLength(columns.length);
    expect(bodyRows()).toHaveLength(0);
  });

  it('shows what to do next when there are no rows', () => {
    renderTable({ rows: [], empty: 'No exchange closes in this range. Try a longer range.' });
    expect(screen.getByText('No exchange closes in this range. Try a longer range.')).toBeVisible();
  });

  it('shows a default empty text, or the node it is given', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('Nothing in this range')).toBeVisible();
    unmount();
    renderTable({ rows: [], empty: <button type="button">Show the next 12 months</button> });
    expect(screen.getByRole('button', { name: 'Show the next 12 months' })).toBeVisible();
  });

  it('shows the error and retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ status: 'error', error: 'The calendar service did not answer.', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('The calendar service did not answer.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(bodyRows()).toHaveLength(0);
  });

  it('opens a row by click, Enter or Space, and moves between rows with the arrows', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    const [first, second, third] = Array.from(bodyRows()) as HTMLElement[];
    // One Tab stop for the rows.
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.click(within(first as HTMLElement).getByText('Thanksgiving Day'));
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    expect(onRowClick).toHaveBeenCalledTimes(3);
  });

  it('leaves rows out of the tab order without onRowClick', () => {
    renderTable();
    for (const row of bodyRows()) expect(row).not.toHaveAttribute('tabindex');
  });

  it('renders only the rows near the viewport for a long list', () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      holiday({
        id: `row-${index}`,
        day: `Day ${Math.floor(index / 10) + 1}`,
        name: `Event ${index}`,
      }),
    );
    renderTable({ rows: many });
    const rendered = bodyRows().length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(200);
    expect(screen.getByText('Event 0')).toBeInTheDocument();
    expect(screen.queryByText('Event 1999')).toBeNull();
    // The table still counts every row (2,000 rows, 200 day headings, the header row).
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '2201');
    // Spacer rows keep the table as tall as all its rows.
    expect(document.querySelector('[data-slot="calendar-table-spacer"]')).toBeInTheDocument();
  });

  it('renders every row up to virtualizeOver', () => {
    const some = Array.from({ length: 60 }, (_, index) => holiday({ id: `row-${index}` }));
    renderTable({ rows: some });
    expect(bodyRows()).toHaveLength(60);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-rowcount');
  });
});

describe('Importance', () => {
  it('names the level and fills that many bars of three', () => {
    render(
      <>
        <Importance level={3} />
        <Importance level={2} />
        <Importance level={1} />
      </>,
    );
    for (const [name, filled] of [
      ['High importance', 3],
      ['Medium importance', 2],
      ['Low importance', 1],
    ] as const) {
      const marker = screen.getByRole('img', { name });
      expect(marker.querySelectorAll('[data-slot="importance-bar"]')).toHaveLength(3);
      expect(marker.querySelectorAll('[data-filled]')).toHaveLength(filled);
    }
  });
});

describe('surpriseOf', () => {
  it('compares the actual with the forecast for the reader', () => {
    expect(surpriseOf(3.2, 3.0)).toBe('better');
    expect(surpriseOf(2.8, 3.0)).toBe('worse');
    expect(surpriseOf(4.1, 4.3, false)).toBe('better');
    expect(surpriseOf(4.5, 4.3, false)).toBe('worse');
    expect(surpriseOf(3, 3)).toBe('none');
    expect(surpriseOf(null, 3)).toBe('none');
    expect(surpriseOf(3, null)).toBe('none');
  });
});

describe('SurpriseValue', () => {
  it('says above or below the forecast in words and with an arrow, not colour alone', () => {
    render(
      <ul>
        <li>
          <SurpriseValue actual={254} forecast={140} display="254K" />
        </li>
        <li>
          <SurpriseValue actual={4.5} forecast={4.3} display="4.5%" higherIsBetter={false} />
        </li>
        <li>
          <SurpriseValue actual={null} forecast={4.3} display="—" />
        </li>
      </ul>,
    );
    const [jobs, unemployment, pending] = screen.getAllByRole('listitem');
    expect(jobs).toHaveTextContent('▲254K, above the forecast (better)');
    expect(jobs?.querySelector('[data-surprise]')).toHaveAttribute('data-surprise', 'better');
    expect(unemployment).toHaveTextContent('▲4.5%, above the forecast (worse)');
    expect(unemployment?.querySelector('[data-surprise]')).toHaveAttribute(
      'data-surprise',
      'worse',
    );
    expect(pending).toHaveTextContent(/^—$/);
  });
});

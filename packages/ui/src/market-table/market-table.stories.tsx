import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { marketRow, marketRows, watchlistRows } from '../lib/market-fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import {
  type MarketSort,
  MarketTable,
  type MarketTableRow,
  type MarketTalk,
} from './market-table.tsx';

// Stories must not navigate the test page away: links report where they would go instead.
const navigate = fn();
const StoryLink = ({ href, onClick, ...props }: ComponentProps<'a'> & { href: string }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
  />
);

/** The tickers of the body's rows, top to bottom. */
const tickers = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll<HTMLElement>('[data-slot="market-table-row"]'),
    (row) => row.querySelector('[data-slot="market-table-ticker"]')?.textContent,
  );

const rowOf = (canvasElement: HTMLElement, id: number) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="market-table-row"][data-id="${id}"]`);

const meta = {
  title: 'ui/MarketTable',
  component: MarketTable,
  args: {
    rows: marketRows,
    caption: 'Most active',
    linkComponent: StoryLink,
    onSelect: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof MarketTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Most active' });
    for (const name of ['Symbol', 'Last', 'Change', 'Change %', 'High', 'Low', 'Volume']) {
      await expect(within(table).getByRole('columnheader', { name })).toBeVisible();
    }
    await expect(tickers(canvasElement)).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'SAP.DE',
      'TSLA',
      'DOGE',
    ]);
    const apple = within(rowOf(canvasElement, 1) as HTMLElement);
    await expect(apple.getByRole('link', { name: 'AAPL' })).toHaveAttribute(
      'href',
      '/symbols/AAPL',
    );
    await expect(apple.getByText('$189.12')).toBeVisible();
    await expect(apple.getByText('+2.25')).toBeVisible();
    await expect(apple.getByText('up 1.20%')).toBeInTheDocument();
    await expect(apple.getByText('52.3M')).toBeVisible();
    // A market that is not trading says so in words.
    await expect(within(rowOf(canvasElement, 4) as HTMLElement).getByText('Closed')).toBeVisible();
    await expect(within(rowOf(canvasElement, 4) as HTMLElement).getByText('€176.82')).toBeVisible();
    // A small coin keeps its decimals.
    await expect(within(rowOf(canvasElement, 6) as HTMLElement).getByText('$0.1634')).toBeVisible();
  },
};

/** Every row up: green (or blue) with ▲ and +. */
export const Gainers: Story = {
  args: {
    caption: 'Top gainers',
    rows: marketRows.filter((row) => row.change > 0).map((row) => ({ ...row, marketOpen: true })),
  },
  play: async ({ canvasElement }) => {
    for (const cell of canvasElement.querySelectorAll('[data-slot="market-table-change"]')) {
      await expect(cell).toHaveAttribute('data-direction', 'up');
      await expect(cell.textContent).toMatch(/^\+/);
    }
  },
};

/** Every row down: orange with ▼ and −. */
export const Losers: Story = {
  args: { caption: 'Top losers', rows: marketRows.filter((row) => row.change < 0) },
  play: async ({ canvasElement }) => {
    for (const cell of canvasElement.querySelectorAll('[data-slot="market-table-change"]')) {
      await expect(cell).toHaveAttribute('data-direction', 'down');
      await expect(cell.textContent).toMatch(/^−/);
    }
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="market-table-skeleton"]'),
    ).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'No symbols in this market yet. Try another region.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No symbols in this market yet. Try another region.'),
    ).toBeVisible();
  },
};

export const WithError: Story = {
  args: { rows: [], error: 'The quotes service did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The quotes service did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The selected row is marked (aria-selected, a bar and a tint) and is the table's Tab stop. */
export const SelectedRow: Story = {
  args: { selectedId: 3 },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 3);
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(row).toHaveAttribute('data-selected');
    await expect(row).toHaveAttribute('tabindex', '0');
    await expect(rowOf(canvasElement, 1)).toHaveAttribute('aria-selected', 'false');
    await expect(rowOf(canvasElement, 1)).toHaveAttribute('tabindex', '-1');
  },
};

/** A click anywhere on a row selects it; a click on the ticker follows its link instead. */
export const ClickToSelect: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const tesla = rowOf(canvasElement, 5) as HTMLElement;
    await userEvent.click(within(tesla).getByText('Tesla, Inc.'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 5 }));
    await expect(tesla).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(rowOf(canvasElement, 2) as HTMLElement).getByRole('link'));
    await expect(navigate).toHaveBeenLastCalledWith('/symbols/MSFT');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Arrow keys move between rows, Home/End jump, Enter or Space selects. */
export const KeyboardSelect: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    // The rows' one Tab stop comes after the seven sort buttons and the first row's link.
    for (let step = 0; step < 8; step += 1) await userEvent.tab();
    await expect(rowOf(canvasElement, 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rowOf(canvasElement, 3)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 3 }));
    await expect(rowOf(canvasElement, 3)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(rowOf(canvasElement, 6)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 6 }));
  },
};

/** Sorted from the start (uncontrolled `defaultSort`): biggest gain first. */
export const Sorted: Story = {
  args: { defaultSort: { key: 'changePct', direction: 'desc' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: /change %/i })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(tickers(canvasElement)).toEqual([
      'NVDA',
      'DOGE',
      'AAPL',
      'SAP.DE',
      'MSFT',
      'TSLA',
    ]);
  },
};

/** A header's button sorts by its column; again flips the order. */
export const SortByHeader: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Symbol' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'symbol', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(tickers(canvasElement)).toEqual([
      'AAPL',
      'DOGE',
      'MSFT',
      'NVDA',
      'SAP.DE',
      'TSLA',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Symbol' }));
    await expect(canvas.getByRole('columnheader', { name: 'Symbol' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(tickers(canvasElement)).toEqual([
      'TSLA',
      'SAP.DE',
      'NVDA',
      'MSFT',
      'DOGE',
      'AAPL',
    ]);
    // A figure starts largest first; the other headers drop their aria-sort.
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'price', direction: 'desc' });
    await expect(canvas.getByRole('columnheader', { name: 'Symbol' })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(tickers(canvasElement)).toEqual([
      'NVDA',
      'MSFT',
      'AAPL',
      'SAP.DE',
      'TSLA',
      'DOGE',
    ]);
  },
};

/** The owner keeps the order (e.g. in the URL) and can reset it. */
export const ControlledSort: Story = {
  render: (args) => {
    const [sort, setSort] = useState<MarketSort | null>({ key: 'volume', direction: 'desc' });
    return (
      <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
        <button type="button" onClick={() => setSort(null)} style={{ justifySelf: 'start' }}>
          Reset order
        </button>
        <MarketTable {...args} sort={sort} onSortChange={setSort} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(tickers(canvasElement)).toEqual([
      'DOGE',
      'TSLA',
      'AAPL',
      'NVDA',
      'MSFT',
      'SAP.DE',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Volume' }));
    await expect(tickers(canvasElement)).toEqual([
      'SAP.DE',
      'MSFT',
      'NVDA',
      'AAPL',
      'TSLA',
      'DOGE',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset order' }));
    await expect(tickers(canvasElement)).toEqual([
      'AAPL',
      'MSFT',
      'NVDA',
      'SAP.DE',
      'TSLA',
      'DOGE',
    ]);
  },
};

/** Fixed ticks for the live story: Apple up, then down; Tesla up. */
const TICKS: Array<Record<number, number>> = [{ 1: 189.47, 5: 171.4 }, { 1: 188.9 }];

function LiveTable({
  talkTicks = [],
  ...props
}: ComponentProps<typeof MarketTable> & {
  /** Talk that arrives with each tick, by row id. */
  talkTicks?: Array<Record<number, MarketTalk>>;
}) {
  const [tick, setTick] = useState(0);
  const rows = props.rows.map((row): MarketTableRow => {
    let price = row.price;
    for (const moves of TICKS.slice(0, tick)) price = moves[Number(row.id)] ?? price;
    let talk = row.talk;
    for (const moves of talkTicks.slice(0, tick)) talk = moves[Number(row.id)] ?? talk;
    const change = Number((price - (row.price - row.change)).toFixed(2));
    const changePct = Number(((change / (row.price - row.change)) * 100).toFixed(2));
    return { ...row, price, change, changePct, ...(talk === undefined ? {} : { talk }) };
  });
  return (
    <div style={{ display: 'grid', gap: 'var(--space-2)' }}>
      <button
        type="button"
        disabled={tick >= TICKS.length}
        onClick={() => setTick((count) => count + 1)}
        style={{ justifySelf: 'start' }}
      >
        Next tick
      </button>
      <MarketTable {...props} rows={rows} />
    </div>
  );
}

/**
 * Live prices: a moved price flashes its cell up or down (`data-flash`, restarted at every move;
 * no animation under reduced motion). Rows that did not move do not flash.
 */
export const LiveTick: Story = {
  render: (args) => <LiveTable {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const price = (id: number) =>
      rowOf(canvasElement, id)?.querySelector('[data-slot="market-table-price"]');
    await expect(price(1)).not.toHaveAttribute('data-flash');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
    await waitFor(() => expect(price(1)).toHaveAttribute('data-flash', 'up'));
    await expect(price(1)).toHaveTextContent('$189.47');
    await expect(price(5)).toHaveAttribute('data-flash', 'up');
    await expect(price(2)).not.toHaveAttribute('data-flash');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
    await waitFor(() => expect(price(1)).toHaveAttribute('data-flash', 'down'));
    await expect(price(1)).toHaveTextContent('$188.90');
    await expect(price(1)?.firstElementChild?.className).toMatch(/flashDown/);
  },
};

/** Up blue, down orange, for readers who cannot tell green from orange-red. */
export const ColourBlindPalette: Story = {
  args: { palette: 'colorblind', selectedId: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="market-table"]')).toHaveAttribute(
      'data-palette',
      'colorblind',
    );
  },
};

/** Without links the tickers are plain text; without trend data the column is left out. */
export const PlainRows: Story = {
  args: {
    rows: marketRows.map(({ href: _href, spark: _spark, ...row }) => row),
    onSelect: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Trend' })).toBeNull();
    // Nothing to select: the rows are not in the Tab order.
    await expect(canvas.getAllByRole('row')[1]).not.toHaveAttribute('tabindex');
  },
};

export const LongText: Story = {
  args: {
    rows: [
      marketRow({
        id: 1,
        symbol: 'BRK.B',
        name: 'Berkshire Hathaway Inc. Class B common stock, New York Stock Exchange listing',
        price: 412_345.67,
        change: -12_345.5,
        changePct: -2.91,
        volume: 987_654_321_000,
        high: null,
        low: null,
      }),
    ],
  },
};

export const ManyItems: Story = {
  args: {
    rows: Array.from({ length: 30 }, (_, index) =>
      marketRow({
        id: index + 1,
        symbol: `SYM${index + 1}`,
        name: `Company number ${index + 1}`,
        price: 50 + index * 7.5,
        change: index % 3 === 0 ? -1.25 : 0.75,
        changePct: index % 3 === 0 ? -1.1 : 0.6,
      }),
    ),
  },
};

export const Dark: Story = { args: { selectedId: 3 }, globals: { theme: 'dark' } };

/** A phone: symbol, price and changes only; High, Low, Volume and Trend are dropped. */
export const Phone: Story = {
  ...phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Change %' })).toBeVisible();
    const headers = Array.from(canvasElement.querySelectorAll('thead th'));
    for (const name of ['High', 'Low', 'Volume', 'Trend']) {
      const header = headers.find((th) => th.textContent === name);
      await expect(header).toBeDefined();
      await expect(header).not.toBeVisible();
    }
  },
};

/** The talk column's cells, top to bottom, as text (mentions, then the bullish share). */
const talkCells = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll<HTMLElement>('[data-slot="market-table-talk"]'),
    (cell) => cell.textContent,
  );

const headerNames = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('thead th'), (th) => th.textContent);

/**
 * A member's watchlist: the member's own order, and a "Talk today" column (after the changes)
 * with each symbol's mentions and, when posts took a side, the bullish share in words plus a
 * decorative bar. It sorts by mentions.
 */
export const Watchlist: Story = {
  args: { rows: watchlistRows, caption: 'My watchlist', onSelect: undefined },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(headerNames(canvasElement)).toEqual([
      'Symbol',
      'Last',
      'Change',
      'Change %',
      'Talk today',
      'High',
      'Low',
      'Volume',
      'Trend',
    ]);
    await expect(tickers(canvasElement)).toEqual(['NVDA', 'AAPL', 'TSLA', 'SAP.DE', 'DOGE']);
    const apple = within(rowOf(canvasElement, 1) as HTMLElement);
    await expect(apple.getByText('67% bullish')).toBeVisible();
    await expect(talkCells(canvasElement)).toEqual([
      '128 mentions81% bullish',
      '42 mentions67% bullish',
      '87 mentions35% bullish',
      // Named, but no post took a side: no share, no bar.
      '3 mentions',
      '0 mentions',
    ]);
    const bar = rowOf(canvasElement, 1)?.querySelector('[data-slot="market-table-talk-bar"]');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(
      rowOf(canvasElement, 4)?.querySelector('[data-slot="market-table-talk-bar"]'),
    ).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Talk today' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'talk', direction: 'desc' });
    await expect(canvas.getByRole('columnheader', { name: 'Talk today' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(tickers(canvasElement)).toEqual(['NVDA', 'TSLA', 'AAPL', 'SAP.DE', 'DOGE']);
    await userEvent.click(canvas.getByRole('button', { name: 'Talk today' }));
    await expect(tickers(canvasElement)).toEqual(['DOGE', 'SAP.DE', 'AAPL', 'TSLA', 'NVDA']);
  },
};

/** The watchlist's symbols loading: skeleton rows, the table busy. */
export const WatchlistLoading: Story = {
  args: { rows: [], caption: 'My watchlist', loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelectorAll('[data-slot="market-table-skeleton"]'),
    ).toHaveLength(5);
  },
};

/** A watchlist without symbols says what to do next. */
export const WatchlistEmpty: Story = {
  args: {
    rows: [],
    caption: 'My watchlist',
    emptyText: 'This watchlist has no symbols yet. Add a first one with the search above.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This watchlist has no symbols yet. Add a first one with the search above.'),
    ).toBeVisible();
  },
};

/** Ticks reach a watchlist too: prices flash, and today's talk moves with new posts. */
export const WatchlistLiveTick: Story = {
  args: { rows: watchlistRows, caption: 'My watchlist' },
  render: (args) => (
    <LiveTable
      {...args}
      talkTicks={[
        { 1: { mentions: 43, bullish: 21, bearish: 10 } },
        { 5: { mentions: 88, bullish: 18, bearish: 34 } },
      ]}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const price = (id: number) =>
      rowOf(canvasElement, id)?.querySelector('[data-slot="market-table-price"]');
    const talk = (id: number) =>
      rowOf(canvasElement, id)?.querySelector('[data-slot="market-table-talk"]');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
    await waitFor(() => expect(price(1)).toHaveAttribute('data-flash', 'up'));
    await expect(talk(1)).toHaveTextContent('43 mentions68% bullish');
    await expect(price(3)).not.toHaveAttribute('data-flash');
    await userEvent.click(canvas.getByRole('button', { name: 'Next tick' }));
    await waitFor(() => expect(price(1)).toHaveAttribute('data-flash', 'down'));
    await expect(talk(5)).toHaveTextContent('88 mentions35% bullish');
  },
};

const longWatchlist: MarketTableRow[] = [
  marketRow({
    id: 1,
    symbol: 'BRK.B',
    name: 'Berkshire Hathaway Inc. Class B common stock, New York Stock Exchange listing',
    price: 412_345.67,
    change: -12_345.5,
    changePct: -2.91,
    volume: 987_654_321_000,
    talk: { mentions: 12_345, bullish: 4_321, bearish: 1_234 },
  }),
  marketRow({
    id: 2,
    symbol: 'VWRL.AS',
    name: 'Vanguard FTSE All-World UCITS ETF (USD) Distributing',
    price: 118.42,
    change: 0.36,
    changePct: 0.3,
    currency: 'EUR',
    marketOpen: false,
    talk: { mentions: 1, bullish: 0, bearish: 1 },
  }),
  marketRow({ id: 3, symbol: 'GOOGL', name: 'Alphabet Inc. Class A', talk: null }),
];

/** Long names are cut; big counts keep their separators; a row without talk says so. */
export const WatchlistLongNames: Story = {
  args: { rows: longWatchlist, caption: 'My watchlist' },
  play: async ({ canvasElement }) => {
    await expect(talkCells(canvasElement)).toEqual([
      '12,345 mentions78% bullish',
      '1 mention0% bullish',
      '—not available',
    ]);
  },
};

/**
 * A watchlist on a phone: the talk column keeps the mentions under a short "Talk" header (the
 * share and the change in points make room), and the table fits the screen.
 */
export const WatchlistPhone: Story = {
  ...phone,
  args: { rows: watchlistRows, caption: 'My watchlist' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Talk today' })).toBeVisible();
    await expect(canvas.getByText('128')).toBeVisible();
    await expect(canvas.getByText('81% bullish')).not.toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Change %' })).toBeVisible();
    const change = Array.from(canvasElement.querySelectorAll('thead th')).find(
      (th) => th.textContent === 'Change',
    );
    await expect(change).toBeDefined();
    await expect(change).not.toBeVisible();
    const root = canvasElement.querySelector('[data-slot="market-table"]') as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

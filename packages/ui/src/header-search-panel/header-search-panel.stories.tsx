import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { initialsImage, memberNames } from '../lib/fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import { TextField } from '../text-field/text-field.tsx';
import {
  HeaderSearchPanel,
  type HeaderSearchPanelHandle,
  type SearchGroup,
  type SearchSymbol,
} from './header-search-panel.tsx';

const symbol = ({
  symbol_id,
  ...overrides
}: Partial<SearchSymbol> & { symbol_id: number }): SearchSymbol => ({
  symbol_id,
  symbol: 'AAPL',
  company_name: 'Apple Inc.',
  country: 'USA',
  exchange: 'NASDAQ',
  type: 'stocks',
  ...overrides,
});

const symbols: SearchSymbol[] = [
  symbol({ symbol_id: 1 }),
  symbol({ symbol_id: 2, symbol: 'MSFT', company_name: 'Microsoft Corporation' }),
  symbol({
    symbol_id: 3,
    symbol: 'BTC-USD',
    company_name: null,
    name: 'Bitcoin',
    country: 'Global',
    exchange: 'CCC',
    type: 'crypto',
  }),
  symbol({
    symbol_id: 4,
    symbol: 'SPY',
    company_name: 'SPDR S&P 500 ETF Trust',
    exchange: 'NYSE Arca',
    type: 'etf',
  }),
];

const groups: SearchGroup[] = [
  {
    id: 7,
    group_name: 'Options Flow',
    group_title: 'Unusual options activity',
    avatar: initialsImage('Options Flow'),
  },
  { id: 8, group_name: 'Dividend Hunters', group_title: 'Income for the long run', avatar: null },
];

const traders = [
  { name: 'dana', avatar: initialsImage('Dana Demo') },
  { name: 'sam', avatar: initialsImage('Sam Trader') },
];

// Stories must not navigate the test page away: links report where they would go instead.
const preventNavigation = fn((_result, event: { preventDefault(): void }) =>
  event.preventDefault(),
);

const meta = {
  title: 'ui/HeaderSearchPanel',
  component: HeaderSearchPanel,
  args: {
    symbols,
    groups,
    traders,
    onSelect: preventNavigation,
    onTabChange: fn(),
    onSymbolFilterChange: fn(),
  },
  beforeEach: () => {
    preventNavigation.mockClear();
  },
} satisfies Meta<typeof HeaderSearchPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Symbol rows show symbol, company, country, exchange and type. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Symbols' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const apple = canvas.getByRole('link', { name: 'AAPL, Apple Inc.' });
    await expect(apple).toHaveTextContent('USA · NASDAQ');
    await expect(apple).toHaveTextContent('Stock');
    await userEvent.click(canvas.getByRole('button', { name: 'BTC-USD, Bitcoin' }));
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'symbol', symbol: symbols[2] }),
      expect.anything(),
    );
  },
  args: {
    getSymbolHref: (item) =>
      item.type === 'crypto' ? undefined : `/markets/stocks?symbol=${item.symbol}`,
  },
};

/** Group rows link to /groups/{id}/{title with dashes}; trader rows to /profile/{name}. */
export const GroupsAndTraders: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Groups' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('groups');
    const group = canvas.getByRole('link', { name: 'Options Flow, Unusual options activity' });
    await expect(group).toHaveAttribute('href', '/groups/7/Unusual-options-activity');
    await userEvent.click(group);
    await expect(args.onSelect).toHaveBeenCalledWith(
      { kind: 'group', group: groups[0], href: '/groups/7/Unusual-options-activity' },
      expect.anything(),
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Traders' }));
    await expect(canvas.getByRole('link', { name: 'sam' })).toHaveAttribute('href', '/profile/sam');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Symbols' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Groups' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /^Options Flow/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /^Dividend Hunters/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /^Dividend Hunters/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'group', group: groups[0] }),
      expect.anything(),
    );
  },
};

/** As the header uses it: ArrowDown in the box reaches the results, ArrowUp comes back. */
export const WithSearchBox: Story = {
  render: (args) => {
    const panel = useRef<HeaderSearchPanelHandle>(null);
    const box = useRef<HTMLInputElement>(null);
    const [query, setQuery] = useState('');
    return (
      <div style={{ display: 'grid', gap: 'var(--space-2)', maxWidth: 'var(--size-panel)' }}>
        <TextField
          ref={box}
          label="Search"
          hideLabel
          type="search"
          placeholder="Search Markets and Groups"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && panel.current?.focusFirstResult())
              event.preventDefault();
          }}
        />
        <HeaderSearchPanel
          {...args}
          ref={panel}
          query={query}
          symbols={args.symbols.filter((item) =>
            item.symbol.toLowerCase().includes(query.toLowerCase()),
          )}
          onExitTop={() => box.current?.focus()}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'ms');
    await expect(canvas.getByText('Results for “ms”')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'MSFT, Microsoft Corporation' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveFocus();
  },
};

/** Each tab and symbol type has the spec's exact empty text. */
export const Empty: Story = {
  args: { symbols: [], groups: [], traders: [] },
  play: async ({ canvas, userEvent }) => {
    const texts: Array<[string, string]> = [
      ['All', 'No Results found'],
      ['Stocks', 'No Stocks To Show'],
      ['Crypto', 'No Cryptos To Show'],
      ['ETF', 'No ETF To Show'],
      ['Indices', 'No Indices To Show'],
    ];
    for (const [tab, text] of texts) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      await expect(canvas.getByText(text)).toBeVisible();
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Groups' }));
    await expect(canvas.getByText('No Groups To Show')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Traders' }));
    await expect(canvas.getByText('No Traders To Show')).toBeVisible();
  },
};

/** Sub-tabs filter the symbols by type. */
export const CryptoOnly: Story = {
  args: { defaultSymbolFilter: 'crypto' },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('tabpanel', { name: 'Crypto' }));
    await expect(panel.getAllByRole('listitem')).toHaveLength(1);
    await expect(panel.getByRole('button', { name: 'BTC-USD, Bitcoin' })).toBeVisible();
  },
};

export const NoIndices: Story = {
  args: { defaultSymbolFilter: 'indices' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Indices To Show')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, query: 'tes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'The server did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A broken group avatar falls back to the default avatar. */
export const BrokenAvatar: Story = {
  args: {
    defaultTab: 'groups',
    groups: [
      {
        id: 9,
        group_name: 'Broken Image Club',
        group_title: 'Fallbacks',
        avatar: '/photos/missing.jpg',
      },
    ],
  },
};

export const LongText: Story = {
  args: {
    symbols: [
      symbol({
        symbol_id: 1,
        symbol: 'BRK.B',
        company_name: 'Berkshire Hathaway Inc. Class B Common Stock with a very long listing name',
        country: 'United States of America',
        exchange: 'New York Stock Exchange',
      }),
    ],
  },
};

export const ManyItems: Story = {
  args: {
    defaultTab: 'traders',
    traders: memberNames.map((name) => ({
      name: name.toLowerCase().replace(' ', '.'),
      avatar: initialsImage(name),
    })),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

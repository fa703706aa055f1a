import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { type WatchlistEditorItem, WatchlistSymbolEditor } from './watchlist-editor.tsx';

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

const symbol = ({
  id,
  ...overrides
}: Partial<WatchlistEditorItem> & { id: number }): WatchlistEditorItem => ({
  id,
  symbol: 'AAPL',
  name: 'Apple Inc.',
  exchange: 'NASDAQ',
  href: `/symbols/${overrides.symbol ?? 'AAPL'}`,
  ...overrides,
});

const symbols: WatchlistEditorItem[] = [
  symbol({ id: 11 }),
  symbol({ id: 12, symbol: 'NVDA', name: 'NVIDIA Corporation' }),
  symbol({ id: 13, symbol: 'SAP.DE', name: 'SAP SE', exchange: 'XETRA' }),
  symbol({ id: 14, symbol: 'TSLA', name: 'Tesla, Inc.' }),
  symbol({ id: 15, symbol: 'BTC', name: 'Bitcoin', exchange: 'Crypto' }),
];

/** The tickers of the rows, top to bottom. */
const tickers = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll('[data-slot="watchlist-editor-ticker"]'),
    (node) => node.textContent,
  );

const rowOf = (canvasElement: HTMLElement, id: number) =>
  canvasElement.querySelector<HTMLElement>(`[data-slot="watchlist-editor-row"][data-id="${id}"]`);

/** Wired as the app wires it: reorders apply at once; a removal takes the row out. */
function Editable(args: ComponentProps<typeof WatchlistSymbolEditor>) {
  const [shown, setShown] = useState(args.items);
  return (
    <WatchlistSymbolEditor
      {...args}
      items={shown}
      onReorder={(ids) => {
        args.onReorder(ids);
        setShown(ids.map((id) => shown.find((item) => item.id === id) as WatchlistEditorItem));
      }}
      onRemove={(id) => {
        args.onRemove(id);
        setShown(shown.filter((item) => item.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'ui/WatchlistSymbolEditor',
  component: WatchlistSymbolEditor,
  args: {
    items: symbols,
    onReorder: fn(),
    onRemove: fn(),
    linkComponent: StoryLink,
  },
  render: (args) => <Editable {...args} />,
} satisfies Meta<typeof WatchlistSymbolEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Symbols in this watchlist' })).toBeVisible();
    await expect(tickers(canvasElement)).toEqual(['AAPL', 'NVDA', 'SAP.DE', 'TSLA', 'BTC']);
    const sap = within(rowOf(canvasElement, 13) as HTMLElement);
    await expect(sap.getByRole('link', { name: 'SAP.DE' })).toHaveAttribute(
      'href',
      '/symbols/SAP.DE',
    );
    await expect(sap.getByText('SAP SE')).toBeVisible();
    await expect(sap.getByText('XETRA')).toBeVisible();
    for (const name of ['Reorder AAPL', 'Move AAPL down', 'Remove AAPL']) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
  },
};

/** Remove asks for the symbol's removal (the app confirms it by dropping the row). */
export const Remove: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove NVDA' }));
    await expect(args.onRemove).toHaveBeenCalledWith(12);
    await expect(tickers(canvasElement)).toEqual(['AAPL', 'SAP.DE', 'TSLA', 'BTC']);
  },
};

/** While a removal is in flight its row shows a spinner; its button is busy and waits. */
export const Removing: Story = {
  args: { removingId: 14 },
  render: (args) => <WatchlistSymbolEditor {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Remove TSLA' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(rowOf(canvasElement, 14)?.querySelector('[data-slot="spinner"]')).not.toBeNull();
    // The other rows stay usable.
    await expect(canvas.getByRole('button', { name: 'Remove AAPL' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove AAPL' }));
    await expect(args.onRemove).toHaveBeenCalledWith(11);
  },
};

/** The move buttons reorder one step at a time; the new order goes to `onReorder`. */
export const MoveButtons: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move BTC up' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([11, 12, 13, 15, 14]);
    await expect(tickers(canvasElement)).toEqual(['AAPL', 'NVDA', 'SAP.DE', 'BTC', 'TSLA']);
  },
};

/** The drag handle from the keyboard: Space, ArrowDown, Space. */
export const KeyboardReorder: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Reorder AAPL' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([12, 11, 13, 14, 15]));
    await waitFor(() =>
      expect(tickers(canvasElement)).toEqual(['NVDA', 'AAPL', 'SAP.DE', 'TSLA', 'BTC']),
    );
  },
};

/** Saving the whole list: nothing can be moved or removed meanwhile. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    // The tickers still link to their pages.
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No symbols yet. Add one with the search above.')).toBeVisible();
  },
};

/** Without pages to link to, tickers are plain text; without an exchange, none shows. */
export const PlainRows: Story = {
  args: { items: symbols.map(({ href: _href, exchange: _exchange, ...item }) => item) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText('NASDAQ')).toBeNull();
  },
};

const longNames: WatchlistEditorItem[] = [
  symbol({
    id: 21,
    symbol: 'BRK.B',
    name: 'Berkshire Hathaway Inc. Class B common stock, New York Stock Exchange listing',
    exchange: 'NYSE',
  }),
  symbol({
    id: 22,
    symbol: 'VWRL.AS',
    name: 'Vanguard FTSE All-World UCITS ETF (USD) Distributing, Euronext Amsterdam',
    exchange: 'Euronext Amsterdam',
  }),
  symbol({ id: 23, symbol: 'GOOGL', name: 'Alphabet Inc. Class A' }),
];

/** A long name is cut with an ellipsis (here in a panel's width); the whole name is its title. */
export const LongNames: Story = {
  args: { items: longNames },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'var(--size-panel)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const name = rowOf(canvasElement, 21)?.querySelector('[data-slot="watchlist-editor-name"]');
    await expect(name).toHaveAttribute('title', longNames[0]?.name);
    await expect((name as HTMLElement).scrollWidth).toBeGreaterThan(
      (name as HTMLElement).clientWidth,
    );
  },
};

export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 20 }, (_, index) =>
      symbol({ id: index + 1, symbol: `SYM${index + 1}`, name: `Company number ${index + 1}` }),
    ),
  },
};

export const Dark: Story = { args: { removingId: 12 }, globals: { theme: 'dark' } };

/** A phone (375 px): every row fits; names are cut, the buttons all show. */
export const Phone: Story = {
  ...phone,
  args: { items: longNames, removingId: 23 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Move BRK.B down' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove BRK.B' })).toBeVisible();
    for (const row of canvasElement.querySelectorAll<HTMLElement>('li')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
    const name = rowOf(canvasElement, 23)?.querySelector('[data-slot="watchlist-editor-name"]');
    await expect(name).toBeVisible();
  },
};

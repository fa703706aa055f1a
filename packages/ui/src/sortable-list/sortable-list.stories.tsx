import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { SortableList } from './sortable-list.tsx';

interface Item {
  id: number;
  symbol: string;
  name: string;
}

const item = ({ id, ...overrides }: Partial<Item> & { id: number }): Item => ({
  id,
  symbol: `SYM${id}`,
  name: `Company ${id}`,
  ...overrides,
});

const items: Item[] = [
  item({ id: 1, symbol: 'AAPL', name: 'Apple Inc.' }),
  item({ id: 2, symbol: 'MSFT', name: 'Microsoft Corporation' }),
  item({ id: 3, symbol: 'NVDA', name: 'NVIDIA Corporation' }),
  item({ id: 4, symbol: 'SAP.DE', name: 'SAP SE' }),
  item({ id: 5, symbol: 'TSLA', name: 'Tesla, Inc.' }),
  item({ id: 6, symbol: 'DOGE', name: 'Dogecoin' }),
];

type Props = ComponentProps<typeof SortableList<Item>>;

/** Holds the order the way an app does: every reorder is applied at once (optimistically). */
function Ordered(args: Props) {
  const [shown, setShown] = useState(args.items);
  return (
    <SortableList<Item>
      {...args}
      items={shown}
      onReorder={(ids) => {
        args.onReorder(ids);
        setShown(ids.map((id) => shown.find((entry) => entry.id === id) as Item));
      }}
    />
  );
}

/** The symbols of the rows, top to bottom. */
const order = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll('[data-slot="sortable-list-content"] strong'),
    (node) => node.textContent,
  );

/** dnd-kit's live region (rendered at the end of <body>): what screen readers are told. */
const liveRegion = () => document.querySelector('[id^="DndLiveRegion"]');

const meta = {
  title: 'ui/SortableList',
  component: SortableList<Item>,
  args: {
    items,
    getId: (entry: Item) => entry.id,
    getLabel: (entry: Item) => entry.symbol,
    renderItem: (entry: Item) => (
      <span style={{ display: 'flex', gap: 'var(--space-2)', minWidth: 0 }}>
        <strong style={{ fontFamily: 'var(--font-mono)' }}>{entry.symbol}</strong>
        <span
          style={{
            overflow: 'hidden',
            color: 'var(--color-text-muted)',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {entry.name}
        </span>
      </span>
    ),
    onReorder: fn(),
    label: 'Symbols in this watchlist',
  },
  render: (args) => <Ordered {...args} />,
} satisfies Meta<typeof SortableList<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Symbols in this watchlist' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Reorder AAPL' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move AAPL down' })).toBeInTheDocument();
    // The ends cannot move further.
    await expect(canvas.getByRole('button', { name: 'Move AAPL up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move DOGE down' })).toBeDisabled();
    await expect(order(canvasElement)).toEqual(['AAPL', 'MSFT', 'NVDA', 'SAP.DE', 'TSLA', 'DOGE']);
  },
};

/** A handle takes the keyboard: Space picks the row up, arrows move it, Space drops it. */
export const KeyboardReorder: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const handle = canvas.getByRole('button', { name: 'Reorder AAPL' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Picked up AAPL, at position 1 of 6.'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Moved AAPL to position 2 of 6.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Moved AAPL to position 3 of 6.'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([2, 3, 1, 4, 5, 6]));
    await expect(liveRegion()).toHaveTextContent('Dropped AAPL at position 3 of 6.');
    await waitFor(() =>
      expect(order(canvasElement)).toEqual(['MSFT', 'NVDA', 'AAPL', 'SAP.DE', 'TSLA', 'DOGE']),
    );
    // Focus comes back to the handle, ready for the next move.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reorder AAPL' })).toHaveFocus());
  },
};

/** Escape puts the row back where it was; nothing is saved. */
export const KeyboardCancel: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: 'Reorder NVDA' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Picked up NVDA, at position 3 of 6.'),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Moved NVDA to position 2 of 6.'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Cancelled. NVDA is back at position 3 of 6.'),
    );
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(order(canvasElement)).toEqual(['AAPL', 'MSFT', 'NVDA', 'SAP.DE', 'TSLA', 'DOGE']);
  },
};

/** The move buttons: one step each, announced, and focus stays on the button pressed. */
export const MoveButtons: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move AAPL down' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([2, 1, 3, 4, 5, 6]);
    await expect(order(canvasElement)).toEqual(['MSFT', 'AAPL', 'NVDA', 'SAP.DE', 'TSLA', 'DOGE']);
    await expect(canvas.getByRole('button', { name: 'Move AAPL down' })).toHaveFocus();
    await expect(
      canvasElement.querySelector('[data-slot="sortable-list-status"]'),
    ).toHaveTextContent('Moved AAPL to position 2 of 6.');
    // From the keyboard: Enter on the focused button moves it again.
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith([2, 3, 1, 4, 5, 6]);
    await userEvent.click(canvas.getByRole('button', { name: 'Move TSLA up' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([2, 3, 1, 5, 4, 6]);
    await expect(order(canvasElement)).toEqual(['MSFT', 'NVDA', 'AAPL', 'TSLA', 'SAP.DE', 'DOGE']);
  },
};

/** Moved to an end, the button pressed is disabled: focus goes to the row's other one. */
export const MoveToTheEnd: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move TSLA down' }));
    await expect(args.onReorder).toHaveBeenLastCalledWith([1, 2, 3, 4, 6, 5]);
    await expect(canvas.getByRole('button', { name: 'Move TSLA down' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move TSLA up' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'No symbols yet. Add one with the search above.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No symbols yet. Add one with the search above.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    items: [
      item({
        id: 1,
        symbol: 'BRK.B',
        name: 'Berkshire Hathaway Inc. Class B common stock, New York Stock Exchange listing',
      }),
      item({ id: 2, symbol: 'GOOGL', name: 'Alphabet Inc. Class A' }),
    ],
  },
};

export const ManyItems: Story = {
  args: { items: Array.from({ length: 20 }, (_, index) => item({ id: index + 1 })) },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** A phone: nothing runs off a row; long names are cut. */
export const Phone: Story = {
  ...phone,
  args: LongText.args,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Move BRK.B down' })).toBeVisible();
    for (const row of canvasElement.querySelectorAll<HTMLElement>('li')) {
      await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fakeServer, refusal, type SeenRequest, withStore } from '@/shared/lib/story';
import { watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';
import { AddSymbolSearch } from './add-symbol-search.tsx';

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL', name: 'Apple Inc.' });
const amd = watchlistSymbolFactory({
  symbol_id: 2,
  symbol: 'AMD',
  name: 'Advanced Micro Devices, Inc.',
});

const seen: SeenRequest[] = [];

const meta = {
  title: 'web/AddSymbolSearch',
  component: AddSymbolSearch,
  args: { searchKey: 'story', watchlistId: 4, existingIds: [2], label: 'Add a symbol' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>, withStore(() => {})],
  beforeEach: () =>
    fakeServer(({ method, url, body }) => {
      if (method === 'GET' && url.pathname === '/api/symbol/search') {
        const query = (url.searchParams.get('query') ?? '').toUpperCase();
        return Response.json({
          data: [apple, amd].filter((symbol) => symbol.symbol.startsWith(query)),
        });
      }
      if (method === 'POST' && url.pathname === '/api/watchlist/symbol') {
        const { symbol_id } = body as { symbol_id: number };
        if (symbol_id === 1)
          return Response.json(
            {
              success: true,
              message: 'Symbol added.',
              watchlist: watchlistFactory({ id: 4, title: 'Tech', watchlist_symbols: [apple] }),
            },
            { status: 201 },
          );
        return refusal(409, 'AMD is already in this watchlist.');
      }
      return undefined;
    }, seen),
} satisfies Meta<typeof AddSymbolSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches once it pauses; Enter adds the first result. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Add a symbol' }), 'a');
    await expect(await canvas.findByRole('button', { name: 'Add AAPL Apple Inc.' })).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'AMD Advanced Micro Devices, Inc., already in this list',
      }),
    ).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('AAPL added to Tech.')).toBeVisible();
    await expect(
      seen.filter((request) => request.method === 'POST').map((request) => request.body),
    ).toEqual([{ symbol_id: 1, watchlist_id: 4 }]);
  },
};

/** Spec point 8: a search without results says exactly "No Symbol found". */
export const NoSymbolFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Add a symbol' }), 'zzzz');
    await expect(await canvas.findByText('No Symbol found')).toBeVisible();
  },
};

/** The server's refusal shows as it is (here a symbol the list holds already). */
export const Refused: Story = {
  args: { existingIds: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Add a symbol' }), 'amd');
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add AMD Advanced Micro Devices, Inc.' }),
    );
    await expect(await canvas.findByText('AMD is already in this watchlist.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

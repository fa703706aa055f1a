import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Call, ProfileCalls as ProfileCallsData } from '@/entities/call';
import { fakeServer, inColumn, refusal, withStore } from '@/shared/lib/story';
import { ProfileCalls } from './profile-calls.tsx';

const call = ({ post_id, ...overrides }: Partial<Call> & { post_id: number }): Call => ({
  post_id,
  created_at: '2026-01-06T15:00:00.000Z',
  sentiment: 'bullish',
  symbol: { symbol_id: 1, symbol: 'AAPL', name: 'Apple Inc.', type: 'stocks', currency: 'USD' },
  price_at_post: 182.4,
  price_now: 191.52,
  change_pct: 5,
  return_pct: 5,
  outcome: 'right',
  simulated: true,
  ...overrides,
});

const CALLS: Call[] = [
  call({ post_id: 40 }),
  call({
    post_id: 38,
    created_at: '2026-01-05T10:00:00.000Z',
    sentiment: 'bearish',
    symbol: { symbol_id: 2, symbol: 'SAP.DE', name: 'SAP SE', type: 'stocks', currency: 'EUR' },
    price_at_post: 180,
    price_now: 190,
    change_pct: 5.56,
    return_pct: -5.56,
    outcome: 'wrong',
  }),
  call({
    post_id: 35,
    created_at: '2026-01-02T09:00:00.000Z',
    sentiment: 'bearish',
    symbol: { symbol_id: 3, symbol: 'BTC', name: 'Bitcoin', type: 'crypto', currency: 'USD' },
    price_at_post: 64_000,
    price_now: 57_600,
    change_pct: -10,
    return_pct: 10,
    outcome: 'right',
  }),
  call({
    post_id: 31,
    created_at: '2025-12-30T09:00:00.000Z',
    symbol: {
      symbol_id: 4,
      symbol: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      type: 'etf',
      currency: 'USD',
    },
    price_at_post: 590,
    price_now: 590.3,
    change_pct: 0.05,
    return_pct: 0.05,
    outcome: 'flat',
  }),
];

const ANSWERS = {
  ready: {
    summary: {
      calls: 4,
      scored: 3,
      right: 2,
      wrong: 1,
      hit_rate: 2 / 3,
      avg_return_pct: 3.15,
      simulated: true,
    },
    calls: CALLS,
  },
  empty: {
    summary: {
      calls: 0,
      scored: 0,
      right: 0,
      wrong: 0,
      hit_rate: null,
      avg_return_pct: null,
      simulated: false,
    },
    calls: [],
  },
} satisfies Record<string, ProfileCallsData>;

let mode: 'ready' | 'empty' | 'pending' | 'failing' = 'ready';

const meta = {
  title: 'web/ProfileCalls',
  component: ProfileCalls,
  args: { userName: 'sam', memberName: 'Sam Trader', isOwnProfile: false },
  // A store of its own per story (the calls load once per store), and a router.
  decorators: [inColumn, withStore(() => {})],
  beforeEach: () =>
    fakeServer(({ method, url }) => {
      if (method !== 'GET' || url.pathname !== '/api/profile/sam/calls') return undefined;
      if (mode === 'pending') return new Promise<Response>(() => {});
      if (mode === 'failing') return refusal(500, 'The server had a problem.');
      return Response.json(ANSWERS[mode]);
    }),
} satisfies Meta<typeof ProfileCalls>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four calls on invented prices: two right, one wrong, one flat and not scored. */
export const Default: Story = {
  beforeEach: () => {
    mode = 'ready';
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Sam Trader’s newest calls' });
    await expect(canvas.getByText('67%')).toBeVisible();
    await expect(canvas.getByText('Simulated data')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'BTC' })).toHaveAttribute(
      'href',
      '/symbol/BTC',
    );
    await expect(within(table).getAllByRole('row')).toHaveLength(CALLS.length + 1);
  },
};

/** A phone's width: the symbol's name goes and the prices stack. */
export const Narrow: Story = {
  beforeEach: () => {
    mode = 'ready';
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: () => {
    mode = 'pending';
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading calls' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => {
    mode = 'empty';
  },
  args: { isOwnProfile: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No calls yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: () => {
    mode = 'failing';
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The calls could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

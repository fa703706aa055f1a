import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { markPageShown } from '@/shared/lib/after-first-content';
import {
  atAddress,
  fakeServer,
  loadStates,
  requestsTo,
  type SeenRequest,
} from '@/shared/lib/story';
import { HOME_NOW, homeFactory } from '@/shared/lib/test';
import { homeClockAtom } from '../model/home.atoms.ts';
import { HomePage } from './home-page.tsx';

const seen: SeenRequest[] = [];
/** The home call's state in each story. */
const call = loadStates();

const EMPTY = homeFactory({
  markets: { indices: [], gainers: [], losers: [] },
  posts: [],
  live: { onAir: false, airings: [] },
  webinars: [],
  events: [],
});

const meta = {
  title: 'web/HomePage',
  component: HomePage,
  decorators: [atAddress('/', (store) => store.set(homeClockAtom, { now: () => HOME_NOW }))],
  beforeEach: () => {
    // The router says so in the app; the sections wait for it.
    markPageShown();
    return fakeServer(({ method, url }) => {
      if (method === 'GET' && url.pathname === '/api/home') {
        return call.answer(
          () => Response.json(homeFactory()),
          () => Response.json(EMPTY),
        );
      }
      return undefined;
    }, seen);
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The market card once the figures are in. */
async function loadedMarkets(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  const markets = await canvas.findByRole('region', { name: 'Markets now' });
  await waitFor(() => expect(markets).not.toHaveAttribute('aria-busy'));
  return markets;
}

/**
 * What a visitor sees: the tape, the indices and movers, popular posts, the channel's week and
 * the way in; simulated prices and sample releases say so. Every symbol, post and show leads to
 * its member page (a visitor logs in first).
 */
export const Default: Story = {
  beforeEach: () => {
    call.set('ready');
  },
  play: async ({ canvas }) => {
    const markets = await loadedMarkets(canvas);
    const indices = within(markets).getByRole('list', { name: 'Indices' });
    await expect(
      within(indices)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/symbol/SPX', '/symbol/NDX', '/symbol/DJI']);
    await expect(within(markets).getByRole('list', { name: 'Top gainers' }).textContent).toContain(
      'NVDA',
    );
    await expect(within(markets).getByRole('list', { name: 'Top losers' }).textContent).toContain(
      'INTC',
    );
    await expect(within(markets).getByText('Simulated data')).toBeVisible();

    const tape = await canvas.findByRole('region', { name: 'Market tape' });
    await expect(within(tape).getAllByRole('link')).toHaveLength(6);

    const popular = await canvas.findByRole('region', { name: 'Popular on TapeTV' });
    const first = within(popular).getByRole('listitem', { name: 'Post by Sam Trader' });
    await expect(first).toHaveTextContent('breaking out of the flag');
    await expect(first).toHaveTextContent('25 mins ago');
    await expect(within(first).getByRole('link', { name: 'Read 4 comments' })).toHaveAttribute(
      'href',
      '/post/101',
    );
    await expect(within(first).getByRole('list', { name: 'Reactions' })).toHaveTextContent(
      '12 like5 bullish',
    );
    const second = within(popular).getByRole('listitem', { name: 'Post by Dana Demo' });
    await expect(second).toHaveTextContent('Includes images or a poll.');

    const channel = await canvas.findByRole('region', { name: 'On TapeTV this week' });
    const live = within(channel).getByRole('article', { name: 'TapeTV Live' });
    await expect(within(live).getByText('On air now')).toBeVisible();
    await expect(within(live).getByRole('list', { name: 'Next shows' })).toHaveTextContent(
      'The Opening TapeOn now · Maya Chen',
    );
    const webinars = within(channel).getByRole('article', { name: 'Webinars' });
    await expect(
      within(webinars).getByRole('link', { name: 'Reading the Fed dot plot' }),
    ).toHaveAttribute('href', '/webinar?webinar=reading-the-fed-dot-plot');
    const events = within(channel).getByRole('article', { name: 'Big releases this week' });
    await expect(events).toHaveTextContent('US · GDP Growth Rate QoQ (Q3)');
    await expect(events).toHaveTextContent('Forecast 2.8% · Previous 2.7%');
    await expect(within(events).getByText('Sample data')).toBeVisible();

    const joins = canvas.getAllByRole('link', { name: 'Create a free account' });
    await expect(joins.map((link) => link.getAttribute('href'))).toEqual([
      '/register',
      '/register',
    ]);
    await expect(requestsTo(seen, '/api/home')).toHaveLength(1);
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

/** At 1440 px: the pitch beside the market card, three posts and three channel cards a row. */
export const Desk: Story = {
  ...Default,
  globals: { viewport: { value: 'desk', isRotated: false } },
  play: async ({ canvas }) => {
    const markets = await loadedMarkets(canvas);
    const hero = canvas.getByRole('region', { name: 'Markets, live. Traders, together.' });
    await expect(hero.getBoundingClientRect().right).toBeLessThanOrEqual(
      markets.getBoundingClientRect().left,
    );
    const channel = await canvas.findByRole('region', { name: 'On TapeTV this week' });
    const tops = within(channel)
      .getAllByRole('article')
      .map((card) => card.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** A 390 px phone: one column, nothing wider than the screen. */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneLarge', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const markets = await loadedMarkets(canvas);
    const hero = canvas.getByRole('region', { name: 'Markets, live. Traders, together.' });
    await expect(hero.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      markets.getBoundingClientRect().top,
    );
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

export const PhoneDark: Story = {
  ...Phone,
  globals: { viewport: { value: 'phoneLarge', isRotated: false }, theme: 'dark' },
};

/** Nothing yet (a fresh install with no posts, shows or releases): each section says so. */
export const Empty: Story = {
  beforeEach: () => {
    call.set('empty');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Market figures are not available yet.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Market tape' })).toBeNull();
    await expect(await canvas.findByText(/No posts this week yet/)).toBeVisible();
    await expect(canvas.getByText('No shows are scheduled this week.')).toBeVisible();
    await expect(canvas.getByText('No webinars are scheduled yet.')).toBeVisible();
    await expect(canvas.getByText('No high-importance releases are left this week.')).toBeVisible();
  },
};

/** The figures could not be loaded: the page says so and offers to try again, which works. */
export const Unavailable: Story = {
  beforeEach: () => {
    call.set('failing-then-ready');
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Today’s markets and shows could not be loaded',
    );
    await expect(canvas.queryByRole('region', { name: 'Markets now' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Markets now' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/**
 * While the figures load: the pitch and the way in at once, the sections' places kept (their code
 * loads once the answer is in). Last in the file: its request never settles, and the sections of
 * any story after it in the same page would wait for it.
 */
export const Loading: Story = {
  beforeEach: () => {
    call.set('pending');
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Markets, live. Traders, together.' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Create a free account' })).toHaveLength(2);
    await expect(canvas.queryByRole('region', { name: 'Markets now' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Popular on TapeTV' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { PostData } from '@/entities/post';
import { viewerAtom } from '@/entities/session';
import { markPageShown } from '@/shared/lib/after-first-content';
import { atAddress, fakeServer } from '@/shared/lib/story';
import {
  groupFactory,
  postFactory,
  statsFactory,
  tickerTapeEntryFactory,
  userFactory,
} from '@/shared/lib/test';
import { FeedPage } from './feed-page.tsx';

const FIRST_POST = 'Chips holding the 130 level into the close. Adding on a retest.';
const POSTS = [
  postFactory({ id: 3, text: FIRST_POST }),
  postFactory({ id: 2, text: 'Rates day tomorrow: keeping size small until the dots are out.' }),
  postFactory({ id: 1, text: 'Dividend growth names quietly outperforming this month.' }),
];

const NVDA = tickerTapeEntryFactory({
  symbol_id: 3,
  symbol: 'NVDA',
  name: 'NVIDIA Corporation',
  section: 'watchlist',
  watched: true,
  stats: statsFactory({ price: 131.5, prev_close: 128.2 }),
});

const TAPE = [
  tickerTapeEntryFactory({
    symbol_id: 1,
    symbol: 'SPX',
    name: 'S&P 500',
    section: 'index',
    stats: statsFactory({ price: 5012.4, prev_close: 4990 }),
  }),
  tickerTapeEntryFactory({
    symbol_id: 2,
    symbol: 'AAPL',
    name: 'Apple Inc.',
    section: 'watchlist',
    watched: true,
    stats: statsFactory({ price: 189.12, prev_close: 191.4 }),
  }),
  NVDA,
];

const SUGGESTED = [
  {
    id: 11,
    name: 'Ines Moreau',
    userName: 'ines_moreau',
    avatar: '/photos/d-avatar.jpg',
    bio: 'Options writer focused on energy.',
    isPro: true,
    followersCount: 1284,
    isFollowing: false,
  },
];

/** What the saved posts call answers in the story shown. */
let savedAnswer: PostData[] = [];

/** The answers the feed and its side columns ask for, as the server gives them. */
function answer(path: string): Response | undefined {
  switch (path) {
    case '/api/user-feed':
      return Response.json({ data: { data: POSTS } });
    case '/api/bookmarks':
      return Response.json({ data: { data: savedAnswer } });
    case '/api/users/suggested':
      return Response.json({ data: SUGGESTED });
    case '/api/ticker-tape':
      return Response.json({ items: TAPE });
    case '/api/trending-symbols': {
      const { section: _section, watched: _watched, ...nvda } = NVDA;
      return Response.json({
        since: '2026-11-25T00:00:00.000Z',
        items: [{ ...nvda, talk_today: { mentions: 14, bullish: 9, bearish: 2 } }],
      });
    }
    case '/api/joined-chats':
      return Response.json({
        data: [
          groupFactory({ id: 1, group_title: 'Options Lab' }),
          groupFactory({ id: 2, group_title: 'Dividend Growth' }),
        ],
      });
    case '/api/suggested-chats':
      return Response.json({ data: [] });
    case '/api/quotes':
      return Response.json({});
    case '/api/reaction-types':
      return Response.json([]);
    default:
      return undefined;
  }
}

const meta = {
  title: 'web/FeedPage',
  component: FeedPage,
  decorators: [atAddress('/feed', (store) => store.set(viewerAtom, userFactory()))],
  beforeEach: () => {
    // The router says so in the app; the side columns' cards wait for it.
    markPageShown();
    return fakeServer(({ method, url }) => (method === 'GET' ? answer(url.pathname) : undefined));
  },
} satisfies Meta<typeof FeedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The desk at 1440 × 900: places and groups, the posts, the rail; side by side in that order. */
export const Desk: Story = {
  globals: { viewport: { value: 'desk', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(FIRST_POST)).toBeVisible();
    // The side columns load after the posts, in chunks of their own.
    const later = { timeout: 5000 };
    const desk = await canvas.findByRole('navigation', { name: 'Desk' }, later);
    await expect(
      await within(desk).findByRole('link', { name: 'Options Lab' }, later),
    ).toBeVisible();
    const rail = canvas.getByRole('complementary', { name: 'Suggestions' });
    const watchlist = await within(rail).findByRole('region', { name: 'Your watchlist' }, later);
    await waitFor(() => expect(within(watchlist).getAllByRole('listitem')).toHaveLength(2));
    await expect(
      await within(rail).findByRole('region', { name: 'Trending today' }, later),
    ).toBeVisible();

    const left = desk.getBoundingClientRect();
    const posts = canvas.getByRole('region', { name: 'Posts' }).getBoundingClientRect();
    const right = rail.getBoundingClientRect();
    await expect(left.right).toBeLessThanOrEqual(posts.left);
    await expect(posts.right).toBeLessThanOrEqual(right.left);
  },
};

export const DeskDark: Story = { ...Desk, globals: { ...Desk.globals, theme: 'dark' } };

/** A 390 px phone: one column, no side columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'phoneLarge', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(FIRST_POST)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Desk' })).toBeNull();
    // The rail is hidden there (its cards are not even loaded).
    await expect(canvas.queryByRole('complementary', { name: 'Suggestions' })).toBeNull();
  },
};

export const PhoneDark: Story = { ...Phone, globals: { ...Phone.globals, theme: 'dark' } };

const SAVED_POST = 'Levels for the week: 5,000 holds, 5,080 is the line to clear.';

/** "Saved": the posts the member saved, each with its Save pressed; the view is in the address. */
export const Saved: Story = {
  parameters: { url: '/feed?tab=saved' },
  beforeEach: () => {
    savedAnswer = [postFactory({ id: 8, text: SAVED_POST, bookmarked: true })];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(SAVED_POST)).toBeVisible();
    const views = canvas.getByRole('navigation', { name: 'Posts to show' });
    await expect(within(views).getByRole('link', { name: 'Saved' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByRole('button', { name: 'Save Member 1’s post', pressed: true }),
    ).toBeVisible();
    await expect(canvas.queryByText(FIRST_POST)).toBeNull();
  },
};

/** Nothing saved yet: the view says how to save a post. */
export const SavedEmpty: Story = {
  parameters: { url: '/feed?tab=saved' },
  globals: { viewport: { value: 'phoneLarge', isRotated: false } },
  beforeEach: () => {
    savedAnswer = [];
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing saved yet')).toBeVisible();
    await expect(
      canvas.getByText(
        'Press Save on a post to keep it here for later. Only you see what you save.',
      ),
    ).toBeVisible();
  },
};

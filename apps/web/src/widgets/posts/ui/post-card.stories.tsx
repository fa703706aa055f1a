import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from '@tapetv/ui/toast-store';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type PostData, storePostsAtom } from '@/entities/post';
import { reactionTypesAtom } from '@/entities/reaction';
import { viewerAtom } from '@/entities/session';
import { fakeServer, inColumn, requestsTo, type SeenRequest, withStore } from '@/shared/lib/story';
import { commentFactory, postFactory, reactionFactory, userFactory } from '@/shared/lib/test';
import { PostCard } from './post-card.tsx';

const TYPES = [
  { id: 1, name: 'like', icon: '👍' },
  { id: 2, name: 'love', icon: '❤️' },
  { id: 3, name: 'bullish', icon: '🐂' },
];
const now = new Date();

/** A small chart drawn as an SVG data URL: stories never touch the network. */
const chart = (hue: number, points: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="hsl(${hue} 40% 18%)"/><polyline points="${points}" fill="none" stroke="hsl(${hue} 70% 62%)" stroke-width="8"/></svg>`,
  )}`;
const CHARTS = [
  chart(150, '0,300 80,260 160,280 240,200 320,220 400,140 480,170 560,90 640,110'),
  chart(20, '0,80 80,120 160,100 240,190 320,170 400,250 480,230 560,300 640,280'),
  chart(210, '0,200 80,150 160,210 240,160 320,230 400,170 480,220 560,150 640,190'),
  chart(45, '0,320 80,300 160,250 240,260 320,180 400,120 480,140 560,60 640,40'),
];

const withImages = (count: number) =>
  withPost(
    postFactory({
      id: 1,
      text: count === 1 ? 'Breakout on the daily.' : `${count} charts from this morning's session.`,
      createdAt: minutesAgo(5),
      images: CHARTS.slice(0, count),
    }),
  );
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const withPost = (post: PostData) =>
  withStore((store) => {
    store.set(viewerAtom, userFactory({ id: 7 }));
    store.set(reactionTypesAtom, Promise.resolve(TYPES));
    store.set(storePostsAtom, [post]);
  });

const meta = {
  title: 'web/PostCard',
  component: PostCard,
  args: { postId: 1 },
  decorators: [inColumn],
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        text: 'Trimmed $NVDA into the close. Still long, just less.',
        createdAt: minutesAgo(12),
        comments_count: 3,
        reactions: [
          reactionFactory(3, 1, { postId: 1 }),
          reactionFactory(4, 3, { postId: 1 }),
          reactionFactory(5, 3, { postId: 1 }),
        ],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 mins ago')).toBeVisible();
    await expectOneActionRow(canvas);
  },
};

/**
 * One action row: react, the counts, comments, share and save share a line; the thread stays out
 * of the page until the count opens it.
 */
async function expectOneActionRow(canvas: ReturnType<typeof within>) {
  await expect(canvas.getByRole('button', { name: /^bullish: 2/ })).toBeVisible();
  const comments = canvas.getByRole('button', { name: 'Show comments (3)' });
  await expect(comments).toHaveTextContent(/^3$/);
  const middle = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    return box.top + box.height / 2;
  };
  const row = [
    canvas.getByRole('button', { name: 'React' }),
    canvas.getByRole('button', { name: /^bullish: 2/ }),
    comments,
    canvas.getByRole('button', { name: 'Share Member 1’s post' }),
    canvas.getByRole('button', { name: 'Save Member 1’s post', pressed: false }),
  ].map(middle);
  for (const y of row) await expect(Math.abs(y - (row[0] ?? 0))).toBeLessThan(2);
  await expect(canvas.queryByRole('region', { name: /Comments on/ })).toBeNull();
}

/**
 * On a 390 px phone Share and Save show their icons only, and the row's end stays on React's line
 * (the counts wrap under React when they need the room).
 */
export const Phone: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneLarge', isRotated: false } },
  play: async ({ canvas }) => {
    const top = (name: string | RegExp) =>
      canvas.getByRole('button', { name }).getBoundingClientRect().top;
    for (const name of ['Show comments (3)', 'Share Member 1’s post', 'Save Member 1’s post'])
      await expect(Math.abs(top(name) - top('React'))).toBeLessThan(2);
    for (const name of ['Share Member 1’s post', 'Save Member 1’s post']) {
      const label = canvas
        .getByRole('button', { name })
        .querySelector('[data-slot="button-label"]');
      await expect(label?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    }
  },
};

const seen: SeenRequest[] = [];

/** The count in the action row opens the thread below the row, and closes it again. */
export const OpenComments: Story = {
  decorators: [
    withPost(postFactory({ id: 1, text: 'Anyone else fading this gap?', comments_count: 2 })),
  ],
  beforeEach: () =>
    fakeServer(
      ({ method, url }) =>
        method === 'GET' && url.pathname === '/api/posts/1/comments'
          ? Response.json([
              commentFactory({
                id: 11,
                text: 'Fading it with a tight stop.',
                createdAt: minutesAgo(4),
                replies: [
                  {
                    ...commentFactory({ id: 12, parent_id: 11, text: 'Same here.' }),
                    createdAt: minutesAgo(2),
                    replies: [],
                  },
                ],
              }),
            ])
          : undefined,
      seen,
    ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show comments (2)' }));
    const thread = await canvas.findByRole('region', { name: /Comments on Member 1/ });
    await expect(await within(thread).findByText('Fading it with a tight stop.')).toBeVisible();
    await expect(requestsTo(seen, '/api/posts/1/comments')).toHaveLength(1);
    const toggle = canvas.getByRole('button', { name: 'Hide comments (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAttribute('aria-controls', 'post-1-comments');
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('region', { name: /Comments on/ })).toBeNull();
    await expect(requestsTo(seen, '/api/posts/1/comments')).toHaveLength(1);
  },
};

/** Share copies the post's address (a pointer device) and says so in a toast. */
export const Share: Story = {
  decorators: [withPost(postFactory({ id: 1, text: 'Levels for tomorrow in the chart.' }))],
  beforeEach: () => {
    const writeText = fn(() => Promise.resolve());
    const real = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    toast.clear();
    return () => {
      if (real) Object.defineProperty(navigator, 'clipboard', real);
      else Reflect.deleteProperty(navigator, 'clipboard');
      toast.clear();
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share Member 1’s post' }));
    const writeText = navigator.clipboard.writeText as ReturnType<typeof fn>;
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${location.origin}/post/1`));
    await waitFor(() =>
      expect(toast.getSnapshot().map((item) => item.message)).toEqual(['Link to the post copied.']),
    );
  },
};

const saves: SeenRequest[] = [];

/** Save keeps the post for the member (pressed, a filled bookmark); pressing again takes it out. */
export const Save: Story = {
  decorators: [withPost(postFactory({ id: 1, text: 'Levels for tomorrow in the chart.' }))],
  beforeEach: () =>
    fakeServer(({ method, url }) => {
      if (url.pathname !== '/api/posts/1/bookmark') return undefined;
      return Response.json({ post_id: 1, bookmarked: method === 'POST' });
    }, saves),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save Member 1’s post' });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    const methods = () => requestsTo(saves, '/api/posts/1/bookmark').map((r) => r.method);
    await waitFor(() => expect(methods()).toEqual(['POST']));
    await userEvent.click(save);
    await waitFor(() => expect(methods()).toEqual(['POST', 'DELETE']));
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A post the member saved earlier shows pressed. */
export const Saved: Story = {
  decorators: [
    withPost(postFactory({ id: 1, text: 'Levels for tomorrow in the chart.', bookmarked: true })),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Save Member 1’s post', pressed: true }),
    ).toBeVisible();
  },
};

/** A save the server refuses is undone, with a toast that says so. */
export const SaveFails: Story = {
  decorators: [withPost(postFactory({ id: 1, text: 'Levels for tomorrow in the chart.' }))],
  beforeEach: () => {
    toast.clear();
    const stop = fakeServer(({ url }) =>
      url.pathname === '/api/posts/1/bookmark'
        ? Response.json({ message: 'Server error' }, { status: 500 })
        : undefined,
    );
    return () => {
      stop();
      toast.clear();
    };
  },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save Member 1’s post' });
    await userEvent.click(save);
    await waitFor(() =>
      expect(toast.getSnapshot().map((item) => item.message)).toEqual([
        'The post could not be saved. Please try again.',
      ]),
    );
    await expect(save).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithPoll: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        text: 'Where does BTC close the year?',
        createdAt: minutesAgo(90),
        poll: {
          id: 5,
          closesAt: null,
          closed: false,
          options: [
            { id: 51, text: 'Above 150k', votes: 12 },
            { id: 52, text: 'Below 150k', votes: 30 },
          ],
          user_votes: [{ user_id: 7, option_id: 52 }],
          userVoted: true,
        },
        userVoted: true,
        user_votes: [{ user_id: 7, option_id: 52 }],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('71%')).toBeVisible();
  },
};

export const LongText: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        createdAt: minutesAgo(60 * 30),
        text: 'Macro thread. '.repeat(60),
      }),
    ),
  ],
};

export const MyReaction: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        createdAt: minutesAgo(2),
        reactions: [reactionFactory(7, 2, { postId: 1 })],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Your reaction: love. Change reaction' }),
    ).toBeVisible();
  },
};

/** A post with more reactions than it lists: the counts are the post's, and "All" opens the rest. */
export const Popular: Story = {
  decorators: [
    withPost(
      postFactory({
        id: 1,
        text: 'CPI came in cold. Futures ripping.',
        createdAt: minutesAgo(3),
        reactions: [
          reactionFactory(3, 1, { postId: 1 }),
          reactionFactory(4, 1, { postId: 1 }),
          reactionFactory(5, 3, { postId: 1 }),
        ],
        reaction_counts: [
          { reaction_type_id: 1, name: 'like', count: 9_874 },
          { reaction_type_id: 3, name: 'bullish', count: 126 },
        ],
      }),
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^like: 9874/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All 10,000 reactions' })).toBeVisible();
  },
};

export const WithOneImage: Story = {
  decorators: [withImages(1)],
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: "Attachment 1 of 1 in Member 1's post" });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(
      canvas.getByRole('link', { name: "Attachment 1 of 1 in Member 1's post" }),
    ).toHaveAttribute('href', CHARTS[0]);
  },
};

export const WithTwoImages: Story = {
  decorators: [withImages(2)],
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('img', { name: /^Attachment \d of 2 in Member 1's post$/ }),
    ).toHaveLength(2);
  },
};

export const WithThreeImages: Story = {
  decorators: [withImages(3)],
};

export const WithFourImages: Story = {
  decorators: [withImages(4)],
  play: async ({ canvas }) => {
    const images = canvas.getAllByRole('img', { name: /^Attachment \d of 4 in Member 1's post$/ });
    await expect(images).toHaveLength(4);
    // The grid has its shape before any image loads: the card does not jump.
    const grid = images[0]?.closest('[data-count]');
    await expect(grid).toHaveAttribute('data-count', '4');
    const box = grid?.getBoundingClientRect();
    await expect(Math.round(((box?.width ?? 0) * 9) / 16)).toBeCloseTo(box?.height ?? 0, -1);
  },
};

export const Dark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

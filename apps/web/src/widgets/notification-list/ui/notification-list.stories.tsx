import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { NotificationData } from '@tapetv/realtime';
import { expect, waitFor, within } from 'storybook/test';
import {
  type NotificationFilter,
  type NotificationPageState,
  notificationPageAtomFamily,
} from '@/entities/notification';
import { inColumn, withStore } from '@/shared/lib/story';
import { NotificationList } from './notification-list.tsx';

/**
 * The times below are written against this moment. The list reads the real clock (`nowAtom`,
 * which a story cannot set), so every time is moved by the clock's distance from it: "5 mins ago"
 * reads the same on every run.
 */
const STORY_NOW = Date.parse('2026-03-10T15:30:00Z');
const minutesBefore = (minutes: number) => new Date(STORY_NOW - minutes * 60_000).toISOString();

const notification = (
  id: number,
  minutes: number,
  overrides: Partial<NotificationData> = {},
): NotificationData => ({
  id,
  kind: 'reaction',
  url: `/post/${id}`,
  title: `Member ${id} reacted to your post`,
  description: '',
  last_notification_time: minutesBefore(minutes),
  read_at: null,
  user: { id: 100 + id, name: `Member ${id}`, avatar: '/photos/d-avatar.jpg' },
  ...overrides,
});

const ITEMS = [
  notification(16, 5, { title: 'Sam Trader reacted to your post' }),
  notification(15, 42, {
    kind: 'comment',
    title: 'Ines Moreau commented on your post',
    description: 'Nice call on the breakout, I took the same entry.',
  }),
  notification(14, 180, { kind: 'follower', title: 'Liam Patel started following you' }),
  notification(13, 60 * 24, {
    kind: 'pollVote',
    title: 'Carlos Okafor voted in your poll',
    description: 'Will the Fed cut in June?',
    read_at: minutesBefore(60),
  }),
  notification(12, 60 * 24 * 3, {
    kind: 'message',
    title: 'TapeTV: your weekly market digest is ready',
    read_at: minutesBefore(60),
  }),
];

/**
 * The case on the screen: 13 members reacted to one post (two unread), two commented on
 * another, one followed.
 */
const GROUPED_ITEMS = [
  ...Array.from({ length: 13 }, (_, index) =>
    notification(400 - index, 3 + index * 7, {
      url: '/post/77',
      title: `Member ${index + 1} reacted to your post`,
      read_at: index < 2 ? null : minutesBefore(1),
      user: { id: 500 + index, name: `Member ${index + 1}`, avatar: '/photos/d-avatar.jpg' },
    }),
  ),
  notification(380, 20, {
    kind: 'comment',
    url: '/post/78',
    title: 'Ines Moreau commented on your post',
    description: 'Nice call on the breakout, I took the same entry.',
    user: { id: 11, name: 'Ines Moreau', avatar: '/photos/d-avatar.jpg' },
  }),
  notification(379, 50, {
    kind: 'comment',
    url: '/post/78',
    title: 'Liam Patel commented on your post',
    description: 'Same entry here.',
    read_at: minutesBefore(1),
    user: { id: 12, name: 'Liam Patel', avatar: '/photos/d-avatar.jpg' },
  }),
  notification(370, 180, { kind: 'follower', title: 'Carlos Okafor started following you' }),
].sort((a, b) => b.last_notification_time.localeCompare(a.last_notification_time) || b.id - a.id);

/** A notification's time moved from STORY_NOW's frame to the real clock's. */
const onTheClock = (item: NotificationData): NotificationData => ({
  ...item,
  last_notification_time: new Date(
    Date.parse(item.last_notification_time) + Date.now() - STORY_NOW,
  ).toISOString(),
});

const LOADED: NotificationPageState = { status: 'ready', error: null, items: [], nextBefore: null };

/** The page a story shows: `parameters.page`, over a loaded, empty one. */
const pageOf = (context: StoryContext): NotificationPageState => {
  const page: NotificationPageState = { ...LOADED, ...context.parameters.page };
  return { ...page, items: page.items.map(onTheClock) };
};

/** The requests the list made of `GET /api/notifications` in the story last rendered. */
const requests: URL[] = [];

/**
 * The list asks for its first page whenever it mounts, whatever the store holds. Stories never
 * touch the network: while one renders, `GET /api/notifications` answers with the story's own
 * page (or its error, as the server would: status 500 and a `message`); every other request goes
 * on as before.
 */
async function answerNotifications(context: StoryContext) {
  const page = pageOf(context);
  const realFetch = globalThis.fetch;
  requests.length = 0;
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== '/api/notifications') return realFetch(input, init);
    requests.push(url);
    return page.status === 'error'
      ? Response.json({ message: page.error }, { status: 500 })
      : Response.json({ data: page.items, nextBefore: page.nextBefore });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

/** The store holds the story's page already, as after an earlier visit to the screen. */
const withPage: Decorator = (Story, context) =>
  withStore((store) => {
    const filter = (context.args.filter as NotificationFilter | undefined) ?? 'all';
    store.set(notificationPageAtomFamily(filter), pageOf(context));
  })(Story, context);

const meta = {
  title: 'web/NotificationList',
  component: NotificationList,
  args: { filter: 'all' },
  decorators: [inColumn, withPage],
  beforeEach: answerNotifications,
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, three unread; the list asked for the first page of its filter. */
export const List: Story = {
  parameters: { page: { items: ITEMS } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByText('That is everything.')).toBeVisible();
    await expect(requests.map((url) => url.searchParams.get('kind'))).toEqual(['all']);
    await expect(requests[0]?.searchParams.has('before')).toBe(false);

    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(ITEMS.length);
    await expect(rows[0]).toHaveTextContent('Sam Trader reacted to your post');
    await expect(rows[0]).toHaveTextContent('5 mins ago');
    await expect(rows[0]).toHaveTextContent('Unread');
    await expect(rows[1]).toHaveTextContent('Nice call on the breakout, I took the same entry.');
    await expect(rows[1]).toHaveTextContent('42 mins ago');
    await expect(rows[3]).toHaveTextContent('1 day ago');
    await expect(rows[3]).not.toHaveTextContent('Unread');
    await expect(within(list).getAllByText('Unread')).toHaveLength(3);
  },
};

/**
 * 16 notifications, three rows: a group row names the newest member and how many others, with a
 * pill; it expands in place (the rows below move down) into its notifications, each a button.
 */
export const Grouped: Story = {
  parameters: { page: { items: GROUPED_ITEMS } },
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
    await expect(canvas.getByText('That is everything.')).toBeVisible();
    const rows = within(list).getAllByRole('button');
    await expect(rows).toHaveLength(3);
    const [reactions, comments, follower] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(reactions).toHaveAccessibleName(
      /^Member 1 and 12 others reacted to your post.*13 notifications.*Unread$/,
    );
    await expect(reactions).toHaveAttribute('aria-expanded', 'false');
    await expect(comments).toHaveAccessibleName(
      /^Ines Moreau and Liam Patel commented on your post.*2 notifications.*Unread$/,
    );
    await expect(follower).toHaveAccessibleName(/^Carlos Okafor started following you/);
    await expect(follower).not.toHaveAttribute('aria-expanded');

    const followerTop = follower.getBoundingClientRect().top;
    await userEvent.click(reactions);
    await expect(reactions).toHaveAttribute('aria-expanded', 'true');
    const expanded = within(list).getAllByRole('button', { name: /^Member \d+ reacted/ });
    await expect(expanded).toHaveLength(13);
    await expect(expanded[0]).toHaveAccessibleName(/^Member 1 reacted to your post.*Unread$/);
    await expect(expanded[2]).not.toHaveAccessibleName(/Unread$/);
    await expect(expanded[12]).toHaveAccessibleName(/^Member 13 reacted to your post/);
    // The group's items are the list the button controls.
    await expect(reactions).toHaveAttribute(
      'aria-controls',
      expanded[0]?.closest('ul')?.id ?? 'missing',
    );
    // Measured again, the rows below moved down instead of being covered.
    await waitFor(() =>
      expect(follower.getBoundingClientRect().top).toBeGreaterThan(followerTop + 13 * 40),
    );
    await waitFor(() =>
      expect(comments.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        expanded[12]?.getBoundingClientRect().bottom ?? 0,
      ),
    );

    // Folded again: back to three rows.
    await userEvent.click(reactions);
    await expect(reactions).toHaveAttribute('aria-expanded', 'false');
    await expect(within(list).getAllByRole('button')).toHaveLength(3);

    // The comments group, expanded with the keyboard, stays open for the screenshot.
    comments.focus();
    await userEvent.keyboard('{Enter}');
    await expect(comments).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(list).getByRole('button', { name: /^Liam Patel commented on your post/ }),
    ).toHaveTextContent('Same entry here.');
    await expect(within(list).getAllByRole('button')).toHaveLength(5);
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notifications yet')).toBeVisible();
    await expect(
      canvas.getByText(/When members follow you, react to, comment on or vote in your posts/),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByText('That is everything.')).toBeNull();
  },
};

/** The first page failed (the server's message is shown); Try again asks once more. */
export const LoadFailed: Story = {
  parameters: { page: { status: 'error', error: 'The server could not be reached.' } },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(requests).toHaveLength(1));
    await expect(alert).toHaveTextContent('Notifications could not be loaded');
    await expect(alert).toHaveTextContent('The server could not be reached.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The server could not be reached.',
    );
  },
};

/** The first page is on its way: skeleton rows in a status region, and the list is busy. */
export const Loading: Story = {
  parameters: { page: { status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading notifications' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // A load already under way is not asked for again.
    await expect(requests).toHaveLength(0);
  },
};

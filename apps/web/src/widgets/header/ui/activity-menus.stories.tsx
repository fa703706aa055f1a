import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { NotificationData } from '@tapetv/realtime';
import { expect, screen, waitFor, within } from 'storybook/test';
import {
  type MessageItem,
  NO_UNREAD,
  type NotificationsState,
  notificationsAtom,
} from '@/entities/notification';
import { withStore } from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { ActivityMenus } from './activity-menus.tsx';

/**
 * The times below are written against this moment. The menus read the real clock (`nowAtom`,
 * which a story cannot set), so the decorator moves every time by the clock's distance from it:
 * "5 mins ago" reads the same on every run.
 */
const STORY_NOW = Date.parse('2026-03-10T15:30:00Z');
const minutesBefore = (minutes: number) => new Date(STORY_NOW - minutes * 60_000).toISOString();

const notification = (id: number, overrides: Partial<NotificationData> = {}): NotificationData => ({
  id,
  kind: 'reaction',
  url: `/post/${id}`,
  title: `Member ${id} reacted to your post`,
  description: '',
  last_notification_time: minutesBefore(id),
  read_at: null,
  user: { id: 100 + id, name: `Member ${id}`, avatar: '/photos/d-avatar.jpg' },
  ...overrides,
});

const ACTIVITY = [
  notification(5, {
    title: 'Sam Trader reacted to your post',
    user: { id: 2, name: 'Sam Trader', avatar: '/photos/d-avatar.jpg' },
  }),
  notification(42, {
    kind: 'comment',
    title: 'Ines Moreau commented on your post',
    description: 'Nice call on the breakout.',
    user: { id: 11, name: 'Ines Moreau', avatar: '/photos/d-avatar.jpg' },
  }),
  notification(180, {
    kind: 'pollVote',
    title: 'Liam Patel voted in your poll',
    read_at: minutesBefore(60),
    user: { id: 12, name: 'Liam Patel', avatar: '/photos/d-avatar.jpg' },
  }),
];

/** An avatar drawn as an SVG data URL: stories never touch the network. */
const AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(210 55% 40%)"/><circle cx="32" cy="26" r="11" fill="white"/><rect x="14" y="42" width="36" height="22" rx="11" fill="white"/></svg>',
)}`;

/**
 * Conversations in the messages menu. Their labels are chat-list labels ("09:05 AM",
 * "Yesterday", "Mon, 02 Mar") measured from the real clock; older than a week they show the
 * date, which reads the same on every run, so these are not moved onto the clock.
 */
const conversation = (id: number, overrides: Partial<MessageItem> = {}): MessageItem => ({
  id,
  message_id: id * 10,
  url: `/messages?chat=${id}`,
  preview: `Message from member ${id}`,
  last_message_time: '2026-03-02T09:00:00Z',
  user: { id: 100 + id, name: `Member ${id}`, userName: `member${id}`, avatar: AVATAR },
  read_at: null,
  unread_count: 0,
  other_last_read_message_id: 0,
  ...overrides,
});

const CONVERSATIONS = [
  conversation(7, {
    preview: 'Stop under 412, target the gap fill.',
    last_message_time: '2026-03-02T09:00:00Z',
    unread_count: 2,
    user: { id: 2, name: 'Sam Trader', userName: 'sam', avatar: AVATAR },
  }),
  conversation(3, {
    preview: 'Thanks for the follow!',
    last_message_time: '2026-02-26T18:45:00Z',
    read_at: '2026-02-26T19:00:00Z',
    other_last_read_message_id: 30,
    user: { id: 11, name: 'Ines Moreau', userName: 'ines', avatar: AVATAR },
  }),
];

const READY: NotificationsState = {
  status: 'ready',
  error: null,
  activity: [],
  followers: [],
  messages: [],
  unread: NO_UNREAD,
};
const UNREAD_ACTIVITY: Partial<NotificationsState> = {
  activity: ACTIVITY,
  unread: { ...NO_UNREAD, activity: 2 },
};

/** A notification's time moved from STORY_NOW's frame to the real clock's. */
const onTheClock = (item: NotificationData): NotificationData => ({
  ...item,
  last_notification_time: new Date(
    Date.parse(item.last_notification_time) + Date.now() - STORY_NOW,
  ).toISOString(),
});

/** Seeds `notificationsAtom` with `parameters.notifications` (over a loaded, empty state). */
const withNotifications: Decorator = (Story, context) =>
  withStore((store) => {
    const state: NotificationsState = { ...READY, ...context.parameters.notifications };
    store.set(notificationsAtom, {
      ...state,
      activity: state.activity.map(onTheClock),
      followers: state.followers.map(onTheClock),
    });
  })(Story, context);

/**
 * The case: 13 members reacted to one post (two of them unread), two commented on
 * another, one voted in a poll.
 */
const MEMBERS = ['Sam Trader', 'Ines Moreau', 'Liam Patel', 'Ava Author', 'Ben Busy', 'Chen Wu'];
const GROUPED_ACTIVITY = [
  ...Array.from({ length: 13 }, (_, index) =>
    notification(200 + index, {
      url: '/post/77',
      title: `${MEMBERS[index % MEMBERS.length]} ${index + 1} reacted to your post`,
      last_notification_time: minutesBefore(2 + index * 7),
      read_at: index < 2 ? null : minutesBefore(1),
      user: {
        id: 300 + index,
        name: `${MEMBERS[index % MEMBERS.length]} ${index + 1}`,
        avatar: '/photos/d-avatar.jpg',
      },
    }),
  ),
  notification(220, {
    kind: 'comment',
    url: '/post/78',
    title: 'Ines Moreau commented on your post',
    description: 'Nice call on the breakout.',
    last_notification_time: minutesBefore(30),
    user: { id: 11, name: 'Ines Moreau', avatar: '/photos/d-avatar.jpg' },
  }),
  notification(221, {
    kind: 'comment',
    url: '/post/78',
    title: 'Liam Patel commented on your post',
    description: 'Same entry here.',
    last_notification_time: minutesBefore(45),
    read_at: minutesBefore(1),
    user: { id: 12, name: 'Liam Patel', avatar: '/photos/d-avatar.jpg' },
  }),
  notification(230, {
    kind: 'pollVote',
    url: '/post/79',
    title: 'Chen Wu voted in your poll',
    last_notification_time: minutesBefore(120),
    read_at: minutesBefore(1),
    user: { id: 15, name: 'Chen Wu', avatar: '/photos/d-avatar.jpg' },
  }),
].sort((a, b) => b.last_notification_time.localeCompare(a.last_notification_time));

/** The triggers sit at the right, as in the header, so the menus open towards the page. */
const atTheRight: Decorator = (Story) => (
  <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 'var(--space-1)' }}>
    <Story />
  </div>
);

/**
 * A modal Radix menu marks the rest of the page `aria-hidden` while it traps the focus inside
 * itself, so the triggers behind it cannot be reached; axe does not see the focus trap
 * (radix-ui/primitives#2459), so `aria-hidden-focus` is off while a menu is open.
 */
const MODAL_MENU_RULES = [{ id: 'aria-hidden-focus', enabled: false }];

const meta = {
  title: 'web/HeaderActivityMenus',
  component: ActivityMenus,
  args: { viewer: userFactory({ id: 7, userName: 'dana' }) },
  decorators: [atTheRight, withNotifications],
  parameters: { a11y: { config: { rules: MODAL_MENU_RULES } } },
} satisfies Meta<typeof ActivityMenus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open menu (Radix renders it in a portal, outside the canvas), once it faded in. */
const openMenu = async () => {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
};

/** Two unread of three: the badge, then the menu opened from its trigger. */
export const NotificationsUnread: Story = {
  parameters: { notifications: UNREAD_ACTIVITY },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Followers' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Messages' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);

    const menu = within(await openMenu());
    await expect(menu.getByText('2 unread')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^Sam Trader reacted/ })).toHaveTextContent(
      '5 mins ago',
    );
    await expect(menu.getByRole('menuitem', { name: /^Ines Moreau commented/ })).toHaveTextContent(
      'Nice call on the breakout.',
    );
    await expect(menu.getByRole('menuitem', { name: /^Liam Patel voted/ })).toHaveTextContent(
      '3 hours ago',
    );
    await expect(menu.getAllByText('Unread')).toHaveLength(2);
    await expect(menu.getByRole('menuitem', { name: 'Mark all read' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^See all notifications/ })).toBeVisible();
    // The focus moves into the open menu, so the arrow keys reach its items.
    await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
  },
};

export const FollowersEmpty: Story = {
  args: { openMenu: 'Followers' },
  play: async () => {
    const menu = within(await openMenu());
    await expect(menu.getByText('No new followers yet')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^See all followers/ })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: 'Mark all read' })).toBeNull();
    await expect(menu.queryByText(/unread/)).toBeNull();
  },
};

/**
 * New followers: "Follow back" under the one the member does not follow yet (not under the one
 * they already follow); choosing it keeps the menu open while the follow is on its way.
 */
export const FollowersFollowBack: Story = {
  args: { openMenu: 'Followers' },
  parameters: {
    notifications: {
      followers: [
        notification(301, {
          kind: 'follower',
          url: '/profile/ines',
          title: 'Ines Moreau started following you',
          user: { id: 11, name: 'Ines Moreau', avatar: '/photos/d-avatar.jpg' },
          followed_back: false,
        }),
        notification(302, {
          kind: 'follower',
          url: '/profile/liam',
          title: 'Liam Patel started following you',
          read_at: minutesBefore(1),
          user: { id: 12, name: 'Liam Patel', avatar: '/photos/d-avatar.jpg' },
          followed_back: true,
        }),
      ],
    },
  },
  play: async () => {
    const menu = within(await openMenu());
    await expect(menu.getByRole('menuitem', { name: /^Ines Moreau started/ })).toBeVisible();
    const followBack = menu.getByRole('menuitem', { name: 'Follow back Ines Moreau' });
    await expect(followBack).toHaveTextContent('Follow back');
    await expect(menu.queryByRole('menuitem', { name: 'Follow back Liam Patel' })).toBeNull();
    await expect(menu.getAllByRole('menuitem', { name: /^Follow back/ })).toHaveLength(1);
  },
};

/** No reactions, comments or votes yet: the empty text and the way to the full list, nothing to mark. */
export const NotificationsEmpty: Story = {
  args: { openMenu: 'Notifications' },
  play: async () => {
    const menu = within(await openMenu());
    await expect(menu.getByText('You are all caught up')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^See all notifications/ })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: 'Mark all read' })).toBeNull();
    await expect(menu.queryByText(/unread/)).toBeNull();
  },
};

export const MessagesEmpty: Story = {
  args: { openMenu: 'Messages' },
  play: async () => {
    const menu = within(await openMenu());
    await expect(menu.getByText('No messages yet')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /^See all messages/ })).toBeVisible();
  },
};

/** Two conversations, one with unread messages: the badge counts conversations, not messages. */
export const MessagesUnread: Story = {
  parameters: {
    notifications: { messages: CONVERSATIONS, unread: { ...NO_UNREAD, message: 1 } },
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Messages, 1 unread' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await userEvent.click(trigger);

    const menuElement = await openMenu();
    const menu = within(menuElement);
    await expect(menu.getByText('1 unread')).toBeVisible();
    const sam = menu.getByRole('menuitem', { name: /^Sam Trader/ });
    await expect(sam).toHaveTextContent('Stop under 412, target the gap fill.');
    await expect(within(sam).getByRole('img', { name: '2 unread messages' })).toBeVisible();
    const ines = menu.getByRole('menuitem', { name: /^Ines Moreau/ });
    await expect(ines).toHaveTextContent('Thanks for the follow!');
    await expect(within(ines).queryByRole('img', { name: /unread/ })).toBeNull();
    // In the state's order (most recent first), then "See all messages"; no "Mark all read".
    const items = menu.getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toBe(sam);
    await expect(items[1]).toBe(ines);
    await expect(items[2]).toHaveAccessibleName(/^See all messages/);
    await expect(menu.queryByRole('menuitem', { name: 'Mark all read' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
  },
};

/** The lists are on their way: skeleton lines in a status region, no items. */
export const Loading: Story = {
  args: { openMenu: 'Notifications' },
  parameters: { notifications: { status: 'loading' } },
  play: async () => {
    const menu = within(await openMenu());
    await expect(menu.getByText('Loading Notifications…')).toBeInTheDocument();
    await expect(menu.getAllByRole('menuitem')).toHaveLength(1);
    await expect(menu.getByRole('menuitem', { name: /^See all notifications/ })).toBeVisible();
  },
};

/** The lists could not be loaded: the reason, announced, and a retry (not clicked: it calls the API). */
export const LoadFailed: Story = {
  args: { openMenu: 'Notifications' },
  parameters: {
    notifications: { status: 'error', error: 'The server could not be reached.' },
  },
  play: async () => {
    const menu = within(await openMenu());
    await expect(
      menu.getByText('Notifications could not be loaded. The server could not be reached.'),
    ).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Try again' })).toBeVisible();
  },
};

const LONG_NAME = 'Carlos Okafor-Featherstonehaugh-Montgomery-Wolfeschlegelsteinhausenberger';

/** Very long names and titles wrap inside the menu's width. */
export const LongNames: Story = {
  args: { openMenu: 'Followers' },
  parameters: {
    notifications: {
      followers: [
        notification(3, {
          kind: 'follower',
          url: '/profile/carlos',
          title: `${LONG_NAME} started following you`,
          user: { id: 13, name: LONG_NAME, avatar: '/photos/d-avatar.jpg' },
        }),
        notification(8, {
          kind: 'follower',
          url: '/profile/x',
          title: `${'Ximena'.repeat(12)} started following you`,
          description: 'Value investor focused on commodities, shipping, fertiliser and more.',
          user: { id: 14, name: 'Ximena'.repeat(12), avatar: '/photos/d-avatar.jpg' },
        }),
      ],
      unread: { ...NO_UNREAD, follower: 2 },
    },
  },
  play: async () => {
    const menuElement = await openMenu();
    await expect(menuElement.scrollWidth).toBeLessThanOrEqual(menuElement.clientWidth);
    const box = menuElement.getBoundingClientRect();
    const items = within(menuElement).getAllByRole('menuitem');
    await expect(items).toHaveLength(4);
    for (const item of items) {
      const itemBox = item.getBoundingClientRect();
      await expect(itemBox.left).toBeGreaterThanOrEqual(box.left);
      await expect(itemBox.right).toBeLessThanOrEqual(box.right);
    }
    await expect(within(menuElement).getByText(/^Carlos Okafor/)).toBeVisible();
  },
};

const LONG_PREVIEW =
  'I have been watching this setup for weeks and the volume profile finally confirms it: semis, energy and whatever is breaking';

/** Long member names wrap and long previews are cut on one line, all inside the menu. */
export const MessagesLongNames: Story = {
  args: { openMenu: 'Messages' },
  parameters: {
    notifications: {
      messages: [
        conversation(5, {
          preview: LONG_PREVIEW,
          unread_count: 12,
          user: { id: 13, name: LONG_NAME, userName: 'carlos', avatar: AVATAR },
        }),
        conversation(4, {
          preview: 'Supercalifragilisticexpialidocious'.repeat(4),
          user: { id: 14, name: 'Ximena'.repeat(12), userName: 'ximena', avatar: AVATAR },
        }),
      ],
      unread: { ...NO_UNREAD, message: 1 },
    },
  },
  play: async () => {
    const menuElement = await openMenu();
    await expect(menuElement.scrollWidth).toBeLessThanOrEqual(menuElement.clientWidth);
    const box = menuElement.getBoundingClientRect();
    const menu = within(menuElement);
    const items = menu.getAllByRole('menuitem');
    await expect(items).toHaveLength(3);
    for (const item of items) {
      const itemBox = item.getBoundingClientRect();
      await expect(itemBox.left).toBeGreaterThanOrEqual(box.left);
      await expect(itemBox.right).toBeLessThanOrEqual(box.right);
    }
    await expect(menu.getByText(LONG_NAME)).toBeVisible();
    await expect(menu.getByText('Ximena'.repeat(12))).toBeVisible();
    await expect(menu.getByRole('img', { name: '12 unread messages' })).toBeVisible();
    const preview = menu.getByText(LONG_PREVIEW);
    await expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    // Cut with an ellipsis on one line.
    await expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
    const line = Number.parseFloat(getComputedStyle(preview).lineHeight) || 20;
    await expect(preview.getBoundingClientRect().height).toBeLessThan(line * 1.5);
  },
};

/**
 * Reactions, comments and votes about one post are one line each: 16 notifications, three
 * lines. Selecting a group (here with the keyboard) keeps the menu open and lists its
 * notifications below it; selecting it again folds them away.
 */
export const Grouped: Story = {
  parameters: {
    notifications: { activity: GROUPED_ACTIVITY, unread: { ...NO_UNREAD, activity: 3 } },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 unread' }));
    const menuElement = await openMenu();
    const menu = within(menuElement);
    const reactions = menu.getByRole('menuitem', {
      name: /^Sam Trader 1 and 12 others reacted to your post/,
    });
    await expect(reactions).toHaveAttribute('aria-expanded', 'false');
    await expect(reactions).toHaveAccessibleName(/13 notifications.*Unread$/);
    const comments = menu.getByRole('menuitem', {
      name: /^Ines Moreau and Liam Patel commented on your post/,
    });
    await expect(comments).toHaveAccessibleName(/2 notifications.*Unread$/);
    await expect(comments).toHaveTextContent('Nice call on the breakout.');
    // A single notification is an item as before: no pill, nothing to expand.
    const vote = menu.getByRole('menuitem', { name: /^Chen Wu voted in your poll/ });
    await expect(vote).not.toHaveAttribute('aria-expanded');
    await expect(vote).not.toHaveAccessibleName(/notifications/);
    // Three lines, then "Mark all read" and "See all notifications".
    await expect(menu.getAllByRole('menuitem')).toHaveLength(5);

    // The arrow keys reach the first group; Enter expands it and the menu stays open.
    await waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(reactions).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(reactions).toHaveAttribute('aria-expanded', 'true');
    await expect(menuElement).toBeVisible();
    await expect(menu.getAllByRole('menuitem', { name: /^\S+ \S+ \d+ reacted/ })).toHaveLength(13);
    await expect(menu.getAllByRole('menuitem')).toHaveLength(5 + 13);
    // Each of them on its own, newest first, right after the group's line.
    const items = menu.getAllByRole('menuitem');
    await expect(items[1]).toHaveAccessibleName(/^Sam Trader 1 reacted to your post.*Unread$/);
    await expect(items[2]).toHaveAccessibleName(/^Ines Moreau 2 reacted to your post.*Unread$/);
    await expect(items[3]).toHaveAccessibleName(/^Liam Patel 3 reacted to your post/);
    await expect(items[3]).not.toHaveAccessibleName(/Unread$/);
    await expect(items[13]).toHaveAccessibleName(/^Sam Trader 13 reacted to your post/);
    await expect(items[14]).toBe(comments);
    // The next arrow goes to the group's first notification.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());

    // The comments group expands too, by pointer.
    await userEvent.click(comments);
    await expect(comments).toHaveAttribute('aria-expanded', 'true');
    await expect(
      menu.getByRole('menuitem', { name: /^Liam Patel commented on your post/ }),
    ).toHaveTextContent('Same entry here.');
    await expect(menu.getAllByRole('menuitem')).toHaveLength(5 + 13 + 2);

    // Selecting the reactions again folds them away; the comments stay open.
    await userEvent.click(reactions);
    await expect(reactions).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getAllByRole('menuitem')).toHaveLength(5 + 2);
    await expect(menuElement).toBeVisible();
  },
};

/** Past 99 the badge reads "99+", and so does the trigger's name. */
export const ManyUnread: Story = {
  parameters: {
    notifications: { ...UNREAD_ACTIVITY, unread: { follower: 3, message: 12, activity: 150 } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications, 99+ unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Messages, 12 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Followers, 3 unread' })).toBeVisible();
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { openMenu: 'Notifications' },
  parameters: { notifications: UNREAD_ACTIVITY },
  play: async () => {
    const menu = within(await openMenu());
    await expect(menu.getAllByRole('menuitem')).toHaveLength(5);
  },
};

/** On a phone the header hides these menus (header.module.css); alone, they still fit. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { openMenu: 'Notifications' },
  parameters: { notifications: UNREAD_ACTIVITY },
  play: async () => {
    const menu = await openMenu();
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    const box = menu.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { initialsImage, memberNames } from '../lib/fixtures.ts';
import { phone, STORY_NOW } from '../lib/story-helpers.ts';
import { ChatList, type ChatSummary } from './chat-list.tsx';

const hoursAgo = (hours: number) => new Date(STORY_NOW.getTime() - hours * 3_600_000);

const chat = ({ id, ...overrides }: Partial<ChatSummary> & { id: number }): ChatSummary => ({
  id,
  name: `Chat ${id}`,
  avatar: initialsImage(`Chat ${id}`),
  lastMessage: 'See you at the open.',
  lastMessageAt: hoursAgo(1),
  unreadCount: 0,
  ...overrides,
});

const joined = [
  chat({
    id: 1,
    name: 'Options Flow',
    avatar: initialsImage('Options Flow'),
    lastMessage: 'Big call sweep on NVDA, 950 strike',
    lastMessageAt: hoursAgo(1.5),
    unreadCount: 3,
  }),
  chat({
    id: 2,
    name: 'Dividend Hunters',
    avatar: initialsImage('Dividend Hunters'),
    lastMessage: 'Ex-dividend dates for next week are up',
    lastMessageAt: hoursAgo(24),
  }),
  chat({
    id: 3,
    name: 'Crypto Desk',
    avatar: initialsImage('Crypto Desk'),
    lastMessage: 'Funding rates flipped negative',
    lastMessageAt: hoursAgo(24 * 3),
    unreadCount: 120,
  }),
];

const suggested = [
  chat({
    id: 10,
    name: 'Swing Traders',
    avatar: initialsImage('Swing Traders'),
    lastMessage: 'Weekly watchlist thread',
    lastMessageAt: hoursAgo(24 * 20),
  }),
  chat({ id: 11, name: 'New Group', avatar: null, lastMessage: null, lastMessageAt: null }),
];

const meta = {
  title: 'ui/ChatList',
  component: ChatList,
  args: { joined, suggested, now: STORY_NOW, timeZone: 'UTC', onSelect: fn() },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-popover)' }}>
      <ChatList {...args} />
    </div>
  ),
} satisfies Meta<typeof ChatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    // Stories must not navigate away: report the choice instead.
    onSelect: fn((_chat, event) => event.preventDefault()),
  },
  play: async ({ args, canvas, userEvent }) => {
    const options = canvas.getByRole('link', { name: /options flow/i });
    await expect(options).toHaveTextContent('02:00 PM');
    await expect(options).toHaveTextContent('Big call sweep on NVDA');
    await expect(canvas.getByRole('img', { name: '3 unread messages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /dividend hunters/i })).toHaveTextContent(
      'Yesterday',
    );
    await expect(canvas.getByRole('link', { name: /crypto desk/i })).toHaveTextContent('Saturday');
    await expect(canvas.getByRole('img', { name: '120 unread messages' })).toHaveTextContent('99+');
    await userEvent.click(options);
    await expect(args.onSelect).toHaveBeenCalledWith(joined[0], expect.anything());
  },
};

export const Keyboard: Story = {
  args: { onSelect: fn((_chat, event) => event.preventDefault()) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /options flow/i })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('link', { name: /swing traders/i })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: /crypto desk/i })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: /new group/i })).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(joined[0], expect.anything());
  },
};

export const Selected: Story = {
  args: { selectedId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /dividend hunters/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Empty: Story = {
  args: { joined: [], suggested: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not joined any chats yet.')).toBeVisible();
    await expect(canvas.getByText('No suggestions right now.')).toBeVisible();
  },
};

/** A control beside each suggested row (Join), outside its link; custom texts for empty sections. */
export const WithRowActions: Story = {
  args: {
    joined: [],
    emptyText: { joined: 'No joined group matches “swing”.' },
    rowAction: (chat, section) =>
      section === 'suggested' ? (
        <Button size="sm" aria-label={`Join ${chat.name}`}>
          Join
        </Button>
      ) : null,
    onSelect: fn((_chat, event) => event.preventDefault()),
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No joined group matches “swing”.')).toBeVisible();
    const join = canvas.getByRole('button', { name: 'Join Swing Traders' });
    // The button is not inside the row's link: clicking it does not follow the link.
    await expect(join.closest('a')).toBeNull();
    await userEvent.click(join);
    await expect(args.onSelect).not.toHaveBeenCalled();
    const row = canvas.getByRole('link', { name: /swing traders/i }).getBoundingClientRect();
    await expect(join.getBoundingClientRect().left).toBeGreaterThanOrEqual(row.right);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading chats' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: 'The server did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    joined: [
      chat({
        id: 1,
        name: 'The International Society of Very Long Group Names for Dividend Growth Investors',
        lastMessage:
          'A last message long enough that it has to be cut off with an ellipsis instead of wrapping onto several lines',
        unreadCount: 7,
      }),
    ],
    suggested: [],
  },
};

export const ManyItems: Story = {
  args: {
    joined: memberNames.map((name, index) =>
      chat({
        id: index + 1,
        name,
        avatar: initialsImage(name),
        lastMessage: `${name.split(' ')[0]}: what are you watching today?`,
        lastMessageAt: hoursAgo(index * 13),
        unreadCount: index % 3 === 0 ? index + 1 : 0,
      }),
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

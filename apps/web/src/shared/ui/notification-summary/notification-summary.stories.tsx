import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { NotificationData } from '@tapetv/realtime';
import { expect } from 'storybook/test';
import { NotificationSummary, NotificationSummarySkeleton } from './notification-summary.tsx';

/** A fixed "now" (as STORY_NOW of packages/ui): relative times never drift. */
const STORY_NOW = new Date('2026-03-10T15:30:00Z');
const minutesBefore = (minutes: number) =>
  new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString();

const notification = (overrides: Partial<NotificationData> = {}): NotificationData => ({
  id: 1,
  kind: 'reaction',
  url: '/posts/42',
  title: 'Sam Trader reacted to your post',
  description: '',
  last_notification_time: minutesBefore(5),
  read_at: null,
  user: { id: 2, name: 'Sam Trader', avatar: '/photos/d-avatar.jpg' },
  ...overrides,
});

const COLUMN_WIDTH = 320;

/** A menu's width: the line must wrap inside it, never overflow. */
const inNarrowColumn: Decorator = (Story) => (
  <div data-testid="column" style={{ width: COLUMN_WIDTH, maxWidth: '100%' }}>
    <Story />
  </div>
);

const meta = {
  title: 'web/NotificationSummary',
  component: NotificationSummary,
  args: { notification: notification(), now: STORY_NOW },
  decorators: [inNarrowColumn],
} satisfies Meta<typeof NotificationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unread one: a dot, a bold title, and "Unread" for screen readers. */
export const Unread: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sam Trader reacted to your post')).toBeVisible();
    await expect(canvas.getByText('Unread')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-unread]')).not.toBeNull();
    const time = canvas.getByText('5 mins ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', minutesBefore(5));
  },
};

export const Read: Story = {
  args: {
    notification: notification({
      read_at: minutesBefore(1),
      last_notification_time: minutesBefore(90),
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sam Trader reacted to your post')).toBeVisible();
    await expect(canvas.queryByText('Unread')).toBeNull();
    await expect(canvasElement.querySelector('[data-unread]')).toBeNull();
    await expect(canvas.getByText('1 hour ago')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    notification: notification({
      kind: 'comment',
      title: 'Ines Moreau commented on your post',
      description: 'Nice call on the breakout, I took the same entry.',
      last_notification_time: minutesBefore(3 * 24 * 60),
      user: { id: 11, name: 'Ines Moreau', avatar: '/photos/d-avatar.jpg' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ines Moreau commented on your post')).toBeVisible();
    await expect(
      canvas.getByText('Nice call on the breakout, I took the same entry.'),
    ).toBeVisible();
    await expect(canvas.getByText('3 days ago')).toBeVisible();
  },
};

const LONG_NAME = 'Carlos Okafor-Featherstonehaugh-Montgomery-Wolfeschlegelsteinhausenberger';
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);

/** Very long names, titles and unbroken words wrap inside the 320px column. */
export const LongTexts: Story = {
  args: {
    notification: notification({
      kind: 'comment',
      title: `${LONG_NAME} and 12 others commented on your post "Semis, energy and whatever is breaking out this week: a long read"`,
      description: `${LONG_WORD} — I have been watching this setup for weeks and the volume profile finally confirms it, https://example.com/a/very/long/link/that/does/not/break/anywhere/on/its/own`,
      user: { id: 13, name: LONG_NAME, avatar: '/photos/d-avatar.jpg' },
    }),
  },
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    const right = column.getBoundingClientRect().right;
    await expect(column.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
    const title = canvas.getByText(/^Carlos Okafor/);
    const description = canvas.getByText(/^Supercalifragilistic/);
    for (const element of [title, description, canvas.getByText('5 mins ago')]) {
      await expect(element).toBeVisible();
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    // Wrapped over several lines, not cut to one.
    const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight) || 20;
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
  },
};

/**
 * A group's line ("Sam and 12 others…"): a pill with how many it holds, read out as "13
 * notifications", and a chevron that turns once the group is expanded.
 */
export const Grouped: Story = {
  args: {
    notification: notification({ title: 'Sam Trader and 12 others reacted to your post' }),
    count: 13,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sam Trader and 12 others reacted to your post')).toBeVisible();
    const pill = canvas.getByText('13');
    await expect(pill).toBeVisible();
    await expect(pill).toHaveTextContent('13 notifications');
    await expect(canvas.getByText('Unread')).toBeInTheDocument();
    const chevron = canvasElement.querySelector('svg[aria-hidden="true"]');
    await expect(chevron).not.toBeNull();
    await expect(chevron).not.toHaveAttribute('data-expanded');
    // The pill and the chevron stay inside the column, beside the title.
    const right = canvas.getByTestId('column').getBoundingClientRect().right;
    await expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  },
};

/** The same group, expanded: the chevron points up. */
export const GroupedExpanded: Story = {
  args: {
    notification: notification({
      kind: 'comment',
      title: 'Ines Moreau and Sam Trader commented on your post',
      description: 'Nice call on the breakout, I took the same entry.',
      read_at: minutesBefore(1),
    }),
    count: 2,
    expanded: true,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('2')).toHaveTextContent('2 notifications');
    await expect(canvas.queryByText('Unread')).toBeNull();
    await expect(canvasElement.querySelector('svg[aria-hidden="true"]')).toHaveAttribute(
      'data-expanded',
    );
  },
};

/** A count of one is a single notification: no pill. */
export const CountOfOne: Story = {
  args: { count: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sam Trader reacted to your post')).toBeVisible();
    await expect(canvas.queryByText(/notifications/)).toBeNull();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** The shape of a line while the list loads, hidden from screen readers. */
export const Skeleton: Story = {
  render: () => <NotificationSummarySkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(skeleton).not.toBeNull();
    await expect(skeleton?.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    notification: notification({
      kind: 'pollVote',
      title: 'Liam Patel voted in your poll',
      description: 'Will the Fed cut in June?',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Liam Patel voted in your poll')).toBeVisible();
    await expect(canvas.getByText('Unread')).toBeInTheDocument();
  },
};

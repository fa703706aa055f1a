import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ContractSchema } from '@tapetv/api-client';
import { formatChatListLabel } from '@tapetv/time-format';
import { expect } from 'storybook/test';
import { ConversationSummary } from './conversation-summary.tsx';

type MessageItem = ContractSchema<'MessageItem'>;

/** A fixed "now" (as STORY_NOW of packages/ui): time labels never drift. */
const STORY_NOW = new Date('2026-03-10T15:30:00Z');
const minutesBefore = (minutes: number) =>
  new Date(STORY_NOW.getTime() - minutes * 60_000).toISOString();
const DAY = 24 * 60;

/** The label the component shows for `time`, in the reader's (the device's) time zone. */
const labelFor = (time: string) => formatChatListLabel(time, STORY_NOW);

/** An avatar drawn as an SVG data URL: stories never touch the network. */
const avatar = (initials: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 40%)"/><text x="32" y="41" font-size="26" font-weight="700" text-anchor="middle" fill="white" font-family="DejaVu Sans, sans-serif">${initials}</text></svg>`,
  )}`;

const conversation = (overrides: Partial<MessageItem> = {}): MessageItem => ({
  id: 7,
  message_id: 31,
  url: '/messages?chat=7',
  preview: 'Stop under 412, target the gap fill.',
  last_message_time: minutesBefore(5),
  user: { id: 2, name: 'Sam Trader', userName: 'sam', avatar: avatar('ST', 210) },
  read_at: null,
  unread_count: 2,
  other_last_read_message_id: 30,
  ...overrides,
});

const read = (overrides: Partial<MessageItem> = {}) =>
  conversation({ read_at: minutesBefore(1), unread_count: 0, ...overrides });

const COLUMN_WIDTH = 320;

/** A menu's width: everything must stay inside it, never overflow. */
const inNarrowColumn: Decorator = (Story) => (
  <div data-testid="column" style={{ width: COLUMN_WIDTH, maxWidth: '100%' }}>
    <Story />
  </div>
);

const meta = {
  title: 'web/ConversationSummary',
  component: ConversationSummary,
  args: { conversation: conversation(), now: STORY_NOW },
  decorators: [inNarrowColumn],
} satisfies Meta<typeof ConversationSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread messages: a count badge with a spoken label, and the preview in the text colour. */
export const Unread: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sam Trader')).toBeVisible();
    await expect(canvas.getByText('Stop under 412, target the gap fill.')).toBeVisible();
    const badge = canvas.getByRole('img', { name: '2 unread messages' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveTextContent('2');
    await expect(canvasElement.querySelector('[data-unread]')).not.toBeNull();
    const time = canvas.getByText(labelFor(minutesBefore(5)));
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', minutesBefore(5));
  },
};

export const Read: Story = {
  args: { conversation: read() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Sam Trader')).toBeVisible();
    await expect(canvas.getByText('Stop under 412, target the gap fill.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /unread/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-unread]')).toBeNull();
    await expect(canvas.getByText(labelFor(minutesBefore(5)))).toBeVisible();
  },
};

/** A conversation opened before anyone wrote: the empty preview says so. */
export const NoMessagesYet: Story = {
  args: { conversation: read({ preview: '', message_id: null, other_last_read_message_id: 0 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sam Trader')).toBeVisible();
    await expect(canvas.getByText('No messages yet')).toBeVisible();
  },
};

const LONG_NAME = 'Carlos Okafor-Featherstonehaugh-Montgomery-Wolfeschlegelsteinhausenberger';
const LONG_PREVIEW =
  'I have been watching this setup for weeks and the volume profile finally confirms it: semis, energy and whatever is breaking';

/** A long name wraps; a long preview is cut with an ellipsis on one line; all inside 320px. */
export const LongTexts: Story = {
  args: {
    conversation: conversation({
      preview: LONG_PREVIEW,
      unread_count: 12,
      user: { id: 13, name: LONG_NAME, userName: 'carlos', avatar: avatar('CO', 30) },
    }),
  },
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    const { left, right } = column.getBoundingClientRect();
    await expect(column.scrollWidth).toBeLessThanOrEqual(COLUMN_WIDTH);
    const name = canvas.getByText(LONG_NAME);
    const preview = canvas.getByText(LONG_PREVIEW);
    const time = canvas.getByText(labelFor(minutesBefore(5)));
    const badge = canvas.getByRole('img', { name: '12 unread messages' });
    for (const element of [name, preview, time, badge]) {
      await expect(element).toBeVisible();
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(left);
      await expect(box.right).toBeLessThanOrEqual(right);
    }
    // The preview: one line, cut with an ellipsis (its text is wider than its box).
    const previewStyle = getComputedStyle(preview);
    await expect(previewStyle.textOverflow).toBe('ellipsis');
    await expect(previewStyle.whiteSpace).toBe('nowrap');
    await expect(preview.scrollWidth).toBeGreaterThan(preview.clientWidth);
    const previewLine = Number.parseFloat(previewStyle.lineHeight) || 20;
    await expect(preview.getBoundingClientRect().height).toBeLessThan(previewLine * 1.5);
    // The name: wrapped over several lines, not cut.
    const nameLine = Number.parseFloat(getComputedStyle(name).lineHeight) || 20;
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(nameLine * 1.5);
  },
};

const YESTERDAY = minutesBefore(DAY);

export const Yesterday: Story = {
  args: { conversation: read({ last_message_time: YESTERDAY }) },
  play: async ({ canvas }) => {
    await expect(labelFor(YESTERDAY)).toBe('Yesterday');
    await expect(canvas.getByText('Yesterday')).toHaveAttribute('datetime', YESTERDAY);
  },
};

/** 2026-03-02, eight days before: the weekday and the date ("Mon, 02 Mar"). */
const OLDER = minutesBefore(8 * DAY);

export const OlderThanAWeek: Story = {
  args: { conversation: read({ last_message_time: OLDER }) },
  play: async ({ canvas }) => {
    const label = labelFor(OLDER);
    await expect(label).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2}$/);
    await expect(canvas.getByText(label)).toHaveAttribute('datetime', OLDER);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sam Trader')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '2 unread messages' })).toBeVisible();
  },
};

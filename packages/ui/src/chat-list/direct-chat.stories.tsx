import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { initialsImage } from '../lib/fixtures.ts';
import { phone, STORY_NOW } from '../lib/story-helpers.ts';
import { type ChatMessage, GroupChat } from './chat-list.tsx';
import { LivePane } from './story-live-pane.tsx';

/**
 * GroupChat as a direct conversation between two members: no replies, a footer under the log
 * (who is typing, whether the last message was seen) and `onTyping` on every composer change.
 */
const minutesAgo = (minutes: number) => new Date(STORY_NOW.getTime() - minutes * 60_000);
const ME = 1;

const sam = { userId: 2, user: { name: 'Sam Trader', avatar: initialsImage('Sam Trader') } };
const dana = { userId: ME, user: { name: 'Dana Demo', avatar: initialsImage('Dana Demo') } };

const message = ({ id, ...overrides }: Partial<ChatMessage> & { id: number }): ChatMessage => ({
  id,
  text: `Message ${id}`,
  replyTo: null,
  ...sam,
  created_at: minutesAgo(id),
  ...overrides,
});

// Newest first, as the app keeps them.
const messages: ChatMessage[] = [
  message({ id: 4, text: 'Deal. Talk after the close.', ...dana, created_at: minutesAgo(0.2) }),
  message({ id: 3, text: 'Stop under 412, target the gap fill.', created_at: minutesAgo(3) }),
  message({ id: 2, text: 'What is your plan on QQQ today?', ...dana, created_at: minutesAgo(9) }),
  message({ id: 1, text: 'Hey Dana, saw your post on semis.', created_at: minutesAgo(65) }),
];

const LABEL = 'Conversation with Sam Trader';

/** The footer slot of the chat, if any. */
const chatFooter = (chat: HTMLElement) => chat.querySelector('[data-slot="chat-footer"]');

const meta = {
  title: 'ui/DirectChat',
  component: GroupChat,
  args: {
    messages,
    currentUserId: ME,
    now: STORY_NOW,
    label: LABEL,
    allowReply: false,
    emptyText: 'Say hello to Sam Trader.',
    onSend: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onTyping: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-panel)' }}>
      <GroupChat {...args} />
    </div>
  ),
} satisfies Meta<typeof GroupChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sides, oldest at the top; no replies in a direct chat; own messages can be changed. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: LABEL })).toBeVisible();
    const log = canvas.getByRole('log', { name: LABEL });
    const items = within(log).getAllByRole('article');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Sam Trader: Hey Dana, saw your post on semis.',
      'Dana Demo: What is your plan on QQQ today?',
      'Sam Trader: Stop under 412, target the gap fill.',
      'Dana Demo: Deal. Talk after the close.',
    ]);
    await expect(canvas.queryByRole('button', { name: /^Reply to/ })).toBeNull();
    for (const item of items) {
      const own = item.getAttribute('aria-label')?.startsWith('Dana Demo') ?? false;
      const buttons = within(item);
      if (own) {
        await expect(buttons.getByRole('button', { name: 'Edit message' })).toBeVisible();
        await expect(buttons.getByRole('button', { name: 'Delete message' })).toBeVisible();
      } else {
        await expect(buttons.queryByRole('button', { name: 'Edit message' })).toBeNull();
        await expect(buttons.queryByRole('button', { name: 'Delete message' })).toBeNull();
      }
    }
    await expect(within(items[3] as HTMLElement).getByText('Just now')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(chatFooter(canvas.getByRole('region', { name: LABEL }))).toBeNull();
  },
};

/** The other member is writing: the footer says so, between the log and the composer. */
export const Typing: Story = {
  args: { footer: 'Sam Trader is typing…' },
  play: async ({ canvas }) => {
    const footer = canvas.getByText('Sam Trader is typing…');
    await expect(footer).toBeVisible();
    const chat = canvas.getByRole('region', { name: LABEL });
    await expect(chatFooter(chat)).toBe(footer);
    const log = canvas.getByRole('log', { name: LABEL });
    const composer = canvas.getByRole('textbox', { name: 'Message' });
    // Under the log, above the composer.
    await expect(footer.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      log.getBoundingClientRect().bottom,
    );
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      composer.getBoundingClientRect().top,
    );
  },
};

/** The other member read the last message. */
export const Seen: Story = {
  args: { footer: 'Seen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Seen')).toBeVisible();
    await expect(canvas.queryByText(/is typing/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
    await expect(canvas.getByText('Say hello to Sam Trader.')).toBeVisible();
    await expect(canvas.queryByText('Say hello to the group.')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeVisible();
  },
};

/** Every change in the composer tells the other side; Enter sends the text. */
export const SendsAndTypes: Story = {
  args: { messages: messages.slice(1) },
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await expect(args.onTyping).not.toHaveBeenCalled();
    await userEvent.type(box, 'On it');
    await expect(args.onTyping).toHaveBeenCalledTimes('On it'.length);
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'On it', replyTo: null });
    await expect(box).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading messages' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('log')).toBeNull();
  },
};

export const Phone: Story = {
  ...phone,
  args: { footer: 'Seen' },
  play: async ({ canvas }) => {
    const chat = canvas.getByRole('region', { name: LABEL });
    await expect(chat.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(chat.scrollWidth).toBeLessThanOrEqual(chat.clientWidth);
    await expect(canvas.getByText('Seen')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { footer: 'Sam Trader is typing…' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByText('Sam Trader is typing…')).toBeVisible();
  },
};

/** Many messages, newest first: ids `from` down to `to`, alternating sides. */
const many = (from: number, to: number): ChatMessage[] =>
  Array.from({ length: from - to + 1 }, (_, index) => {
    const id = from - index;
    return message({
      id,
      text: `Message number ${id} about the open, the close and what comes after.`,
      ...(id % 2 === 0 ? dana : sam),
      created_at: minutesAgo(200 - id),
    });
  });

/** Distance from the log's bottom, in pixels. */
const fromBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

/**
 * A pane of its own: opens at the newest message; a message arriving while the reader is up
 * offers "New messages" instead of moving them; older pages load above without moving them.
 */
export const ScrollingPane: Story = {
  args: { scroll: true, messages: many(40, 21) },
  render: (args) => (
    <LivePane
      {...args}
      height="320px"
      firstNewId={41}
      received={(id) => message({ id, text: `Fresh message ${id}` })}
      total={60}
      olderPage={() => many(20, 1)}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log', { name: LABEL });
    // Opens at the newest message.
    await waitFor(() => expect(fromBottom(log), 'opens at the bottom').toBeLessThanOrEqual(1));

    // At the bottom, a new message keeps the reader at the bottom.
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await waitFor(() => expect(fromBottom(log), 'follows a new one').toBeLessThanOrEqual(1));
    await expect(canvas.queryByRole('button', { name: 'New messages' })).toBeNull();

    // Reading further up: a new message does not move them; "New messages" takes them down.
    log.scrollTop = 100;
    log.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await expect(await canvas.findByRole('button', { name: 'New messages' })).toBeVisible();
    await expect(log.scrollTop).toBe(100);
    await userEvent.click(canvas.getByRole('button', { name: 'New messages' }));
    await waitFor(() => expect(fromBottom(log), 'jumps down').toBeLessThanOrEqual(1));
    await expect(canvas.queryByRole('button', { name: 'New messages' })).toBeNull();

    // Older messages load above; the message the reader was looking at stays where it was.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    const anchor = within(log).getByRole('article', { name: /Message number 21 / });
    // Measured inside the log: the story's page around it may scroll on its own.
    const offset = () => anchor.getBoundingClientRect().top - log.getBoundingClientRect().top;
    const before = offset();
    const height = log.scrollHeight;
    await userEvent.click(canvas.getByRole('button', { name: 'Load older messages' }));
    // The log is virtualised: the older page is above the viewport, not necessarily rendered.
    await waitFor(() => expect(log.scrollHeight, 'older page above').toBeGreaterThan(height));
    await waitFor(() => expect(Math.abs(offset() - before), 'keeps place').toBeLessThanOrEqual(1));
    await expect(anchor).toBeVisible();
  },
};

/** Opened with unread messages: a "New messages" line above the first of them. */
export const NewMessagesLine: Story = {
  args: { firstUnreadId: 3 },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: LABEL });
    const line = within(log).getByText('New messages');
    await expect(line).toHaveTextContent('New messages');
    // Right above the first unread message, below the ones read before.
    await expect(line.nextElementSibling).toHaveTextContent('Stop under 412');
    await expect(line.previousElementSibling).toHaveTextContent('What is your plan on QQQ');
  },
};

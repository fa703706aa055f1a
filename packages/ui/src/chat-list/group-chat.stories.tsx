import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { initialsImage, memberNames } from '../lib/fixtures.ts';
import { phone, STORY_NOW } from '../lib/story-helpers.ts';
import { type ChatMessage, GroupChat } from './chat-list.tsx';
import { LivePane } from './story-live-pane.tsx';

const minutesAgo = (minutes: number) => new Date(STORY_NOW.getTime() - minutes * 60_000);
const ME = 1;

const message = ({ id, ...overrides }: Partial<ChatMessage> & { id: number }): ChatMessage => ({
  id,
  text: `Message ${id}`,
  replyTo: null,
  userId: 2,
  user: { name: 'Sam Trader', avatar: initialsImage('Sam Trader') },
  created_at: minutesAgo(id),
  ...overrides,
});

const dana = { userId: ME, user: { name: 'Dana Demo', avatar: initialsImage('Dana Demo') } };

// Newest first, as the app keeps them.
const messages: ChatMessage[] = [
  message({
    id: 4,
    text: 'Same here, stop under the gap.',
    replyTo: 2,
    ...dana,
    created_at: minutesAgo(0.2),
  }),
  message({ id: 3, text: 'Anyone trading the CPI print?', created_at: minutesAgo(4) }),
  message({
    id: 2,
    text: 'Long QQQ into the close.',
    user: { name: 'Mei Chen', avatar: initialsImage('Mei Chen') },
    userId: 5,
    created_at: minutesAgo(12),
  }),
  message({ id: 1, text: 'Morning all!', ...dana, created_at: minutesAgo(65), edited: true }),
];

const meta = {
  title: 'ui/GroupChat',
  component: GroupChat,
  args: {
    messages,
    currentUserId: ME,
    now: STORY_NOW,
    onSend: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onLoadMore: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-panel)' }}>
      <GroupChat {...args} />
    </div>
  ),
} satisfies Meta<typeof GroupChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest at the top; replies quote the message; own messages can be edited and deleted. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Group chat' });
    const items = within(log).getAllByRole('article');
    await expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Dana Demo: Morning all!',
      'Mei Chen: Long QQQ into the close.',
      'Sam Trader: Anyone trading the CPI print?',
      'Dana Demo: Same here, stop under the gap.',
    ]);
    const reply = within(items[3] as HTMLElement);
    await expect(reply.getByText('Long QQQ into the close.')).toBeVisible();
    await expect(reply.getByText('Just now')).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText(/1 hour ago · edited/)).toBeVisible();
    await expect(
      within(items[2] as HTMLElement).queryByRole('button', { name: 'Edit message' }),
    ).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(box);
    await userEvent.keyboard('Two lines{Shift>}{Enter}{/Shift}of text{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith({ text: 'Two lines\nof text', replyTo: null });
    // Reply from the keyboard: the composer takes focus and quotes the message.
    canvas.getByRole('button', { name: 'Reply to Sam Trader' }).focus();
    await userEvent.keyboard('{Enter}');
    const reply = await canvas.findByRole('textbox', { name: 'Reply to Sam Trader' });
    await waitFor(() => expect(reply).toHaveFocus());
    await userEvent.keyboard('Not me{Enter}');
    await expect(args.onSend).toHaveBeenLastCalledWith({ text: 'Not me', replyTo: 3 });
    // Escape leaves an edit without saving.
    canvas.getAllByRole('button', { name: 'Edit message' })[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Edit message' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox', { name: 'Edit message' })).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

export const EditAndDelete: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const mine = within(canvas.getByRole('article', { name: 'Dana Demo: Morning all!' }));
    await userEvent.click(mine.getByRole('button', { name: 'Edit message' }));
    const editor = mine.getByRole('textbox', { name: 'Edit message' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Morning everyone!{Enter}');
    await expect(args.onEdit).toHaveBeenCalledWith({ id: 1, text: 'Morning everyone!' });
    await userEvent.click(mine.getByRole('button', { name: 'Delete message' }));
    await expect(args.onDelete).toHaveBeenCalledWith(1);
  },
};

/** Wired like the app: new messages go on top of the list (shown at the bottom). */
export const Interactive: Story = {
  render: (args) => {
    const [items, setItems] = useState(args.messages);
    return (
      <div style={{ maxWidth: 'var(--size-panel)' }}>
        <GroupChat
          {...args}
          messages={items}
          onSend={({ text, replyTo }) =>
            setItems((current) => [
              message({ id: current.length + 100, text, replyTo, ...dana, created_at: STORY_NOW }),
              ...current,
            ])
          }
          onDelete={(id) => setItems((current) => current.filter((item) => item.id !== id))}
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Mei Chen' }));
    await userEvent.keyboard('Nice entry{Enter}');
    const last = canvas.getAllByRole('article').at(-1) as HTMLElement;
    await expect(last).toHaveAccessibleName('Dana Demo: Nice entry');
    await expect(within(last).getByText('Long QQQ into the close.')).toBeVisible();
    await userEvent.click(within(last).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(canvas.queryByText('Nice entry')).toBeNull());
  },
};

export const MoreToLoad: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load older messages' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const QuotedMessageGone: Story = {
  args: { messages: [message({ id: 9, text: 'Replying to something deleted', replyTo: 999 })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Original message unavailable')).toBeVisible();
  },
};

/** The quoted message is on an older page: the server's preview stands in for it. */
export const QuotedFromPreview: Story = {
  args: {
    messages: [
      message({
        id: 9,
        text: 'Still holding?',
        replyTo: 2,
        replyPreview: { text: 'Long QQQ into the close.', user: { name: 'Mei Chen' } },
      }),
    ],
  },
  play: async ({ canvas }) => {
    const quote = canvas.getByText('Long QQQ into the close.');
    await expect(quote).toBeVisible();
    await expect(canvas.queryByText('Original message unavailable')).toBeNull();
  },
};

/** Links open in a new tab without access to this page; tickers stand out; markup stays text. */
export const LinksAndCashtags: Story = {
  args: {
    messages: [
      message({
        id: 5,
        text: 'Watching $NVDA and $SPY, notes at https://example.com/notes. <b>not bold</b>',
      }),
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'https://example.com/notes' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('$NVDA')).toHaveAttribute('data-slot', 'chat-cashtag');
    await expect(canvas.getByText(/<b>not bold<\/b>/)).toBeVisible();
  },
};

/** A moderator may delete anyone's message (`canDelete`), and edit only their own. */
export const Moderator: Story = {
  args: { canDelete: () => true },
  play: async ({ args, canvas, userEvent }) => {
    const theirs = within(canvas.getByRole('article', { name: /^Mei Chen:/ }));
    await expect(theirs.queryByRole('button', { name: 'Edit message' })).toBeNull();
    await userEvent.click(theirs.getByRole('button', { name: 'Delete Mei Chen’s message' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { messages: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { messages: [], error: 'The server did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Visitors (or non-members) read only. */
export const ReadOnly: Story = {
  args: { currentUserId: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /reply to/i })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    messages: [
      message({
        id: 2,
        replyTo: 1,
        ...dana,
        text: 'Agreed. '.repeat(40),
      }),
      message({
        id: 1,
        text: 'A very long message about position sizing, risk per trade, and why a stop belongs below structure rather than at a round number. '.repeat(
          3,
        ),
      }),
    ],
  },
};

export const ManyItems: Story = {
  args: {
    messages: memberNames.map((name, index) =>
      message({
        id: memberNames.length - index,
        userId: index + 1,
        user: { name, avatar: initialsImage(name) },
        text: `${name.split(' ')[0]} checking in.`,
        created_at: minutesAgo(index * 3),
      }),
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

/** Ids `from` down to `to`, newest first; every seventh a long one, so rows differ in height. */
const history = (from: number, to: number): ChatMessage[] =>
  Array.from({ length: from - to + 1 }, (_, index) => {
    const id = from - index;
    const text =
      id % 7 === 0
        ? `Message ${id}: ${'a longer note on the tape, the levels and the plan. '.repeat(4)}`
        : `Message ${id}`;
    return message({ id, text, ...(id % 3 === 0 ? dana : {}), created_at: minutesAgo(3000 - id) });
  });

/** Distance from the log's bottom, in pixels. */
const fromBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

/** Where an element is inside the log's viewport (the story's page may scroll on its own). */
const topInLog = (element: Element, log: HTMLElement) =>
  element.getBoundingClientRect().top - log.getBoundingClientRect().top;

/** The first article wholly inside the log's viewport. */
const firstVisible = (log: HTMLElement) =>
  within(log)
    .getAllByRole('article')
    .find((article) => topInLog(article, log) >= 0) as HTMLElement;

/**
 * Issue 15: 2,000 messages in a scrolling pane. Only the rows near the viewport are in the DOM;
 * the log opens at the newest, keeps the reader's place as messages arrive and older pages load,
 * a quote jumps to a message far above, and an open editor survives scrolling away.
 */
export const ManyMessages: Story = {
  // Its play function is the test; the picture would be the same as ScrollingPane's.
  tags: ['no-visual'],
  args: {
    scroll: true,
    messages: [
      message({ id: 2501, text: 'Still like the 520 call?', replyTo: 520, ...dana }),
      ...history(2500, 501),
    ],
  },
  render: (args) => (
    <LivePane
      {...args}
      height="360px"
      firstNewId={2502}
      received={(id) => message({ id, text: `Fresh message ${id}` })}
      total={2500}
      olderPage={() => history(500, 1)}
    />
  ),
  play: async ({ args, canvas, userEvent }) => {
    const log = canvas.getByRole('log', { name: 'Group chat' });
    // Opens at the newest message, with a small part of the 2,000 in the DOM.
    await waitFor(() => expect(fromBottom(log), 'opens at the bottom').toBeLessThanOrEqual(1));
    const newest = within(log).getByRole('article', {
      name: 'Dana Demo: Still like the 520 call?',
    });
    await expect(newest).toBeVisible();
    await expect(topInLog(newest, log)).toBeLessThan(log.clientHeight);
    await expect(within(log).getAllByRole('article').length).toBeLessThan(100);
    await expect(
      within(log).queryByRole('article', { name: 'Sam Trader: Message 502' }),
    ).toBeNull();

    // At the bottom, a new message keeps the reader there.
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await waitFor(() => expect(fromBottom(log), 'follows').toBeLessThanOrEqual(1));
    await expect(
      within(log).getByRole('article', { name: 'Sam Trader: Fresh message 2502' }),
    ).toBeVisible();

    // The quote jumps to its message, far above: rendered, scrolled to and focused.
    await userEvent.click(
      within(newest).getByRole('button', { name: /^Go to Sam Trader’s message: Message 520/ }),
    );
    const quoted = await within(log).findByRole('article', { name: 'Sam Trader: Message 520' });
    await waitFor(() => expect(quoted).toHaveFocus());
    const jumped = topInLog(quoted, log);
    await expect(jumped).toBeGreaterThanOrEqual(0);
    await expect(jumped).toBeLessThan(log.clientHeight);

    // Reading up there, a new message does not move them; "New messages" takes them down.
    await userEvent.click(canvas.getByRole('button', { name: 'Receive a message' }));
    await expect(await canvas.findByRole('button', { name: 'New messages' })).toBeVisible();
    await expect(Math.abs(topInLog(quoted, log) - jumped), 'stays').toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: 'New messages' }));
    await waitFor(() => expect(fromBottom(log), 'jumps down').toBeLessThanOrEqual(1));
    await expect(
      within(log).getByRole('article', { name: 'Sam Trader: Fresh message 2503' }),
    ).toBeVisible();

    // An open editor stays in the DOM (with what was typed) while the reader scrolls away.
    const own = within(log).getByRole('article', { name: 'Dana Demo: Still like the 520 call?' });
    await userEvent.hover(own);
    await userEvent.click(within(own).getByRole('button', { name: 'Edit message' }));
    const editor = within(own).getByRole('textbox', { name: 'Edit message' });
    await userEvent.type(editor, ' Or the 525?');
    log.scrollTop = log.scrollHeight / 2;
    // Somewhere in the middle of the history, far from the message being edited.
    await waitFor(() =>
      expect(firstVisible(log)?.getAttribute('aria-label')).toMatch(/Message 1\d{3}\b/),
    );
    await expect(editor).toBeInTheDocument();
    await expect(editor).toHaveValue('Still like the 520 call? Or the 525?');
    await userEvent.click(within(own).getByRole('button', { name: 'Cancel' }));
    await expect(args.onEdit).not.toHaveBeenCalled();

    // At the top: older messages load above and the reader's message stays where it was.
    log.scrollTop = 0;
    const load = await canvas.findByRole('button', { name: 'Load older messages' });
    await waitFor(() =>
      expect(within(log).getByRole('article', { name: /Message 501$/ })).toBeVisible(),
    );
    const anchor = firstVisible(log);
    const before = topInLog(anchor, log);
    const height = log.scrollHeight;
    await userEvent.click(load);
    await waitFor(() => expect(log.scrollHeight, 'older page above').toBeGreaterThan(height));
    await waitFor(() =>
      expect(Math.abs(topInLog(anchor, log) - before), 'keeps place').toBeLessThanOrEqual(1),
    );
    await expect(canvas.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    await expect(within(log).getAllByRole('article').length).toBeLessThan(100);
  },
};

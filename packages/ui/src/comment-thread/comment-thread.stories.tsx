import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { initialsImage, memberNames, organizeReactions, reactionTypes } from '../lib/fixtures.ts';
import { phone, STORY_NOW } from '../lib/story-helpers.ts';
import {
  type CommentData,
  type CommentInput,
  CommentsToggle,
  CommentThread,
} from './comment-thread.tsx';

const minutesAgo = (minutes: number) => new Date(STORY_NOW.getTime() - minutes * 60_000);
const author = (name: string, id = memberNames.indexOf(name) + 1) => ({
  id,
  name,
  avatar: initialsImage(name),
});

const comment = ({ id, ...overrides }: Partial<CommentData> & { id: number }): CommentData => ({
  id,
  parent_id: null,
  text: `Comment ${id}`,
  created_at: minutesAgo(id * 7),
  user: author('Sam Trader'),
  replies: [],
  ...overrides,
});

const ME = 1; // Dana Demo

const comments: CommentData[] = [
  comment({
    id: 1,
    text: 'Volume on this breakout is twice the 20-day average. I am adding on the retest.',
    created_at: minutesAgo(0.5),
    user: author('Dana Demo'),
    organizedReactions: organizeReactions({ Bullish: ['Sam Trader', 'Mei Chen'] }),
    userReaction: null,
  }),
  comment({
    id: 2,
    text: 'Careful, the earnings call is on Thursday.',
    created_at: minutesAgo(95),
    user: author('Priya Natarajan'),
    organizedReactions: organizeReactions({ Like: ['Dana Demo'], Insightful: ['Omar Haddad'] }),
    userReaction: 1,
    replies: [
      comment({
        id: 21,
        parent_id: 2,
        text: 'Good point, I will size down until then.',
        created_at: minutesAgo(80),
        user: author('Dana Demo'),
      }),
      comment({
        id: 22,
        parent_id: 2,
        text: 'Options are pricing a 6% move.',
        created_at: minutesAgo(60),
        user: author('Lukas Becker'),
      }),
    ],
  }),
  comment({
    id: 3,
    text: 'Charts like this are why I joined.',
    created_at: minutesAgo(60 * 24 * 9),
    user: author('Mei Chen'),
  }),
];

const meta = {
  title: 'ui/CommentThread',
  component: CommentThread,
  args: {
    comments,
    currentUserId: ME,
    now: STORY_NOW,
    reactionTypes,
    defaultVisible: true,
    onVisibleChange: fn(),
    onSubmit: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReact: fn(),
    onRemoveReaction: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-content-narrow)', paddingTop: 'var(--space-12)' }}>
      <CommentThread {...args} />
    </div>
  ),
} satisfies Meta<typeof CommentThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const articles = (canvas: { getAllByRole: (role: 'article') => HTMLElement[] }) =>
  canvas.getAllByRole('article').map((article) => article.getAttribute('aria-label'));

/** Newest first; replies in order under their comment; relative times from a fixed "now". */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(articles(canvas)).toEqual([
      'Comment by Dana Demo',
      'Comment by Priya Natarajan',
      'Comment by Dana Demo',
      'Comment by Lukas Becker',
      'Comment by Mei Chen',
    ]);
    const first = within(canvas.getAllByRole('article')[0] as HTMLElement);
    await expect(first.getByText('Just now')).toBeVisible();
    const priya = within(canvas.getByRole('article', { name: 'Comment by Priya Natarajan' }));
    await expect(priya.getByText('1 hour ago')).toBeVisible();
    await expect(canvas.getByText('1 week ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /hide comments \(5\)/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.click(box);
    await userEvent.type(box, 'Ctrl+Enter sends');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ text: 'Ctrl+Enter sends', parentId: null });
    await expect(box).toHaveValue('');
    // Reply to Priya from the keyboard: focus the button, open, type, send.
    const priya = within(canvas.getByRole('article', { name: 'Comment by Priya Natarajan' }));
    priya.getByRole('button', { name: 'Reply' }).focus();
    await userEvent.keyboard('{Enter}');
    const reply = priya.getByRole('textbox', { name: 'Reply to Priya Natarajan' });
    await expect(reply).toHaveFocus();
    await userEvent.keyboard('Agreed');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ text: 'Agreed', parentId: 2 });
    // Escape closes an editor without saving.
    const mine = within(
      canvas.getAllByRole('article', { name: 'Comment by Dana Demo' })[0] as HTMLElement,
    );
    mine.getByRole('button', { name: 'Edit' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(mine.getByRole('textbox', { name: 'Edit comment' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(mine.queryByRole('textbox')).toBeNull();
    await expect(args.onEdit).not.toHaveBeenCalled();
  },
};

/** Only the author gets Edit and Delete. */
export const OwnComments: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const priya = within(canvas.getByRole('article', { name: 'Comment by Priya Natarajan' }));
    const [reply] = canvas.getAllByRole('article', { name: 'Comment by Dana Demo' }).slice(1);
    await expect(priya.queryByRole('button', { name: 'Edit' })).toBeNull();
    const own = within(reply as HTMLElement);
    await userEvent.click(own.getByRole('button', { name: 'Edit' }));
    const editor = own.getByRole('textbox', { name: 'Edit comment' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Sized down.');
    await userEvent.click(own.getByRole('button', { name: 'Save' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ id: 21, parentId: 2, text: 'Sized down.' });
    await userEvent.click(own.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ id: 21, parentId: 2 });
  },
};

/** The toggle shows the count; the first show is the app's cue to fetch (spec point 4). */
export const Hidden: Story = {
  args: { defaultVisible: false },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /show comments \(5\)/i });
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.click(toggle);
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: /hide comments/i }));
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * The toggle in a post card's action row: only the icon and the count on screen, the thread with
 * no toggle of its own and hidden until shown.
 */
export const ToggleOutside: Story = {
  args: { toggle: false, bodyId: 'thread-body', label: 'Comments on Sam’s post' },
  render: (args) => {
    const [shown, setShown] = useState(false);
    return (
      <div style={{ maxWidth: 'var(--size-content-narrow)', display: 'grid', gap: 8 }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <CommentsToggle
            compact
            count={5}
            shown={shown}
            onToggle={() => setShown(!shown)}
            controls="thread-body"
          />
        </div>
        <CommentThread {...args} visible={shown} />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show comments (5)' });
    await expect(toggle).toHaveTextContent(/^5$/);
    await expect(toggle).toHaveAttribute('aria-controls', 'thread-body');
    // Hidden, the thread is not in the page's landmarks and draws no toggle of its own.
    await expect(canvas.queryByRole('region', { name: 'Comments on Sam’s post' })).toBeNull();
    await userEvent.click(toggle);
    const thread = canvas.getByRole('region', { name: 'Comments on Sam’s post' });
    await expect(within(thread).getAllByRole('article')).toHaveLength(5);
    await expect(within(thread).queryByRole('button', { name: /comments \(/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Hide comments (5)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hide comments (5)' }));
    await expect(canvas.queryByRole('region', { name: 'Comments on Sam’s post' })).toBeNull();
  },
};

/** Wired like the app: new comments on top, replies at the end, edits replace, deletes remove. */
export const Interactive: Story = {
  render: (args) => {
    const [items, setItems] = useState<CommentData[]>(args.comments);
    const [nextId, setNextId] = useState(100);
    const submit = ({ text, parentId }: CommentInput) => {
      const created = {
        id: nextId,
        parent_id: parentId,
        text,
        created_at: STORY_NOW,
        user: author('Dana Demo'),
        replies: [],
      };
      setNextId(nextId + 1);
      setItems((current) =>
        parentId === null
          ? [created, ...current]
          : current.map((item) =>
              item.id === parentId
                ? { ...item, replies: [...(item.replies ?? []), created] }
                : item,
            ),
      );
    };
    return (
      <div style={{ maxWidth: 'var(--size-content-narrow)' }}>
        <CommentThread
          {...args}
          comments={items}
          onSubmit={submit}
          onDelete={({ id }) =>
            setItems((current) =>
              current
                .filter((item) => item.id !== id)
                .map((item) => ({ ...item, replies: item.replies?.filter((r) => r.id !== id) })),
            )
          }
        />
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Write a comment' }), 'Fresh take');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(canvas.getAllByRole('article')[0]).toHaveTextContent('Fresh take');
    await expect(canvas.getByRole('button', { name: /hide comments \(6\)/i })).toBeVisible();
    const first = within(canvas.getAllByRole('article')[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByText('Fresh take')).toBeNull());
  },
};

/** A failed send keeps the text (spec point 8: state unchanged). */
export const SendFails: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Write a comment' });
    await userEvent.type(box, 'Will this post?');
    await userEvent.click(canvas.getByRole('button', { name: 'Comment' }));
    await expect(await canvas.findByText('Not sent. Try again.')).toBeVisible();
    await expect(box).toHaveValue('Will this post?');
  },
};

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { comments: [], loading: true, count: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading comments')).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithError: Story = {
  args: { comments: [], error: 'The server did not answer.', onRetry: fn(), count: 3 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Visitors read but cannot write, react or reply. */
export const Visitor: Story = {
  args: { currentUserId: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reply' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    comments: [
      comment({
        id: 1,
        user: author('Ingrid Johansson'),
        text: `${'A long, careful write-up of the trade: entry, stop, targets and why. '.repeat(8)}\nAndaveryveryverylongwordwithoutspacesthatmustwrapratherthanoverflowthecommentcolumn.`,
      }),
    ],
  },
};

export const ManyItems: Story = {
  args: {
    comments: memberNames.map((name, index) =>
      comment({
        id: index + 1,
        user: author(name),
        text: `${name.split(' ')[0]}: my read on today’s session.`,
        created_at: minutesAgo(index * 45 + 2),
      }),
    ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

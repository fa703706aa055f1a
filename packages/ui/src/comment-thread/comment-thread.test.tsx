import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type CommentData, CommentThread, Composer, orderComments } from './comment-thread.tsx';

const comment = ({ id, ...overrides }: Partial<CommentData> & { id: number }): CommentData => ({
  id,
  text: `Comment ${id}`,
  created_at: '2026-03-10T12:00:00Z',
  user: { id: 1, name: 'Dana Demo' },
  replies: [],
  ...overrides,
});

describe('orderComments', () => {
  it('puts the newest comment first and replies oldest first', () => {
    const ordered = orderComments([
      comment({ id: 1, created_at: '2026-03-10T10:00:00Z' }),
      comment({
        id: 2,
        created_at: '2026-03-10T11:00:00Z',
        replies: [
          comment({ id: 22, created_at: '2026-03-10T11:30:00Z' }),
          comment({ id: 21, created_at: '2026-03-10T11:10:00Z' }),
        ],
      }),
    ]);
    expect(ordered.map((item) => item.id)).toEqual([2, 1]);
    expect(ordered[0]?.replies?.map((item) => item.id)).toEqual([21, 22]);
  });
});

describe('<Composer />', () => {
  it('sends the trimmed text and empties itself', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Composer label="Write a comment" submitLabel="Comment" onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    expect(screen.getByRole('button', { name: 'Comment' })).toBeDisabled();
    await user.type(box, '  Buy the dip  ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(onSubmit).toHaveBeenCalledWith('Buy the dip');
    expect(box).toHaveValue('');
  });

  it('stops at the longest comment the server takes', async () => {
    const user = userEvent.setup();
    render(
      <Composer label="Write a comment" submitLabel="Comment" maxLength={5} onSubmit={vi.fn()} />,
    );
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Buy the dip');
    expect(box).toHaveValue('Buy t');
  });

  it('keeps the text and says so when sending fails', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('500'));
    render(<Composer label="Write a comment" submitLabel="Comment" onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Sell the rip');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Not sent. Try again.')).toBeInTheDocument();
    expect(box).toHaveValue('Sell the rip');
  });

  it('does not send on a plain Enter, which starts a new line', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Composer label="Write a comment" submitLabel="Comment" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox'), 'one{Enter}two');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveValue('one\ntwo');
  });

  it('cancels with Escape when it can be cancelled', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <Composer
        label="Edit comment"
        submitLabel="Save"
        initialText="Draft"
        onSubmit={vi.fn()}
        onCancel={onCancel}
      />,
    );
    await user.click(screen.getByRole('textbox'));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('CommentThread renderCashtag', () => {
  it('renders cashtags in comments and replies as the caller asks', () => {
    render(
      <CommentThread
        comments={[
          comment({
            id: 1,
            text: 'Long $AAPL here',
            replies: [comment({ id: 2, parent_id: 1, text: 'Same, and $msft' })],
          }),
        ]}
        currentUserId={null}
        now="2026-03-10T12:05:00Z"
        defaultVisible
        onSubmit={() => {}}
        onEdit={() => {}}
        onDelete={() => {}}
        renderCashtag={({ text, symbol }) => <a href={`/symbol/${symbol}`}>{text}</a>}
      />,
    );
    expect(screen.getByRole('link', { name: '$AAPL' })).toHaveAttribute('href', '/symbol/AAPL');
    expect(screen.getByRole('link', { name: '$msft' })).toHaveAttribute('href', '/symbol/MSFT');
  });
});

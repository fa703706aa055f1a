import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { Poll, type PollOption, type PollOptionId } from './poll.tsx';

const option = ({ id, ...overrides }: Partial<PollOption> & { id: number }): PollOption => ({
  id,
  text: `Option ${id}`,
  votes: 0,
  ...overrides,
});

const options = [
  option({ id: 1, text: 'Higher', votes: 42 }),
  option({ id: 2, text: 'Lower', votes: 17 }),
  option({ id: 3, text: 'About the same', votes: 9 }),
];

const meta = {
  title: 'ui/Poll',
  component: Poll,
  args: {
    question: 'Where will the S&P 500 close this Friday?',
    options,
    value: null,
    onVote: fn(),
    onRemoveVote: fn(),
  },
} satisfies Meta<typeof Poll>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: args.question })).toBeVisible();
    // The name is the visible text after "Vote for" (label in name, WCAG 2.5.3).
    const higher = canvas.getByRole('button', { name: /vote for higher/i });
    await expect(higher).toHaveAccessibleName(/^Vote for Higher ?, 42 votes ?, 62%$/);
    await userEvent.click(higher);
    await expect(args.onVote).toHaveBeenCalledWith(1);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /vote for lower/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onVote).toHaveBeenCalledWith(2);
  },
};

/** The member's choice is marked; the bars show the split; the vote can be taken back. */
export const Voted: Story = {
  args: { value: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Your vote')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /vote for/i })).toBeNull();
    await expect(canvas.getByText('62%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove vote' }));
    await expect(args.onRemoveVote).toHaveBeenCalled();
  },
};

/** Wired the way the app wires it: a vote adds one, removing takes it away. */
export const Interactive: Story = {
  render: (args) => {
    const [value, setValue] = useState<PollOptionId | null>(null);
    const shown = args.options.map((item) =>
      item.id === value ? { ...item, votes: item.votes + 1 } : item,
    );
    return (
      <Poll
        {...args}
        options={shown}
        value={value}
        onVote={(id) => setValue(id)}
        onRemoveVote={() => setValue(null)}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /vote for about the same/i }));
    await expect(canvas.getByText('10 votes')).toBeVisible();
    await expect(canvas.getByText('69 votes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove vote' }));
    await expect(canvas.getByText('68 votes')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { pending: true, pendingOptionId: 1 },
  play: async ({ canvas }) => {
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('group')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { options: options.map((item) => ({ ...item, votes: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 votes', { selector: '[id$="-total"]' })).toBeVisible();
  },
};

export const WithError: Story = {
  args: { value: null, error: 'Your vote was not saved. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your vote was not saved');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = {
  args: {
    question:
      'After the central bank’s surprise statement, which sector do you expect to lead the market over the next quarter, and why?',
    options: [
      option({
        id: 1,
        text: 'Technology, because lower rates lift the value of long-dated earnings the most',
        votes: 1203,
      }),
      option({ id: 2, text: 'Energy', votes: 311 }),
    ],
    value: 1,
  },
};

export const ManyItems: Story = {
  args: {
    options: ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'BRK.B'].map((text, index) =>
      option({ id: index + 1, text, votes: (index * 37) % 50 }),
    ),
  },
};

export const Dark: Story = { args: { value: 1 }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { value: 1 } };

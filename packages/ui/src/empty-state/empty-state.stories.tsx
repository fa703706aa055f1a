import { ExclamationTriangleIcon, PersonIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { phone } from '../lib/story-helpers.ts';
import { EmptyState } from './empty-state.tsx';

const onRetry = fn();

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Groups To Show',
    description: 'Groups you join appear here. Search for a market or a topic to find one.',
    icon: <PersonIcon />,
    action: <Button variant="secondary">Find groups</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Groups To Show')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Find groups' })).toBeVisible();
  },
};

export const Compact: Story = {
  args: { size: 'compact', title: 'No Traders To Show', description: undefined, action: undefined },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    icon: <ExclamationTriangleIcon />,
    title: 'Could not load the feed',
    description: 'The server did not answer. Check your connection and try again.',
    action: (
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onRetry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the feed');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title:
      'Nothing matched your search for “international dividend aristocrats with low volatility”',
    description:
      'Try fewer words, check the spelling, or search for a ticker symbol instead of a company name. '.repeat(
        2,
      ),
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

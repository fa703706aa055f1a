import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { LivePlayer, OFF_AIR_TITLE, STREAM_ERROR } from './live-player.tsx';

const meta = {
  title: 'ui/LivePlayer',
  component: LivePlayer,
  args: {
    src: null,
    title: 'The Opening Tape',
    nextShow: 'Closing Bell Debrief, Wed 25 Nov, 16:15',
  },
  render: (args) => (
    <div style={{ maxWidth: '48rem', padding: 'var(--space-4)' }}>
      <LivePlayer {...args} />
    </div>
  ),
} satisfies Meta<typeof LivePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No stream configured, or no show now: the off-air state with the next show. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: OFF_AIR_TITLE })).toBeVisible();
    await expect(canvas.getByText('Closing Bell Debrief, Wed 25 Nov, 16:15')).toBeVisible();
    await expect(
      canvas.queryByLabelText('The Opening Tape', { selector: 'video' }),
    ).not.toBeInTheDocument();
  },
};

export const OffAirNothingScheduled: Story = {
  args: { nextShow: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: OFF_AIR_TITLE })).toBeVisible();
    await expect(canvas.getByText('No show is scheduled in the next seven days.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the stream' })).toBeVisible();
  },
};

/** The video, as it looks once the stream plays (no stream is reachable in Storybook). */
export const Playing: Story = {
  args: { state: 'playing' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(
      canvas.getByLabelText('The Opening Tape', { selector: 'video' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(STREAM_ERROR);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

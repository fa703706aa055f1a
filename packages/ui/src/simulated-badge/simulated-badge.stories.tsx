import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { SIMULATED_DESCRIPTION, SimulatedBadge } from './simulated-badge.tsx';

const meta = {
  title: 'ui/SimulatedBadge',
  component: SimulatedBadge,
  render: (args) => (
    <div style={{ padding: 'var(--space-12)' }}>
      <SimulatedBadge {...args} />
    </div>
  ),
} satisfies Meta<typeof SimulatedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const badge = canvas.getByText('Simulated data');
    // Screen readers get the explanation with the label, without opening the tooltip.
    await expect(badge).toHaveTextContent(SIMULATED_DESCRIPTION);
    await userEvent.hover(badge);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(SIMULATED_DESCRIPTION);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByText('Simulated data')).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const CustomText: Story = {
  args: { label: 'Sample data', description: 'These rows are examples, not live quotes.' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

import { InfoCircledIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { IconButton } from '../icon-button/icon-button.tsx';
import { phone } from '../lib/story-helpers.ts';
import { Tooltip } from './tooltip.tsx';

const meta = {
  title: 'ui/Tooltip',
  component: Tooltip,
  args: {
    content: 'Prices are delayed by 15 minutes',
    children: (
      <IconButton label="About prices">
        <InfoCircledIcon />
      </IconButton>
    ),
  },
  render: (args) => (
    <div style={{ padding: 'var(--space-12)' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'About prices' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Prices are delayed by 15 minutes',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About prices' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** The pointer may cross onto the tooltip (to read or select it); leaving both closes it. */
export const HoverableContent: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About prices' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(trigger).toHaveAccessibleDescription('Prices are delayed by 15 minutes');
    await userEvent.unhover(trigger);
    await userEvent.hover(tooltip);
    // Longer than the grace after leaving the trigger: still shown while the pointer is on it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).not.toHaveAttribute('aria-describedby');
  },
};

/** Pressing the element is using it, not asking what it is: no tooltip, and an open one closes. */
export const ClickCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About prices' });
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A finger on a touch screen presses; it never opens a hint. */
export const TouchDoesNotOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'About prices' });
    await userEvent.pointer([{ keys: '[TouchA]', target: trigger }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const Open: Story = { args: { open: true } };

export const LongText: Story = {
  args: {
    open: true,
    content:
      'Quotes come from the exchange with at least a 15 minute delay, except crypto, which is real time.',
  },
};

export const Dark: Story = { args: { open: true }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { open: true } };

import { ArrowRightIcon, PlusIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { Button } from './button.tsx';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Follow', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Follow' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-3)', alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: { iconStart: <PlusIcon />, iconEnd: <ArrowRightIcon />, children: 'New watchlist' },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Follow' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /saving/i });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Upgrade to Pro and unlock every report, webinar and live show' },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-popover)' }}>
      <Button {...args} block />
    </div>
  ),
};

export const AsLink: Story = {
  render: (args) => (
    <Button variant="secondary" asChild onClick={args.onClick}>
      <a href="#pricing">See plans</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'data-slot',
      'button',
    );
  },
};

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { block: true } };

import { BellIcon, Cross2Icon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { IconButton } from './icon-button.tsx';

const meta = {
  title: 'ui/IconButton',
  component: IconButton,
  args: { label: 'Notifications', children: <BellIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-2)' }}>
      <IconButton {...args} variant="ghost" label="Close">
        <Cross2Icon />
      </IconButton>
      <IconButton {...args} variant="secondary" label="Edit">
        <Pencil1Icon />
      </IconButton>
      <IconButton {...args} variant="primary" label="Notifications">
        <BellIcon />
      </IconButton>
      <IconButton {...args} variant="danger" label="Delete">
        <TrashIcon />
      </IconButton>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center' }}>
      <IconButton {...args} size="sm" />
      <IconButton {...args} size="md" />
      <IconButton {...args} size="lg" />
    </div>
  ),
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeDisabled();
  },
};

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

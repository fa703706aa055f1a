import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { Checkbox } from './checkbox.tsx';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: 'Remember this device', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device' });
    await userEvent.click(canvas.getByText('Remember this device'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember this device' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'Select all symbols' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const WithDescription: Story = {
  args: { description: 'Keeps you logged in for 30 days on this browser.' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Email me when someone I follow posts, comments on my posts, reacts to them or votes in my polls',
  },
  render: (args) => (
    <div style={{ maxWidth: 'var(--size-popover)' }}>
      <Checkbox {...args} />
    </div>
  ),
};

export const Dark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone };

import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { TextArea, TextField } from './text-field.tsx';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    placeholder: 'Enter Your Email',
    required: true,
    onChange: fn(),
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'dana@tapetv.dev');
    await expect(input).toHaveValue('dana@tapetv.dev');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: 'We never show your email to other members.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We never show your email to other members.',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Enter a valid email address', defaultValue: 'dana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'dana@tapetv.dev' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

export const SearchWithHiddenLabel: Story = {
  args: {
    label: 'Search',
    hideLabel: true,
    type: 'search',
    placeholder: 'Search Markets and Groups',
    iconStart: <MagnifyingGlassIcon />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: {
    label: 'A label long enough to wrap onto a second line on a narrow phone screen',
    defaultValue:
      'A value far longer than the field is wide, which scrolls inside the field instead of stretching it',
    description:
      'Help text that runs long as well, to show how it wraps under the field without overflowing it.',
  },
};

export const MultiLine: Story = {
  render: () => <TextArea label="Comment" placeholder="Write a comment…" />,
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(area, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(area).toHaveValue('First line\nSecond line');
  },
};

export const Dark: Story = { args: { description: 'Dark theme' }, globals: { theme: 'dark' } };

export const Phone: Story = { ...phone, args: { error: 'Email is required' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { PrivacySelect, type WatchlistPrivacy } from './privacy-select.tsx';

/** Wired as the app wires it: the choice applies at once while it is saved. */
function Saved(args: ComponentProps<typeof PrivacySelect>) {
  const [value, setValue] = useState<WatchlistPrivacy>(args.value);
  return (
    <PrivacySelect
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/PrivacySelect',
  component: PrivacySelect,
  args: { value: 'private', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'var(--size-dialog)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PrivacySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Who can see this watchlist' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveAccessibleDescription(
      'Only you',
    );
    await expect(canvas.getByRole('radio', { name: 'Followers' })).toHaveAccessibleDescription(
      'You and members who follow you',
    );
    await expect(canvas.getByRole('radio', { name: 'Public' })).toHaveAccessibleDescription(
      'Every member, and on your profile',
    );
    // A click anywhere on a card chooses it.
    await userEvent.click(canvas.getByText('Every member, and on your profile'));
    await expect(args.onChange).toHaveBeenCalledWith('public');
  },
};

/**
 * Radix moves focus a moment after the key goes down and chooses the radio it lands on while the
 * key is still down, as in a browser: the keys are held until the choice is made.
 */
const press = async (
  userEvent: { keyboard: (text: string) => Promise<void> },
  key: 'ArrowDown' | 'ArrowUp',
  expected: () => Promise<void>,
) => {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(expected);
  await userEvent.keyboard(`{/${key}}`);
};

/** Arrow keys move the choice, as radio groups do; each step is a change. */
export const Keyboard: Story = {
  render: (args) => <Saved {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Private' })).toHaveFocus();
    await press(userEvent, 'ArrowDown', () =>
      expect(args.onChange).toHaveBeenLastCalledWith('followers'),
    );
    await expect(canvas.getByRole('radio', { name: 'Followers' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Followers' })).toBeChecked();
    await press(userEvent, 'ArrowDown', () =>
      expect(args.onChange).toHaveBeenLastCalledWith('public'),
    );
    await press(userEvent, 'ArrowUp', () =>
      expect(args.onChange).toHaveBeenLastCalledWith('followers'),
    );
    await press(userEvent, 'ArrowUp', () =>
      expect(args.onChange).toHaveBeenLastCalledWith('private'),
    );
    await expect(canvas.getByRole('radio', { name: 'Private' })).toBeChecked();
    // Clicking the choice already made is no change.
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }));
    await expect(args.onChange).toHaveBeenCalledTimes(4);
  },
};

export const Followers: Story = { args: { value: 'followers' } };

/**
 * Saving: a spinner by the legend, the radios unavailable (clicks and keys do nothing) while
 * focus stays where it was.
 */
export const Pending: Story = {
  args: { value: 'public', pending: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving');
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-busy', 'true');
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(canvas.getByRole('radio', { name: 'Private' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    const publicRadio = canvas.getByRole('radio', { name: 'Public' });
    publicRadio.focus();
    await userEvent.keyboard('{ArrowUp>}');
    // Given Radix's moment to move focus: it does not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.keyboard('{/ArrowUp}');
    await expect(publicRadio).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(publicRadio).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { value: 'followers', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Public'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CustomLegend: Story = {
  args: { legend: 'Who can see “Semiconductors to watch”' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Who can see “Semiconductors to watch”' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { args: { value: 'followers' }, globals: { theme: 'dark' } };

export const Phone: Story = {
  ...phone,
  args: { value: 'public', pending: true },
  play: async ({ canvasElement }) => {
    for (const option of canvasElement.querySelectorAll<HTMLElement>(
      '[data-slot="privacy-select-option"]',
    )) {
      await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    }
  },
};

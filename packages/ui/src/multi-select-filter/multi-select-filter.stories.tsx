import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import {
  MultiSelectFilter,
  type MultiSelectFilterProps,
  type MultiSelectOption,
} from './multi-select-filter.tsx';

const exchanges: MultiSelectOption[] = [
  { value: 'nyse', label: 'New York Stock Exchange', hint: 'United States' },
  { value: 'nasdaq', label: 'Nasdaq', hint: 'United States' },
  { value: 'lse', label: 'London Stock Exchange', hint: 'United Kingdom' },
  { value: 'xetra', label: 'Xetra', hint: 'Germany' },
  { value: 'tse', label: 'Tokyo Stock Exchange', hint: 'Japan' },
];

const countries: MultiSelectOption[] = [
  { value: 'AU', label: 'Australia' },
  { value: 'CA', label: 'Canada' },
  { value: 'CH', label: 'Switzerland' },
  { value: 'CN', label: 'China' },
  { value: 'DE', label: 'Germany' },
  { value: 'EU', label: 'Euro area' },
  { value: 'FR', label: 'France' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'IT', label: 'Italy' },
  { value: 'JP', label: 'Japan' },
  { value: 'NZ', label: 'New Zealand' },
  { value: 'US', label: 'United States' },
];

/** Keeps the selection as a page would, so each choice shows on the button. */
function Stateful(args: MultiSelectFilterProps) {
  const [value, setValue] = useState(args.value ?? []);
  return (
    <MultiSelectFilter
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'ui/MultiSelectFilter',
  component: MultiSelectFilter,
  args: { label: 'Exchange', options: exchanges, value: [], onValueChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof MultiSelectFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Exchange: All' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Exchange' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Xetra' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['xetra']);
    await expect(trigger).toHaveAccessibleName('Exchange: Xetra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Exchange: All' })).toHaveFocus();
  },
};

/** Open, with three exchanges chosen: the button says how many. */
export const OpenWithSelection: Story = {
  args: { value: ['nyse', 'lse', 'tse'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Exchange: 3 selected' }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('checkbox', { name: 'Nasdaq' })).not.toBeChecked();
    await expect(
      within(dialog).getByRole('checkbox', { name: 'London Stock Exchange' }),
    ).toBeChecked();
    await expect(
      within(dialog).getByRole('checkbox', { name: 'London Stock Exchange' }),
    ).toHaveAccessibleDescription('United Kingdom');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'nyse',
      'nasdaq',
      'lse',
      'xetra',
      'tse',
    ]);
    await expect(canvas.getByRole('button', { name: 'Exchange: All' })).toBeInTheDocument();
    // Back to the three, so the picture shows a partial selection.
    for (const name of ['Nasdaq', 'Xetra']) {
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    }
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['nyse', 'lse', 'tse']);
  },
};

/** Over eight options a search box narrows the list; Select all takes what it found. */
export const ManyOptions: Story = {
  args: { label: 'Country', options: countries, value: ['US'] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Country: United States' }));
    const dialog = await screen.findByRole('dialog', { name: 'Country' });
    const search = within(dialog).getByRole('searchbox', { name: 'Search country' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'land');
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Select all' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['CH', 'NZ', 'US']);
    await expect(canvas.getByRole('button', { name: 'Country: 3 selected' })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'atlantis');
    await expect(within(dialog).getByText('No country matches “atlantis”.')).toBeVisible();
    await userEvent.clear(search);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Exchange: All' })).toBeDisabled();
  },
};

export const Dark: Story = {
  ...OpenWithSelection,
  globals: { theme: 'dark' },
};

export const Phone: Story = { ...phone, ...ManyOptions };

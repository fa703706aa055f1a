import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import {
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
} from './date-range-picker.tsx';

// A fixed today for every story (Thursday, 26 November 2026): the presets never drift.
const TODAY = '2026-11-26';

/** Keeps the range as a page would, so each choice shows. */
function Stateful(args: DateRangePickerProps) {
  const [value, setValue] = useState<DateRange | undefined>(args.value);
  return (
    <DateRangePicker
      {...args}
      value={value}
      onValueChange={(range) => {
        setValue(range);
        args.onValueChange?.(range);
      }}
    />
  );
}

const meta = {
  title: 'ui/DateRangePicker',
  component: DateRangePicker,
  args: {
    today: TODAY,
    value: { from: TODAY, to: TODAY },
    maxDays: 90,
    onValueChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Date range' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Today' })).toBeChecked();
    await expect(canvas.getByText('Thu, 26 Nov 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'This week' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    await expect(canvas.getByRole('radio', { name: 'This week' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Next week' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: '2026-11-30',
      to: '2026-12-06',
    });
    // Back to where it started, so the picture is the default one.
    await userEvent.click(canvas.getByRole('radio', { name: 'Today' }));
    await expect(canvas.queryByLabelText('From')).toBeNull();
  },
};

/** A week that starts on Sunday (a US calendar). */
export const WeekStartsOnSunday: Story = {
  args: { weekStartsOn: 0, value: { from: '2026-11-22', to: '2026-11-28' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'This week' })).toBeChecked();
  },
};

/** A range no preset has: Custom, with its two date fields. */
export const Custom: Story = {
  args: { value: { from: '2026-11-02', to: '2026-11-20' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Custom' })).toBeChecked();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-02');
    const to = canvas.getByLabelText('To');
    await expect(to).toHaveValue('2026-11-20');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      from: '2026-11-02',
      to: '2026-11-30',
    });
  },
};

/** An end before the start: explained under the fields, and nothing is emitted. */
export const InvalidRange: Story = {
  args: { value: { from: '2026-11-20', to: '2026-11-02' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The end date must be on or after the start date.',
    );
    await expect(canvas.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2027-03-01');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The range may span at most 90 days.'),
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // Back to the starting mistake, so the picture shows the first message.
    await userEvent.clear(to);
    await userEvent.type(to, '2026-11-02');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The end date must be on or after the start date.',
    );
  },
};

/** Only some presets, under the page's own name. */
export const FewerPresets: Story = {
  args: {
    presets: ['today', 'this-week', 'next-week', 'custom'],
    label: 'Holiday dates',
    value: { from: '2026-11-30', to: '2026-12-06' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: 'Next week' })).toBeChecked();
  },
};

export const Dark: Story = {
  args: { value: { from: '2026-11-02', to: '2026-11-20' } },
  globals: { theme: 'dark' },
};

/** The presets wrap onto two lines; the fields share the width. */
export const Phone: Story = {
  ...phone,
  args: { value: { from: '2026-11-02', to: '2026-11-20' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Custom' })).toBeVisible();
    await expect(canvas.getByLabelText('To')).toBeVisible();
  },
};

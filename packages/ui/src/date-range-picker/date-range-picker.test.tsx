import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  checkRange,
  type DateRange,
  DateRangePicker,
  type DateRangePickerProps,
  matchPreset,
  presetRange,
  rangeDays,
} from './date-range-picker.tsx';

// Thursday, 26 November 2026.
const TODAY = '2026-11-26';

describe('presetRange', () => {
  it('gives single days for Yesterday, Today and Tomorrow', () => {
    expect(presetRange('yesterday', TODAY)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('today', TODAY)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetRange('tomorrow', TODAY)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });

  it('gives Monday to Sunday for This week and the week after for Next week', () => {
    expect(presetRange('this-week', TODAY)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(presetRange('next-week', TODAY)).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('starts the week on Sunday with weekStartsOn 0', () => {
    expect(presetRange('this-week', TODAY, 0)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(presetRange('next-week', TODAY, 0)).toEqual({ from: '2026-11-29', to: '2026-12-05' });
  });

  it('counts a week from its first day and to its last day inclusive', () => {
    // Monday 23 November opens its own week; Sunday 29 November closes it.
    expect(presetRange('this-week', '2026-11-23')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(presetRange('this-week', '2026-11-29')).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    // With Sunday first, Sunday 29 November opens the next week.
    expect(presetRange('this-week', '2026-11-29', 0)).toEqual({
      from: '2026-11-29',
      to: '2026-12-05',
    });
  });

  it('crosses month boundaries', () => {
    expect(presetRange('tomorrow', '2026-11-30')).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(presetRange('yesterday', '2026-12-01')).toEqual({
      from: '2026-11-30',
      to: '2026-11-30',
    });
  });

  it('crosses year boundaries', () => {
    expect(presetRange('tomorrow', '2026-12-31')).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetRange('yesterday', '2027-01-01')).toEqual({
      from: '2026-12-31',
      to: '2026-12-31',
    });
    expect(presetRange('this-week', '2026-12-31')).toEqual({
      from: '2026-12-28',
      to: '2027-01-03',
    });
    expect(presetRange('next-week', '2026-12-31')).toEqual({
      from: '2027-01-04',
      to: '2027-01-10',
    });
  });

  it('knows the leap day', () => {
    expect(presetRange('tomorrow', '2028-02-28')).toEqual({ from: '2028-02-29', to: '2028-02-29' });
    expect(presetRange('tomorrow', '2028-02-29')).toEqual({ from: '2028-03-01', to: '2028-03-01' });
    expect(presetRange('tomorrow', '2027-02-28')).toEqual({ from: '2027-03-01', to: '2027-03-01' });
    expect(presetRange('yesterday', '2028-03-01')).toEqual({
      from: '2028-02-29',
      to: '2028-02-29',
    });
    expect(presetRange('this-week', '2028-03-02')).toEqual({
      from: '2028-02-28',
      to: '2028-03-05',
    });
    expect(presetRange('this-week', '2028-02-29', 0)).toEqual({
      from: '2028-02-27',
      to: '2028-03-04',
    });
  });

  it('refuses a today that is not a calendar date', () => {
    expect(() => presetRange('today', '2026-02-30')).toThrow(RangeError);
    expect(() => presetRange('today', '26/11/2026')).toThrow(RangeError);
  });
});

describe('range helpers', () => {
  it('moves dates by days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('counts both ends of a range', () => {
    expect(rangeDays({ from: TODAY, to: TODAY })).toBe(1);
    expect(rangeDays({ from: '2028-02-01', to: '2028-03-01' })).toBe(30);
    expect(rangeDays({ from: '', to: TODAY })).toBeNull();
  });

  it('checks the order, the length and half-typed dates', () => {
    expect(checkRange({ from: '2026-11-26', to: '2026-11-25' })).toEqual({
      status: 'invalid',
      message: 'The end date must be on or after the start date.',
    });
    expect(checkRange({ from: '2026-11-01', to: '2026-11-30' }, 30)).toEqual({ status: 'valid' });
    expect(checkRange({ from: '2026-11-01', to: '2026-12-01' }, 30)).toEqual({
      status: 'invalid',
      message: 'The range may span at most 30 days.',
    });
    expect(checkRange({ from: '2026-11-01', to: '' }, 30)).toEqual({ status: 'incomplete' });
  });

  it('names the preset a range equals, else Custom', () => {
    expect(matchPreset({ from: '2026-11-23', to: '2026-11-29' }, TODAY)).toBe('this-week');
    expect(matchPreset({ from: '2026-11-22', to: '2026-11-28' }, TODAY, 0)).toBe('this-week');
    expect(matchPreset({ from: '2026-11-23', to: '2026-11-28' }, TODAY)).toBe('custom');
    // Only the presets on offer count.
    expect(matchPreset({ from: TODAY, to: TODAY }, TODAY, 1, ['this-week', 'custom'])).toBe(
      'custom',
    );
  });
});

/** A parent that keeps the range, as a page does. */
function Controlled(props: Omit<DateRangePickerProps, 'value'> & { initial: DateRange }) {
  const { initial, onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      {...rest}
      value={value}
      onValueChange={(range) => {
        setValue(range);
        onValueChange?.(range);
      }}
    />
  );
}

describe('DateRangePicker', () => {
  it('shows the preset the value equals, and emits each preset’s range', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Controlled
        initial={{ from: TODAY, to: TODAY }}
        today={TODAY}
        onValueChange={onValueChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Date range' });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(screen.getByText('Thu, 26 Nov 2026')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-25', to: '2026-11-25' });
    await user.click(screen.getByRole('radio', { name: 'Tomorrow' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-27', to: '2026-11-27' });
    await user.click(screen.getByRole('radio', { name: 'This week' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-23', to: '2026-11-29' });
    expect(screen.getByRole('radio', { name: 'This week' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Next week' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-30', to: '2026-12-06' });
    await user.click(screen.getByRole('radio', { name: 'Today' }));
    expect(onValueChange).toHaveBeenLastCalledWith({ from: TODAY, to: TODAY });
    expect(onValueChange).toHaveBeenCalledTimes(5);
  });

  it('moves between presets with the arrow keys', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Controlled
        initial={{ from: TODAY, to: TODAY }}
        today={TODAY}
        weekStartsOn={0}
        onValueChange={onValueChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Today' })).toHaveFocus();
    // Radix moves focus a moment after the key goes down and chooses the radio it lands on while
    // the key is still down, as in a browser: each key is held until the choice is made.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-27', to: '2026-11-27' }),
    );
    await user.keyboard('{/ArrowRight}{ArrowRight>}');
    await waitFor(() =>
      expect(onValueChange).toHaveBeenLastCalledWith({ from: '2026-11-22', to: '2026-11-28' }),
    );
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'This week' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'This week' })).toBeChecked();
  });

  it('shows Custom with its fields for a range no preset has', () => {
    render(<DateRangePicker today={TODAY} value={{ from: '2026-11-02', to: '2026-11-20' }} />);
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-02');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
  });

  it('emits a valid custom range typed into the fields', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Controlled
        initial={{ from: TODAY, to: TODAY }}
        today={TODAY}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    expect(onValueChange).not.toHaveBeenCalled();
    const to = screen.getByLabelText('To');
    expect(to).toHaveValue(TODAY);
    await user.clear(to);
    await user.type(to, '2026-12-10');
    expect(onValueChange).toHaveBeenLastCalledWith({ from: TODAY, to: '2026-12-10' });
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
  });

  it('explains an end before the start and emits nothing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Controlled
        initial={{ from: '2026-11-02', to: '2026-11-20' }}
        today={TODAY}
        onValueChange={onValueChange}
      />,
    );
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The end date must be on or after the start date.',
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date must be on or after the start date.');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('explains a range longer than maxDays and emits nothing', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Controlled
        initial={{ from: '2026-11-02', to: '2026-11-20' }}
        today={TODAY}
        maxDays={31}
        onValueChange={onValueChange}
      />,
    );
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-12-03');
    expect(screen.getByRole('alert')).toHaveTextContent('The range may span at most 31 days.');
    expect(onValueChange).not.toHaveBeenCalled();
    // 2 November to 2 December is 31 days: accepted, and the message goes.
    await user.clear(to);
    await user.type(to, '2026-12-02');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-02', to: '2026-12-02' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps its own range when uncontrolled, starting at Today', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DateRangePicker today={TODAY} onValueChange={onValueChange} />);
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Next week' }));
    expect(screen.getByRole('radio', { name: 'Next week' })).toBeChecked();
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('offers only the presets asked for, under the given name', () => {
    render(
      <DateRangePicker
        today={TODAY}
        defaultValue={{ from: '2026-11-23', to: '2026-11-29' }}
        presets={['this-week', 'next-week']}
        label="Holiday dates"
      />,
    );
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['This week', 'Next week']);
    expect(screen.getByRole('radiogroup', { name: 'Holiday dates' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'This week' })).toBeChecked();
  });
});

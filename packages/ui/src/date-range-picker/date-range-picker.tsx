import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { cx } from '../lib/cx.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import styles from './date-range-picker.module.css';

/** Both ends inclusive, as ISO calendar dates (`YYYY-MM-DD`). */
export interface DateRange {
  from: string;
  to: string;
}

export type DateRangePreset =
  | 'yesterday'
  | 'today'
  | 'tomorrow'
  | 'this-week'
  | 'next-week'
  | 'custom';

/** The presets that stand for a fixed range (every one but Custom). */
export type FixedDateRangePreset = Exclude<DateRangePreset, 'custom'>;

/** 0 = Sunday, 1 = Monday (as `Date#getDay`). */
export type WeekStart = 0 | 1;

export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  'yesterday',
  'today',
  'tomorrow',
  'this-week',
  'next-week',
  'custom',
];

export const DATE_RANGE_PRESET_LABELS: Record<DateRangePreset, string> = {
  yesterday: 'Yesterday',
  today: 'Today',
  tomorrow: 'Tomorrow',
  'this-week': 'This week',
  'next-week': 'Next week',
  custom: 'Custom',
};

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Days since 1970-01-01 for an ISO date, or null when it is not a real calendar date. Worked in
 * UTC so that no time zone or daylight-saving change can move a date by one.
 */
function dayNumber(iso: string): number | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls 2026-02-30 over into March: a date that does not survive the trip is not real.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return time / DAY_MS;
}

function isoFromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

function requireDay(iso: string): number {
  const days = dayNumber(iso);
  if (days === null) throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${iso}`);
  return days;
}

/** `iso` moved by `days` calendar days (negative goes back). */
export function addDays(iso: string, days: number): string {
  return isoFromDayNumber(requireDay(iso) + days);
}

/**
 * The range a preset stands for, counted from `today` (the caller's today, in the member's zone):
 * Yesterday, Today and Tomorrow are single days; This week is the seven days from the week's first
 * day (Monday with `weekStartsOn` 1, Sunday with 0) that contain today; Next week the seven after.
 */
export function presetRange(
  preset: FixedDateRangePreset,
  today: string,
  weekStartsOn: WeekStart = 1,
): DateRange {
  const day = requireDay(today);
  switch (preset) {
    case 'yesterday':
      return single(day - 1);
    case 'today':
      return single(day);
    case 'tomorrow':
      return single(day + 1);
    case 'this-week':
    case 'next-week': {
      // 1970-01-01 was a Thursday (weekday 4).
      const weekday = (((day + 4) % 7) + 7) % 7;
      const start = day - ((weekday - weekStartsOn + 7) % 7) + (preset === 'next-week' ? 7 : 0);
      return { from: isoFromDayNumber(start), to: isoFromDayNumber(start + 6) };
    }
  }
}

function single(day: number): DateRange {
  const iso = isoFromDayNumber(day);
  return { from: iso, to: iso };
}

/** How many days a range covers, both ends counted; null when either end is not a date. */
export function rangeDays(range: DateRange): number | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  return from === null || to === null ? null : to - from + 1;
}

export const RANGE_ORDER_ERROR = 'The end date must be on or after the start date.';
export const rangeLengthError = (maxDays: number) => `The range may span at most ${maxDays} days.`;

export type RangeCheck =
  | { status: 'valid' }
  /** A field is empty or half typed: nothing to say yet, nothing to emit. */
  | { status: 'incomplete' }
  | { status: 'invalid'; message: string };

/** Whether a custom range can be emitted, and if not, what to tell the member. */
export function checkRange(range: DateRange, maxDays?: number): RangeCheck {
  const days = rangeDays(range);
  if (days === null) return { status: 'incomplete' };
  if (days < 1) return { status: 'invalid', message: RANGE_ORDER_ERROR };
  if (maxDays !== undefined && days > maxDays) {
    return { status: 'invalid', message: rangeLengthError(maxDays) };
  }
  return { status: 'valid' };
}

/** The first of `presets` whose range is `range`, or `custom` when none is. */
export function matchPreset(
  range: DateRange,
  today: string,
  weekStartsOn: WeekStart = 1,
  presets: readonly DateRangePreset[] = DATE_RANGE_PRESETS,
): DateRangePreset {
  for (const preset of presets) {
    if (preset === 'custom') continue;
    const candidate = presetRange(preset, today, weekStartsOn);
    if (candidate.from === range.from && candidate.to === range.to) return preset;
  }
  return 'custom';
}

const summaryFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Thu, 26 Nov 2026" or "Mon, 23 Nov 2026 – Sun, 29 Nov 2026": the dates a preset stands for. */
function rangeSummary(range: DateRange): string | null {
  const from = dayNumber(range.from);
  const to = dayNumber(range.to);
  if (from === null || to === null) return null;
  const start = new Date(from * DAY_MS);
  return from === to
    ? summaryFormat.format(start)
    : summaryFormat.formatRange(start, new Date(to * DAY_MS));
}

export interface DateRangePickerProps {
  /** The range shown (controlled), ISO dates, both inclusive. */
  value?: DateRange;
  /** The starting range when uncontrolled; Today when left out. */
  defaultValue?: DateRange;
  /** Called with every valid range the member picks; never with an invalid custom range. */
  onValueChange?: (range: DateRange) => void;
  /** Today as an ISO date, from the caller (the member's zone): the presets count from it. */
  today: string;
  /** The week's first day for This week and Next week: 1 = Monday (default), 0 = Sunday. */
  weekStartsOn?: WeekStart;
  /** The longest custom range, in days (both ends counted); longer ones are not emitted. */
  maxDays?: number;
  /** The presets to offer, in this order; all six by default. */
  presets?: readonly DateRangePreset[];
  /** The control's accessible name. */
  label?: string;
  className?: string;
}

/**
 * A calendar's date range: presets (Yesterday … Next week) in a segmented radio group (arrow keys
 * move and choose) and, for Custom, two date fields. The selected preset follows the value: a range
 * equal to a preset's shows that preset, any other shows Custom. A custom range that ends before it
 * starts, or is longer than `maxDays`, is explained under the fields and not emitted.
 */
export function DateRangePicker({
  value,
  defaultValue,
  onValueChange,
  today,
  weekStartsOn = 1,
  maxDays,
  presets = DATE_RANGE_PRESETS,
  label = 'Date range',
  className,
}: DateRangePickerProps) {
  const [range, setRange] = useControllableState<DateRange>({
    value,
    defaultValue: defaultValue ?? presetRange('today', today, weekStartsOn),
    onChange: onValueChange,
  });
  // What the date fields hold: may be invalid (then it is not emitted), so it is kept here.
  const [draft, setDraft] = useState<DateRange>(range);
  const [seen, setSeen] = useState<DateRange>(range);
  // The member chose Custom: keep the fields open even while their range equals a preset's.
  const [customChosen, setCustomChosen] = useState(false);
  if (!sameRange(seen, range)) {
    // Adjusting state while rendering, as React's docs do for "the previous prop": a new value
    // from outside (or an accepted draft) becomes what the fields show.
    setSeen(range);
    setDraft(range);
  }

  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const summaryId = `${id}-summary`;

  const derived = matchPreset(range, today, weekStartsOn, presets);
  const active: DateRangePreset | '' =
    customChosen && presets.includes('custom')
      ? 'custom'
      : presets.includes(derived)
        ? derived
        : '';
  const showFields = active === 'custom';
  const check = checkRange(draft, maxDays);
  const error = showFields && check.status === 'invalid' ? check.message : null;
  const summary = showFields ? null : rangeSummary(range);

  const emit = (next: DateRange) => {
    if (!sameRange(next, range)) setRange(next);
  };

  const choosePreset = (next: string) => {
    const preset = presets.find((candidate) => candidate === next);
    if (!preset) return;
    if (preset === 'custom') {
      setCustomChosen(true);
      setDraft(range);
      return;
    }
    setCustomChosen(false);
    emit(presetRange(preset, today, weekStartsOn));
  };

  const editDraft = (next: DateRange) => {
    setDraft(next);
    if (checkRange(next, maxDays).status === 'valid') emit(next);
  };

  return (
    <div data-slot="date-range-picker" className={cx(styles.root, className)}>
      <span id={labelId} data-slot="date-range-picker-label" className={styles.srOnly}>
        {label}
      </span>
      <RadioGroup.Root
        data-slot="date-range-picker-presets"
        aria-labelledby={labelId}
        aria-describedby={summary ? summaryId : undefined}
        orientation="horizontal"
        value={active}
        onValueChange={choosePreset}
        className={styles.presets}
      >
        {presets.map((preset) => (
          <RadioGroup.Item
            key={preset}
            value={preset}
            data-slot="date-range-picker-preset"
            className={styles.preset}
          >
            {DATE_RANGE_PRESET_LABELS[preset]}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {summary && (
        <p id={summaryId} data-slot="date-range-picker-summary" className={styles.summary}>
          {summary}
        </p>
      )}
      {showFields && (
        <div data-slot="date-range-picker-custom" className={styles.custom}>
          <div className={styles.fields}>
            <DateField
              id={`${id}-from`}
              label="From"
              value={draft.from}
              onChange={(from) => editDraft({ ...draft, from })}
            />
            <DateField
              id={`${id}-to`}
              label="To"
              value={draft.to}
              min={dayNumber(draft.from) === null ? undefined : draft.from}
              invalid={error !== null}
              describedBy={error ? errorId : undefined}
              onChange={(to) => editDraft({ ...draft, to })}
            />
          </div>
          {error && (
            <p
              id={errorId}
              role="alert"
              data-slot="date-range-picker-error"
              className={styles.error}
            >
              {error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.from === b.from && a.to === b.to;
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  min?: string | undefined;
  invalid?: boolean;
  describedBy?: string | undefined;
  onChange: (value: string) => void;
}

function DateField({ id, label, value, min, invalid, describedBy, onChange }: DateFieldProps) {
  return (
    <div data-slot="date-range-picker-field" className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        data-slot="date-range-picker-input"
        className={styles.input}
        value={value}
        min={min}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

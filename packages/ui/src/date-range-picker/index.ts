export type {
  DateRange,
  DateRangePickerProps,
  DateRangePreset,
  FixedDateRangePreset,
  RangeCheck,
  WeekStart,
} from './date-range-picker.tsx';
export {
  addDays,
  checkRange,
  DATE_RANGE_PRESET_LABELS,
  DATE_RANGE_PRESETS,
  DateRangePicker,
  matchPreset,
  presetRange,
  RANGE_ORDER_ERROR,
  rangeDays,
  rangeLengthError,
} from './date-range-picker.tsx';

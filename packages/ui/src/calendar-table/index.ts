export type {
  CalendarColumn,
  CalendarTableProps,
  CalendarTableStatus,
  ImportanceLevel,
  ImportanceProps,
  Surprise,
  SurpriseValueProps,
} from './calendar-table.tsx';
export {
  CALENDAR_EMPTY_TITLE,
  CALENDAR_ERROR_TITLE,
  CalendarTable,
  Importance,
  SurpriseValue,
  surpriseOf,
} from './calendar-table.tsx';

import { DateRangePicker } from '@tapetv/ui/date-range-picker';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import type { ReactNode } from 'react';
import type { CalendarRange } from '@/entities/calendar';
import { ExportIcsButton, type ExportIcsButtonProps } from '@/features/calendar/subscription';
import styles from './calendar-toolbar.module.css';

export interface CalendarToolbarProps {
  range: CalendarRange;
  /** Today in the member's zone: the presets count from it. */
  today: string;
  /** The longest range the calendar's call accepts. */
  maxDays: number;
  onRangeChange: (range: CalendarRange) => void;
  /** The page's filters (exchange, group, …). */
  children?: ReactNode;
  /** A line under the controls: where the data comes from, which zone the times are in. */
  note?: ReactNode;
  /** The view as a calendar feed (its calendar and filters): offers "Export .ics". */
  feed?: ExportIcsButtonProps;
}

/**
 * A calendar page's controls: the date range with its presets, the page's filters, Export .ics
 * for the view, a note.
 */
export function CalendarToolbar({
  range,
  today,
  maxDays,
  onRangeChange,
  children,
  note,
  feed,
}: CalendarToolbarProps) {
  return (
    <section aria-label="Calendar range and filters" className={styles.toolbar}>
      <DateRangePicker
        value={range}
        onValueChange={onRangeChange}
        today={today}
        maxDays={maxDays}
      />
      {(children || feed) && (
        <div className={styles.filters}>
          {children}
          {feed && (
            <div className={styles.export}>
              <ExportIcsButton {...feed} />
            </div>
          )}
        </div>
      )}
      {note && <p className={styles.note}>{note}</p>}
    </section>
  );
}

export interface SampleDataNoteProps {
  /** Why the rows are not real, in the badge's tooltip ("Made up by TapeTV for the demo, …"). */
  description: string;
  /** The sentence after the badge. */
  children: ReactNode;
}

/** "Sample data" over a calendar's table while any of its rows is made up for the demo. */
export function SampleDataNote({ description, children }: SampleDataNoteProps) {
  return (
    <p className={styles.sample}>
      <SimulatedBadge label="Sample data" description={description} />
      {children}
    </p>
  );
}

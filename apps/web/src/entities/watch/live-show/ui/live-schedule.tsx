import { Badge } from '@tapetv/ui/badge';
import { isAiring, scheduleDays, timeText, zoneText } from '../lib/live-schedule.ts';
import type { LiveOccurrence } from '../model/types.ts';
import styles from './live-schedule.module.css';

export interface LiveScheduleProps {
  schedule: readonly LiveOccurrence[];
  /** The member's zone: the days and times are theirs. */
  timeZone: string;
  now: Date;
}

/**
 * The week's programme by the member's days, today first and highlighted, the airing under way
 * marked "On air now" (whether or not a stream is configured, the schedule says what is on).
 */
export function LiveSchedule({ schedule, timeZone, now }: LiveScheduleProps) {
  const days = scheduleDays(schedule, timeZone, now);
  if (days.length === 0)
    return <p className={styles.none}>No shows are scheduled in the next seven days.</p>;
  return (
    <div className={styles.schedule}>
      <p className={styles.zone}>Times in your time zone ({zoneText(now, timeZone)}).</p>
      <ol className={styles.days}>
        {days.map((day) => (
          <li
            key={day.key}
            className={styles.day}
            data-today={day.isToday || undefined}
            aria-current={day.isToday ? 'date' : undefined}
          >
            <h3 className={styles.dayLabel}>{day.label}</h3>
            <ul className={styles.airings}>
              {day.airings.map((airing) => (
                <li key={`${airing.show}-${airing.starts_at}`} className={styles.airing}>
                  <time dateTime={airing.starts_at} className={styles.time}>
                    {timeText(airing.starts_at, timeZone)}–{timeText(airing.ends_at, timeZone)}
                  </time>
                  <span className={styles.show}>
                    <span className={styles.title}>{airing.title}</span>
                    <span className={styles.host}>with {airing.host}</span>
                  </span>
                  {isAiring(airing, now) && <Badge tone="danger">Scheduled now</Badge>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

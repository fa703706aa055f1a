import { StopwatchIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { formatCountdown, spokenCountdown } from '../lib/countdown.ts';
import { useCountdown } from '../model/use-countdown.ts';
import styles from './exam-timer.module.css';

export interface ExamTimerProps {
  /** The server's deadline (ISO instant). */
  deadlineAt: string;
  /** How far the server's clock is ahead of this browser's, from when the attempt loaded. */
  offset: number;
  /** The time is up (once). */
  onExpire?: () => void;
}

const LABELS = {
  plenty: 'Time left',
  low: 'Under a minute left',
  expired: 'Time is up',
} as const;

/**
 * An attempt's countdown to the server's deadline: mm:ss (h:mm:ss from an hour), and under a
 * minute it says so in words besides the colour. Screen readers find it as a timer whose name
 * holds the time left in words; a polite live region speaks at five minutes and at one minute
 * left, never every second.
 */
export function ExamTimer({ deadlineAt, offset, onExpire }: ExamTimerProps) {
  const { remainingMs, state, announcement } = useCountdown({ deadlineAt, offset, onExpire });
  const label = LABELS[state];
  return (
    <div data-slot="exam-timer" data-state={state} className={styles.timer}>
      <StopwatchIcon aria-hidden className={styles.icon} />
      <span aria-hidden className={styles.label}>
        {label}
      </span>
      <span
        role="timer"
        aria-label={state === 'expired' ? label : `${label}: ${spokenCountdown(remainingMs)}`}
        className={styles.time}
      >
        {formatCountdown(remainingMs)}
      </span>
      <VisuallyHidden>
        <span aria-live="polite" data-slot="exam-timer-announcement">
          {announcement}
        </span>
      </VisuallyHidden>
    </div>
  );
}

/**
 * An exam's countdown (issue 19). The server keeps the clock: it submits the attempt at its
 * `deadline_at`, whatever the browser shows. The browser only displays the time left, read from
 * its own clock corrected by how far it was from the server's when the attempt loaded, so a
 * laptop whose clock is ten minutes wrong still counts down to the server's deadline. The time
 * left is always recomputed from the clock, never from counted ticks: a tab hidden for five
 * minutes (whose timers the browser slowed or stopped) shows the right time once it is shown.
 */

/** Under this much time left (in whole seconds shown) the countdown is `low`. */
export const LOW_TIME_SECONDS = 60;

/** The moments announced to screen readers (seconds left): five minutes, then one. */
export const ANNOUNCE_AT_SECONDS = [5 * 60, 60] as const;

/** `plenty` of time, `low` (under a minute), or `expired` (the deadline has passed). */
export type CountdownState = 'plenty' | 'low' | 'expired';

const toMs = (at: string | number | Date) =>
  typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();

/**
 * How far the server's clock is ahead of this browser's, in ms (negative when it is behind):
 * `serverNow` is the server's clock in an answer, `localNow` this browser's when it arrived.
 * The server's time is then `localNow + offset` for any later local time.
 */
export function clockOffset(serverNow: string | number | Date, localNow: number): number {
  const server = toMs(serverNow);
  return Number.isFinite(server) ? server - localNow : 0;
}

/**
 * The time left before `deadlineAt` (the server's), in ms, at the local time `localNow`
 * corrected by `offset` (`clockOffset`); never negative.
 */
export function remainingMs(
  deadlineAt: string | number | Date,
  offset: number,
  localNow: number,
): number {
  const deadline = toMs(deadlineAt);
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, deadline - (localNow + offset));
}

/**
 * The whole seconds a countdown shows for `ms` left: rounded up, so a fresh 10-minute attempt
 * shows 10:00 and 00:00 means the deadline has passed.
 */
export function secondsShown(ms: number): number {
  return ms <= 0 ? 0 : Math.ceil(ms / 1000);
}

/** `expired` at the deadline, `low` under a minute shown (00:59 and less), `plenty` otherwise. */
export function countdownState(ms: number): CountdownState {
  const seconds = secondsShown(ms);
  if (seconds === 0) return 'expired';
  return seconds < LOW_TIME_SECONDS ? 'low' : 'plenty';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time left as a clock shows it: mm:ss ("09:05"), or h:mm:ss from an hour ("1:02:03"). */
export function formatCountdown(ms: number): string {
  const total = secondsShown(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The time left in words, for screen readers: "9 minutes 5 seconds", "1 hour 2 minutes". */
export function spokenCountdown(ms: number): string {
  const total = secondsShown(ms);
  if (total === 0) return 'no time';
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(hours, 'hour');
  if (minutes > 0)
    return seconds > 0
      ? `${unit(minutes, 'minute')} ${unit(seconds, 'second')}`
      : unit(minutes, 'minute');
  return unit(seconds, 'second');
}

/**
 * What to announce when the time left goes from `previousMs` to `ms`: "5 minutes left" as it
 * reaches five minutes, "1 minute left" as it reaches one, nothing otherwise (a screen reader
 * hearing every second could not follow the question). An attempt opened with three minutes left
 * announces only the minute.
 */
export function countdownAnnouncement(previousMs: number | null, ms: number): string | null {
  if (previousMs === null) return null;
  const before = secondsShown(previousMs);
  const now = secondsShown(ms);
  if (now === 0) return null;
  for (const mark of ANNOUNCE_AT_SECONDS) {
    if (before > mark && now <= mark) return `${unit(mark / 60, 'minute')} left`;
  }
  return null;
}

/** An exam's length in words: 600 → "10 min", 5400 → "1 h 30 min", 45 → "45 s". */
export function durationLabel(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [
    hours > 0 ? `${hours} h` : '',
    minutes > 0 ? `${minutes} min` : '',
    rest > 0 || seconds === 0 ? `${rest} s` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

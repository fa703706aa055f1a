import { type IconProps, LineIcon } from './nav-icons.tsx';

/*
 * Icons of the sections beyond the phone bar (the feed desk's column): a module of their own, so
 * the bar's icons on every page's first load do not carry them (issue 12's budgets).
 */

/** Markets: a rising line over an axis. */
export function ChartIcon(props: IconProps) {
  return (
    <LineIcon name="ChartIcon" {...props}>
      <path d="M3 3v18h18" />
      <path d="m7 15 4-4 3 3 6-7" />
    </LineIcon>
  );
}

/** Calendars: a page with its rings. */
export function CalendarIcon(props: IconProps) {
  return (
    <LineIcon name="CalendarIcon" {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </LineIcon>
  );
}

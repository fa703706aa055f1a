import type { ReactNode } from 'react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/cx.ts';
import type { LinkComponent } from '../lib/link.ts';
import styles from './webinar-card.module.css';

export type WebinarCardStatus = 'upcoming' | 'live' | 'ended';

export interface WebinarCardProps {
  title: string;
  host: string;
  summary: string;
  /** Who it is pitched at: beginner, intermediate, advanced. */
  level: string;
  /** When it starts (ISO 8601). */
  startsAt: string;
  durationMinutes: number;
  /** By the server's clock. */
  status: WebinarCardStatus;
  /** Whether the member holds a seat. */
  registered: boolean;
  registrantCount: number;
  /** Whether an ended webinar has a recording to watch. */
  hasReplay?: boolean;
  /** The zone dates and times are shown in (IANA); the browser's when absent. */
  timeZone?: string;
  /** A registration or cancellation is in flight: the buttons wait. */
  pending?: boolean;
  /** Where the title leads (the webinar's details). */
  href?: string;
  /** Renders the title's link (the app's router link); a plain <a> without it. */
  linkComponent?: LinkComponent;
  /** The card's webinar is the one open on the page. */
  selected?: boolean;
  onRegister?: () => void;
  onCancel?: () => void;
  onWatchReplay?: () => void;
  className?: string;
}

const LEVEL_LABELS: Record<string, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "Thu 10 Dec 2026, 17:00 GMT" in `timeZone` (the browser's without one). */
export function formatWebinarTime(startsAt: string, timeZone?: string): string {
  const date = new Date(startsAt);
  if (Number.isNaN(date.getTime())) return startsAt;
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}`;
}

/** "45 min", "1 h", "1 h 15 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const seatsText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'member' : 'members'} registered`;

/**
 * One webinar of the schedule (issue 20, `/webinar`): when (in the member's zone), who hosts it,
 * and what the member can do now — register, cancel their seat, or watch the replay once it has
 * ended. Pure: props in, callbacks out; `pending` keeps the buttons waiting while a change is in
 * flight.
 */
export function WebinarCard({
  title,
  host,
  summary,
  level,
  startsAt,
  durationMinutes,
  status,
  registered,
  registrantCount,
  hasReplay = false,
  timeZone,
  pending = false,
  href,
  linkComponent: Link,
  selected = false,
  onRegister,
  onCancel,
  onWatchReplay,
  className,
}: WebinarCardProps) {
  const titleNode: ReactNode = href ? (
    Link ? (
      <Link href={href} className={styles.titleLink} aria-current={selected ? 'true' : undefined}>
        {title}
      </Link>
    ) : (
      <a href={href} className={styles.titleLink} aria-current={selected ? 'true' : undefined}>
        {title}
      </a>
    )
  ) : (
    title
  );

  let actions: ReactNode = null;
  if (status === 'ended') {
    actions = hasReplay ? (
      <Button size="sm" variant="primary" onClick={onWatchReplay} data-slot="webinar-card-replay">
        Watch replay
      </Button>
    ) : (
      <p className={styles.note}>No replay yet</p>
    );
  } else if (registered) {
    actions = (
      <>
        <Badge tone="success" data-slot="webinar-card-registered">
          ✓ Registered
        </Badge>
        <Button
          size="sm"
          variant="ghost"
          loading={pending}
          onClick={onCancel}
          aria-label={`Cancel registration for ${title}`}
        >
          Cancel
        </Button>
      </>
    );
  } else {
    actions = (
      <Button
        size="sm"
        variant={status === 'live' ? 'primary' : 'secondary'}
        loading={pending}
        onClick={onRegister}
        aria-label={`Register for ${title}`}
      >
        Register
      </Button>
    );
  }

  return (
    <article
      data-slot="webinar-card"
      data-status={status}
      data-selected={selected || undefined}
      aria-busy={pending || undefined}
      className={cx(styles.card, selected && styles.selected, className)}
    >
      <div className={styles.meta}>
        {status === 'live' ? (
          <Badge tone="live" data-slot="webinar-card-live">
            Live now
          </Badge>
        ) : status === 'ended' ? (
          <Badge tone="neutral">Ended</Badge>
        ) : (
          <Badge tone="accent">Upcoming</Badge>
        )}
        <span className={styles.level}>{LEVEL_LABELS[level] ?? level}</span>
      </div>
      <h3 className={styles.title}>{titleNode}</h3>
      <p className={styles.when}>
        <time dateTime={startsAt}>{formatWebinarTime(startsAt, timeZone)}</time>
        <span aria-hidden="true"> · </span>
        <span>{formatDuration(durationMinutes)}</span>
      </p>
      <p className={styles.host}>With {host}</p>
      <p className={styles.summary}>{summary}</p>
      <div className={styles.footer}>
        <span className={styles.count}>{seatsText(registrantCount)}</span>
        <div className={styles.actions} data-slot="webinar-card-actions">
          {actions}
        </div>
      </div>
    </article>
  );
}

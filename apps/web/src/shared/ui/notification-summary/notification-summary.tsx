import { ChevronDownIcon } from '@radix-ui/react-icons';
import type { NotificationData } from '@tapetv/realtime';
import { formatRelativeTime } from '@tapetv/time-format/relative-time';
import { Avatar } from '@tapetv/ui/avatar';
import styles from './notification-summary.module.css';

/**
 * One notification as a line (spec point 3 "Notification"): who caused it, what happened, when,
 * and whether it is unread. Display only: the dropdown item or the screen's row around it acts.
 * With `count`, the line stands for a group of that many ("Sam and 12 others reacted…"): a pill
 * with the number and a chevron; the element around it carries `aria-expanded`.
 */
export function NotificationSummary({
  notification,
  now,
  count,
  expanded = false,
}: {
  notification: NotificationData;
  now: Date;
  /** How many notifications the line groups; only shown from 2. */
  count?: number;
  /** Whether the group's notifications are shown below it (turns the chevron). */
  expanded?: boolean;
}) {
  const unread = notification.read_at === null;
  const grouped = count !== undefined && count > 1;
  return (
    <span className={styles.summary} data-unread={unread ? '' : undefined}>
      <Avatar src={notification.user.avatar} name={notification.user.name} decorative size="md" />
      <span className={styles.text}>
        <span className={styles.title}>{notification.title}</span>
        {notification.description && (
          <span className={styles.description}>{notification.description}</span>
        )}
        <time className={styles.time} dateTime={notification.last_notification_time}>
          {formatRelativeTime(notification.last_notification_time, now)}
        </time>
      </span>
      {grouped && (
        <span className={styles.group}>
          <span className={styles.count}>
            {count}
            <span className={styles.srOnly}> notifications</span>
          </span>
          <ChevronDownIcon
            aria-hidden
            className={styles.chevron}
            data-expanded={expanded ? '' : undefined}
          />
        </span>
      )}
      {unread && (
        <span className={styles.dot}>
          <span className={styles.srOnly}>Unread</span>
        </span>
      )}
    </span>
  );
}

/** The shape of a notification line while the list loads. */
export function NotificationSummarySkeleton() {
  return (
    <span className={styles.summary} aria-hidden>
      <span className={styles.avatarSkeleton} />
      <span className={styles.text}>
        <span className={styles.lineSkeleton} />
        <span className={styles.lineSkeletonShort} />
      </span>
    </span>
  );
}

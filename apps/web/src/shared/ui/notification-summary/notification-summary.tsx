import type { NotificationData } from '@tapetv/realtime';
import { formatRelativeTime } from '@tapetv/time-format/relative-time';
import { Avatar } from '@tapetv/ui/avatar';
import styles from './notification-summary.module.css';

/**
 * One notification as a line (spec point 3 "Notification"): who caused it, what happened, when,
 * and whether it is unread. Display only: the dropdown item or the screen's row around it acts.
 */
export function NotificationSummary({
  notification,
  now,
}: {
  notification: NotificationData;
  now: Date;
}) {
  const unread = notification.read_at === null;
  return (
    <span className={styles.summary} data-unread={unread ? '' : undefined}>
      <Avatar src={notification.user.avatar} name="" size="md" />
      <span className={styles.text}>
        <span className={styles.title}>{notification.title}</span>
        {notification.description && (
          <span className={styles.description}>{notification.description}</span>
        )}
        <time className={styles.time} dateTime={notification.last_notification_time}>
          {formatRelativeTime(notification.last_notification_time, now)}
        </time>
      </span>
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

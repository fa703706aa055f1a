import { BellIcon, ChatIcon, PersonIcon } from '@tapetv/ui/icons';
import type { ComponentType } from 'react';
import type { Badge } from '@/entities/notification';
import styles from './header.module.css';

/**
 * The header's activity dropdowns, in order, each with the badge of its unread notifications;
 * their triggers show before the menus' code loads.
 */
export const ACTIVITY_MENUS = [
  { label: 'Followers', Icon: PersonIcon, badge: 'follower' },
  { label: 'Messages', Icon: ChatIcon, badge: 'message' },
  { label: 'Notifications', Icon: BellIcon, badge: 'activity' },
] as const satisfies readonly {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  badge: Badge;
}[];

/** A badge's text: nothing for none, "99+" past 99. */
export function badgeLabel(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

/** A trigger's accessible name: "Notifications, 3 unread" (the badge itself is not read out). */
export function triggerName(label: string, unread: number): string {
  return unread > 0 ? `${label}, ${badgeLabel(unread)} unread` : label;
}

/** The icon of an activity trigger with its unread count over it (99+ past 99). */
export function TriggerIcon({
  Icon,
  unread,
}: {
  Icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  unread: number;
}) {
  return (
    <span className={styles.triggerIconWrap}>
      <Icon aria-hidden className={styles.triggerIcon} />
      {unread > 0 && (
        <span className={styles.unreadCount} aria-hidden>
          {badgeLabel(unread)}
        </span>
      )}
    </span>
  );
}

export type ActivityMenuLabel = (typeof ACTIVITY_MENUS)[number]['label'];

export const PROFILE_MENU_LABEL = 'Profile menu';

/** Marks each header menu trigger, so focus can move from a placeholder to the real trigger. */
export const MENU_TRIGGER_ATTRIBUTE = 'data-header-menu';

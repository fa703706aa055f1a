export type {
  Badge,
  NotificationFilter,
  NotificationGroup,
  UnreadCounts,
} from './lib/notification-rules.ts';
export { badgeOf, groupNotifications, NO_UNREAD } from './lib/notification-rules.ts';
export type {
  MessageItem,
  NotificationPageState,
  NotificationsState,
} from './model/notifications.atoms.ts';
export {
  applyReadAtom,
  loadNotificationPageAtom,
  loadNotificationsAtom,
  markAllReadAtom,
  markGroupReadAtom,
  markNotificationReadAtom,
  notificationPageAtomFamily,
  notificationsAtom,
  receiveConversationAtom,
  receiveFollowerAtom,
  receiveNotificationAtom,
  removeNotificationAtom,
  setFollowedBackAtom,
  setUnreadAtom,
  unreadCountsAtom,
} from './model/notifications.atoms.ts';
export { useNotificationsLive } from './model/use-notifications-live.ts';

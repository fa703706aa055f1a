export {
  liveFollowersAtom,
  liveNotificationsAtom,
  receiveFollowerAtom,
  receiveNotificationAtom,
  removeNotificationAtom,
} from './model/notifications.atoms.ts';
export { useNotificationsLive } from './model/use-notifications-live.ts';

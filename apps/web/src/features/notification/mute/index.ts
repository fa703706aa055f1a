export type { MutableKind, NotificationSettingsState } from './model/mute.atoms.ts';
export {
  loadNotificationSettingsAtom,
  MUTABLE_KINDS,
  notificationSettingsAtom,
  setMutedAtom,
} from './model/mute.atoms.ts';
export { NotificationMuteForm } from './ui/notification-mute-form.tsx';

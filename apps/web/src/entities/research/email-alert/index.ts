export type { EmailAlertsState } from './model/email-alert.atoms.ts';
export {
  emailAlertsAtom,
  loadEmailAlertsAtom,
  storeEmailAlertAtom,
} from './model/email-alert.atoms.ts';
export type {
  EmailAlert,
  EmailAlertListName,
  EmailAlertStatus,
  EmailAlerts,
} from './model/types.ts';

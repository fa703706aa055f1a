export { toggleEmailAlertAtom } from './model/toggle-email-alert.atoms.ts';
export type { EmailAlertSwitchProps } from './ui/email-alert-switch.tsx';
export { EMAIL_ALERT_STATE_TEXT, EmailAlertSwitch } from './ui/email-alert-switch.tsx';

export { confirmEmailAlertAtom } from './model/confirm-email-alert.atoms.ts';

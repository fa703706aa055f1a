export { ConfirmRegistrationPage } from './ui/confirm-registration-page.tsx';

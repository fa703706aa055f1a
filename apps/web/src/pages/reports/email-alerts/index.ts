export { EmailAlertsPage } from './ui/email-alerts-page.tsx';

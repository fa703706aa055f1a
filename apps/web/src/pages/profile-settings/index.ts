export { ProfileSettingsPage } from './ui/profile-settings-page.tsx';

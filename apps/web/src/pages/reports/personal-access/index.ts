export { PersonalAccessPage } from './ui/personal-access-page.tsx';

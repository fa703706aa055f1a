export { ProfileFollowPage } from './ui/profile-follow-page.tsx';

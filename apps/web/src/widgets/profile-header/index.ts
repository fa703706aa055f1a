export { ProfileHeader, ProfileHeaderSkeleton } from './ui/profile-header.tsx';

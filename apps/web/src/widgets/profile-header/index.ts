export { ProfileHeader, ProfileHeaderSkeleton } from './ui/profile-header.tsx';
export { ProfileLoadFailed, ProfileNotFound } from './ui/profile-states.tsx';

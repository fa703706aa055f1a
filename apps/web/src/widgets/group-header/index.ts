export { GroupHeader, GroupHeaderSkeleton } from './ui/group-header.tsx';

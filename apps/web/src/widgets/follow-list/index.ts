export { FollowList } from './ui/follow-list.tsx';

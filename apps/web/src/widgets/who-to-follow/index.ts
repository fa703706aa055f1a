export { WhoToFollow } from './ui/who-to-follow.tsx';

export type { ProfileCallsProps } from './ui/profile-calls.tsx';
export { ProfileCalls } from './ui/profile-calls.tsx';

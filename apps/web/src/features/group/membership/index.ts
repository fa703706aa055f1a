export type { MembershipButtonProps } from './ui/membership-button.tsx';
export { MembershipButton } from './ui/membership-button.tsx';

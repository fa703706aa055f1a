export { cancelSessionAtom } from './model/cancel-session.atoms.ts';
export type { CancelSessionButtonProps } from './ui/cancel-session-button.tsx';
export { CancelSessionButton } from './ui/cancel-session-button.tsx';

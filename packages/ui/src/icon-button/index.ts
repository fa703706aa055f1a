export type { IconButtonProps } from './icon-button.tsx';
export { IconButton } from './icon-button.tsx';

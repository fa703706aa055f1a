export type { HeaderProps } from './ui/header.tsx';
export { Header } from './ui/header.tsx';
export { HeaderFrame } from './ui/header-frame.tsx';

export { MobileBottomBar } from './ui/mobile-bottom-bar.tsx';

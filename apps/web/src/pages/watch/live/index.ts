export { LivePage } from './ui/live-page.tsx';

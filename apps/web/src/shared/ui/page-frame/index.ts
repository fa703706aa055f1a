export { PageFrame } from './page-frame.tsx';

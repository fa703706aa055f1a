export { NotFoundPage } from './ui/not-found-page.tsx';

export { ProPicksPage } from './ui/pro-picks-page.tsx';

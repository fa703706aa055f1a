export { MarketsPage } from './ui/markets-page.tsx';

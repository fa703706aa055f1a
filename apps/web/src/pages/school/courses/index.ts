export { TradingSchoolPage } from './ui/trading-school-page.tsx';

export { TechnicalAnalysisPage } from './ui/technical-analysis-page.tsx';

export { PreviousResultsPage } from './ui/previous-results-page.tsx';

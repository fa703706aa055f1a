export { reportFailure } from './report-failure.ts';

export {
  REPORT_MARKET_LABELS,
  REPORT_MARKETS,
  readingTimeText,
  reportDateText,
  reportFiltersFrom,
  reportFiltersQuery,
  reportRangeReversed,
} from './lib/report-filters.ts';
export type { ReportListState, ReportLoadStatus, ReportState } from './model/report.atoms.ts';
export {
  loadReportAtom,
  loadReportListAtom,
  reportAtomFamily,
  reportListAtom,
} from './model/report.atoms.ts';
export type {
  Report,
  ReportFilters,
  ReportList,
  ReportMarket,
  ReportSummary,
} from './model/types.ts';
export { ReportCard } from './ui/report-card.tsx';
export { ReportMarketBadge } from './ui/report-market-badge.tsx';

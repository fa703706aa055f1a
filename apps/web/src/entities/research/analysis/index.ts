export {
  ANALYSIS_BIAS_LABELS,
  analysisDateText,
  analysisQuery,
  analysisQueryFrom,
  resolutionText,
} from './lib/analysis-format.ts';
export type {
  AnalysisListState,
  AnalysisLoadStatus,
  AnalysisState,
} from './model/analysis.atoms.ts';
export {
  analysisAtomFamily,
  analysisListAtom,
  loadAnalysisAtom,
  loadAnalysisListAtom,
} from './model/analysis.atoms.ts';
export type { Analysis, AnalysisBias, AnalysisList, AnalysisSummary } from './model/types.ts';
export { AnalysisBiasBadge } from './ui/analysis-bias-badge.tsx';
export { AnalysisCard } from './ui/analysis-card.tsx';

export {
  callCount,
  formatCallDate,
  formatHitRate,
  OUTCOME_LABEL,
  SENTIMENT_LABEL,
  showsSimulated,
} from './lib/call-rules.ts';
export type { CallsState } from './model/calls.atoms.ts';
export { callsAtomFamily, loadCallsAtom } from './model/calls.atoms.ts';
export type {
  Call,
  CallOutcome,
  CallSentiment,
  CallsSummary,
  ProfileCalls,
} from './model/types.ts';

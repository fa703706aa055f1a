export { interviewAddress, interviewListAddress } from './lib/interview-address.ts';
export {
  durationText,
  indexAt,
  interviewDateText,
  startFromParam,
  timestampLabel,
  timestampText,
} from './lib/interview-time.ts';
export type {
  InterviewListState,
  InterviewLoadStatus,
  InterviewState,
} from './model/interview.atoms.ts';
export {
  interviewAtomFamily,
  interviewListAtom,
  loadInterviewAtom,
  loadInterviewListAtom,
} from './model/interview.atoms.ts';
export type {
  Interview,
  InterviewChapter,
  InterviewList,
  InterviewMatch,
  InterviewSummary,
  TranscriptSegment,
} from './model/types.ts';
export { FICTIONAL_DESCRIPTION, FICTIONAL_LABEL, FictionalBadge } from './ui/fictional-badge.tsx';
export { InterviewCard } from './ui/interview-card.tsx';
export { InterviewChapters } from './ui/interview-chapters.tsx';
export { InterviewTranscript, segmentId } from './ui/interview-transcript.tsx';

export type { CountdownState } from './lib/countdown.ts';
export {
  ANNOUNCE_AT_SECONDS,
  clockOffset,
  countdownAnnouncement,
  countdownState,
  durationLabel,
  formatCountdown,
  LOW_TIME_SECONDS,
  remainingMs,
  spokenCountdown,
} from './lib/countdown.ts';
export type { AttemptProgress, NumericInput } from './lib/exam-rules.ts';
export {
  attemptDateLabel,
  attemptProgress,
  attemptTimeLabel,
  hasAnswer,
  levelLabel,
  NUMBER_EXPECTED,
  numericText,
  parseAttemptId,
  parseNumericAnswer,
  parseQuestionNumber,
  parseTimeLimit,
  questionHint,
  submitWarning,
} from './lib/exam-rules.ts';
export type {
  AnswerSaveState,
  ExamAttemptState,
  ExamClock,
  ExamResultState,
  ExamsState,
  PreviousResultsState,
} from './model/exam.atoms.ts';
export {
  answerSaveAtomFamily,
  answerSaveKey,
  examAttemptAtomFamily,
  examClockAtom,
  examResultAtomFamily,
  examsAtom,
  loadExamAttemptAtom,
  loadExamResultAtom,
  loadExamsAtom,
  loadPreviousResultsAtom,
  markAttemptClosedAtom,
  patchAttemptQuestionAtom,
  patchExamAtom,
  previousResultsAtom,
  RESULT_POLL_MS,
  RESULT_POLLS,
  refusalCode,
  settleAnswerSavesAtom,
  storeExamAttemptAtom,
  storeExamResultAtom,
} from './model/exam.atoms.ts';
export type {
  AnswerInput,
  AttemptQuestion,
  ExamAnswer,
  ExamAttempt,
  ExamList,
  ExamResult,
  ExamSummary,
  PreviousResult,
  PreviousResults,
  QuestionType,
  ResultQuestion,
  SavedAnswer,
} from './model/types.ts';
export type { Countdown, CountdownOptions } from './model/use-countdown.ts';
export { useCountdown } from './model/use-countdown.ts';
export type { ExamTimerProps } from './ui/exam-timer.tsx';
export { ExamTimer } from './ui/exam-timer.tsx';
export type { QuestionNavigatorProps } from './ui/question-navigator.tsx';
export { navigatorLabel, QuestionNavigator } from './ui/question-navigator.tsx';

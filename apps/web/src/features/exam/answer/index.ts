export type { SaveAnswerInput } from './model/save-answer.atoms.ts';
export { retryAnswerAtom, saveAnswerAtom, withChange } from './model/save-answer.atoms.ts';
export type { AnswerQuestionProps } from './ui/answer-question.tsx';
export { AnswerQuestion, NUMERIC_SAVE_DELAY_MS } from './ui/answer-question.tsx';
export { FlagQuestionButton } from './ui/flag-question-button.tsx';

export type { SubmitExamResult } from './model/submit-exam.atoms.ts';
export { submitExamAtom } from './model/submit-exam.atoms.ts';
export type { SubmitExamButtonProps } from './ui/submit-exam-button.tsx';
export { SubmitExamButton } from './ui/submit-exam-button.tsx';

export {
  startExamAtom,
  startExamErrorAtomFamily,
  startingExamAtomFamily,
} from './model/start-exam.atoms.ts';
export { StartExamButton } from './ui/start-exam-button.tsx';

export type { LessonAddress } from './model/mark-lesson-read.atoms.ts';
export {
  markLessonReadAtom,
  markLessonReadErrorAtomFamily,
} from './model/mark-lesson-read.atoms.ts';
export { MarkLessonReadButton } from './ui/mark-lesson-read-button.tsx';

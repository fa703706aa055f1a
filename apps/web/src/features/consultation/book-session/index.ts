export type { BookSessionInput, BookSessionResult } from './model/book-session.atoms.ts';
export { bookSessionAtom, TOPIC_REQUIRED } from './model/book-session.atoms.ts';
export type { BookSessionDialogProps } from './ui/book-session-dialog.tsx';
export { BookSessionDialog } from './ui/book-session-dialog.tsx';

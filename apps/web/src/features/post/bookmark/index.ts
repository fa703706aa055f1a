export { bookmarkPendingAtom, toggleBookmarkAtom } from './model/bookmark.atoms.ts';
export type { BookmarkPostButtonProps } from './ui/bookmark-post-button.tsx';
export { BookmarkPostButton } from './ui/bookmark-post-button.tsx';

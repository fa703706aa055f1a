export type { ShareOutcome } from './model/share-post.ts';
export { sharePost } from './model/share-post.ts';
export type { SharePostButtonProps } from './ui/share-post-button.tsx';
export { SharePostButton } from './ui/share-post-button.tsx';

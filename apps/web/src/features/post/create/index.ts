export type { NewPost } from './model/create-post.atoms.ts';
export { createPostAtom } from './model/create-post.atoms.ts';
export { PostComposer } from './ui/post-composer.tsx';

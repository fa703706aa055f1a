export { deletePostAtom, editPostAtom } from './model/manage-post.atoms.ts';
export type { PostOwnerMenuProps } from './ui/post-owner-menu.tsx';
export { PostOwnerMenu } from './ui/post-owner-menu.tsx';
export type { PostTextEditorProps } from './ui/post-text-editor.tsx';
export { PostTextEditor } from './ui/post-text-editor.tsx';

export { deletePostAtom, editPostAtom } from './model/manage-post.atoms.ts';
export type { PostEditorProps } from './ui/post-editor.tsx';
export { PostEditor } from './ui/post-editor.tsx';
export type { PostOwnerMenuProps } from './ui/post-owner-menu.tsx';
export { PostOwnerMenu } from './ui/post-owner-menu.tsx';

export { deletePostAtom, editPostAtom } from './model/manage-post.atoms.ts';
export { PostOwnerMenu } from './ui/deferred-post-owner-menu.tsx';
export type { PostEditorProps } from './ui/post-editor.tsx';
export { PostEditor } from './ui/post-editor.tsx';
export type { PostOwnerMenuProps } from './ui/post-owner-menu.tsx';

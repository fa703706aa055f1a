import { atom } from 'jotai';
import { forgetPostAtom, updatePostAtom } from '@/entities/post';
import { api, type FormResult, formFailure } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/** What an edit changes: the text, and the images when `images` is given (urls, in order). */
export interface PostEdit {
  text: string;
  images?: string[];
}

/**
 * Saves the new text (and images) of the member's own post. The stored post changes only once the
 * server agrees; a refusal comes back with its message and field errors for the editor to show.
 */
export const editPostAtom = atom(
  null,
  async (_get, set, postId: number, edit: PostEdit): Promise<FormResult> => {
    try {
      const saved = await api.put('/api/posts/{postId}', {
        path: { postId },
        body: edit,
      });
      set(updatePostAtom, postId, () => saved);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);

/** Deletes the member's own post; on success it leaves the store and every list. */
export const deletePostAtom = atom(null, async (_get, set, postId: number): Promise<boolean> => {
  try {
    await api.delete('/api/posts/{postId}', { path: { postId } });
    set(forgetPostAtom, postId);
    return true;
  } catch (error) {
    notify('postDeleteFailure', { error });
    return false;
  }
});

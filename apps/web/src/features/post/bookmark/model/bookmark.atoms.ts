import { atom } from 'jotai';
import {
  placePostInListAtom,
  postAtomFamily,
  removePostFromListAtom,
  updatePostAtom,
} from '@/entities/post';
import { api } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/** The posts whose save or unsave is on its way to the server: a second press waits for it. */
export const bookmarkPendingAtom = atom<ReadonlySet<number>>(new Set<number>());

const without = (ids: ReadonlySet<number>, id: number) => {
  const next = new Set(ids);
  next.delete(id);
  return next;
};

/**
 * Saves the post for the member, or takes it out of their saved posts. The button shows the new
 * state at once; the server's answer settles it, and a failure puts it back with a toast. The
 * saved posts list follows: a saved post takes its place in it, an unsaved one leaves it.
 */
export const toggleBookmarkAtom = atom(null, async (get, set, postId: number) => {
  const post = get(postAtomFamily(postId));
  if (!post || get(bookmarkPendingAtom).has(postId)) return;
  const save = !post.bookmarked;
  set(bookmarkPendingAtom, new Set(get(bookmarkPendingAtom)).add(postId));
  set(updatePostAtom, postId, (current) => ({ ...current, bookmarked: save }));
  try {
    const path = { postId };
    const answer = save
      ? await api.post('/api/posts/{postId}/bookmark', { path })
      : await api.delete('/api/posts/{postId}/bookmark', { path });
    set(updatePostAtom, postId, (current) => ({ ...current, bookmarked: answer.bookmarked }));
    if (answer.bookmarked) set(placePostInListAtom, 'saved', postId);
    else set(removePostFromListAtom, 'saved', postId);
  } catch (error) {
    set(updatePostAtom, postId, (current) => ({ ...current, bookmarked: !save }));
    notify(save ? 'bookmarkFailure' : 'unbookmarkFailure', { error });
  } finally {
    set(bookmarkPendingAtom, without(get(bookmarkPendingAtom), postId));
  }
});

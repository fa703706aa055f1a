import { atom } from 'jotai';
import { commentsAtomFamily, countComments, withComment, withoutComment } from '@/entities/comment';
import { updatePostAtom } from '@/entities/post';
import { api } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/**
 * Showing comments the first time fetches them and marks them fetched and visible; after that,
 * toggling only flips visibility.
 */
export const toggleCommentsAtom = atom(null, async (get, set, postId: number) => {
  const commentsAtom = commentsAtomFamily(postId);
  const state = get(commentsAtom);
  if (state.fetched) {
    set(commentsAtom, { ...state, visible: !state.visible });
    return;
  }
  if (state.loading) return;
  set(commentsAtom, { ...state, loading: true, error: null, visible: true });
  try {
    const items = await api.get('/api/posts/{postId}/comments', { path: { postId } });
    set(commentsAtom, {
      ...get(commentsAtom),
      items,
      loading: false,
      fetched: true,
      visible: true,
    });
    set(updatePostAtom, postId, (post) => ({ ...post, comments_count: countComments(items) }));
  } catch (error) {
    console.error('comments failed to load', error);
    set(commentsAtom, {
      ...get(commentsAtom),
      loading: false,
      error: 'The comments could not be loaded.',
    });
  }
});

/** Adds a comment (on top) or a reply (at the end of its parent's replies). */
export const submitCommentAtom = atom(
  null,
  async (get, set, postId: number, text: string, parentId: number | null = null) => {
    try {
      const comment = await api.post('/api/submit-comment', {
        body: { post_id: postId, parent_id: parentId, text },
      });
      const commentsAtom = commentsAtomFamily(postId);
      const before = get(commentsAtom).items;
      const after = withComment(before, comment);
      set(commentsAtom, { ...get(commentsAtom), items: after });
      // Zero when a live event about this comment got here first (it set the count already).
      const added = countComments(after) - countComments(before);
      set(updatePostAtom, postId, (post) => ({
        ...post,
        comments_count: post.comments_count + added,
      }));
      return true;
    } catch (error) {
      notify('commentSaveFailure', { error });
      return false;
    }
  },
);

/** Edits a comment or reply: the one with the same id is replaced. */
export const editCommentAtom = atom(
  null,
  async (get, set, postId: number, id: number, text: string) => {
    try {
      const comment = await api.post('/api/edit-comment', { body: { id, text } });
      const commentsAtom = commentsAtomFamily(postId);
      set(commentsAtom, {
        ...get(commentsAtom),
        items: withComment(get(commentsAtom).items, comment),
      });
      return true;
    } catch (error) {
      notify('commentEditFailure', { error });
      return false;
    }
  },
);

/** Deletes a comment (with its replies) or a reply. */
export const deleteCommentAtom = atom(null, async (get, set, postId: number, id: number) => {
  try {
    await api.post('/api/delete-comment', { body: { id } });
    const commentsAtom = commentsAtomFamily(postId);
    const before = get(commentsAtom).items;
    const after = withoutComment(before, id);
    set(commentsAtom, { ...get(commentsAtom), items: after });
    const removed = countComments(before) - countComments(after);
    set(updatePostAtom, postId, (post) => ({
      ...post,
      comments_count: Math.max(0, post.comments_count - removed),
    }));
    return true;
  } catch (error) {
    notify('commentDeleteFailure', { error });
    return false;
  }
});

import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { postAtomFamily } from '@/entities/post';
import type { ReactionData } from '@/entities/reaction';
import { api } from '@/shared/api';

/** Every reaction of one post, as far as the reader has paged (ADR 0005). */
export interface ReactorsState {
  items: ReactionData[];
  loading: boolean;
  /** Every reaction is loaded. */
  complete: boolean;
  error: string | null;
}

export const EMPTY_REACTORS: ReactorsState = {
  items: [],
  loading: false,
  complete: false,
  error: null,
};

export const reactorsAtomFamily = atomFamily((postId: number) => {
  const reactorsAtom = atom<ReactorsState>(EMPTY_REACTORS);
  reactorsAtom.debugLabel = `reactors:${postId}`;
  return reactorsAtom;
});

/**
 * Loads the next page of a post's reactions, oldest first. The list is complete when it holds as
 * many as the post counts, or a page comes back empty. Opening the list again starts over, so it
 * shows reactions added since.
 */
export const loadReactorsAtom = atom(
  null,
  async (get, set, postId: number, from: 'start' | 'more' = 'more') => {
    const reactorsAtom = reactorsAtomFamily(postId);
    const before = from === 'start' ? EMPTY_REACTORS : get(reactorsAtom);
    if (get(reactorsAtom).loading || (from === 'more' && before.complete)) return;
    set(reactorsAtom, { ...before, loading: true, error: null });
    const last = before.items.at(-1)?.id;
    try {
      const page = await api.get('/api/posts/{postId}/reactions', {
        path: { postId },
        query: last === undefined ? {} : { lastReactionId: last },
      });
      const items = [...before.items, ...page.data.data];
      const total = (get(postAtomFamily(postId))?.reaction_counts ?? []).reduce(
        (sum, entry) => sum + entry.count,
        0,
      );
      set(reactorsAtom, {
        items,
        loading: false,
        complete: page.data.data.length === 0 || items.length >= total,
        error: null,
      });
    } catch (error) {
      console.error('reactions failed to load', error);
      set(reactorsAtom, { ...before, loading: false, error: 'The reactions could not be loaded.' });
    }
  },
);

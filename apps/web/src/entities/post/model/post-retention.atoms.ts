import { atom } from 'jotai';
import { commentsAtomFamily } from '@/entities/comment/@x/post';
import {
  organizedReactionsAtomFamily,
  postAtomFamily,
  userReactionAtomFamily,
  userVoteOptionIdAtomFamily,
} from './post.atoms.ts';
import { type PostListKey, postListAtomFamily } from './post-list.atoms.ts';

/**
 * How many posts a list keeps when the reader leaves it: enough to fill the screen again at once
 * on the way back (the rest loads as they scroll), few enough that a reader who scrolled through
 * thousands gets the memory back.
 */
export const KEPT_ON_LEAVE = 20;

/** Posts shown by an open view of their own (the single post page), counted per post id. */
export const openPostViewsAtom = atom<ReadonlyMap<number, number>>(new Map());
openPostViewsAtom.debugLabel = 'posts:open-views';

/**
 * Forgets every post (its snapshot, comments and derived atoms) that no list and no open view
 * references: the families keep an atom per id until it is removed, so without this the memory
 * of every post ever seen stays for the life of the tab.
 */
export const evictUnreferencedPostsAtom = atom(null, (get) => {
  const referenced = new Set(get(openPostViewsAtom).keys());
  for (const key of postListAtomFamily.getParams()) {
    const list = get(postListAtomFamily(key));
    for (const id of list.ids) referenced.add(id);
    for (const id of list.held) referenced.add(id);
  }
  for (const id of [...postAtomFamily.getParams()]) {
    if (referenced.has(id)) continue;
    for (const family of [
      postAtomFamily,
      commentsAtomFamily,
      organizedReactionsAtomFamily,
      userReactionAtomFamily,
      userVoteOptionIdAtomFamily,
    ])
      family.remove(id);
  }
});

/** The reader left a list: it keeps its newest posts (and held ones), the rest are let go. */
export const leaveListAtom = atom(null, (get, set, key: PostListKey) => {
  const listAtom = postListAtomFamily(key);
  const state = get(listAtom);
  if (state.ids.length > KEPT_ON_LEAVE)
    set(listAtom, { ...state, ids: state.ids.slice(0, KEPT_ON_LEAVE), exhausted: false });
  set(evictUnreferencedPostsAtom);
});

/** A view of one post opened: it is kept while any such view is open. */
export const openPostViewAtom = atom(null, (get, set, id: number) => {
  const views = new Map(get(openPostViewsAtom));
  views.set(id, (views.get(id) ?? 0) + 1);
  set(openPostViewsAtom, views);
});

/** A view of one post closed: closing the last one lets the post go, unless a list holds it. */
export const closePostViewAtom = atom(null, (get, set, id: number) => {
  const views = new Map(get(openPostViewsAtom));
  const count = (views.get(id) ?? 1) - 1;
  if (count > 0) views.set(id, count);
  else views.delete(id);
  set(openPostViewsAtom, views);
  set(evictUnreferencedPostsAtom);
});

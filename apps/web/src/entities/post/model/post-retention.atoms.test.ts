import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { commentsAtomFamily } from '@/entities/comment/@x/post';
import { postFactory } from '@/shared/lib/test';
import { isPostHeld, postAtomFamily, storePostsAtom } from './post.atoms.ts';
import { postListAtomFamily } from './post-list.atoms.ts';
import {
  closePostViewAtom,
  KEPT_ON_LEAVE,
  leaveListAtom,
  openPostViewAtom,
} from './post-retention.atoms.ts';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
const heldCount = () => [...postAtomFamily.getParams()].length;

describe('letting go of posts nobody shows', () => {
  let store: ReturnType<typeof createStore>;

  beforeEach(() => {
    for (const id of [...postAtomFamily.getParams()]) postAtomFamily.remove(id);
    for (const id of [...commentsAtomFamily.getParams()]) commentsAtomFamily.remove(id);
    store = createStore();
  });

  const fill = (key: 'feed' | 'profile:3', ids: number[]) => {
    store.set(
      storePostsAtom,
      ids.map((id) => postFactory({ id })),
    );
    for (const id of ids) store.set(commentsAtomFamily(id), store.get(commentsAtomFamily(id)));
    store.set(postListAtomFamily(key), { ...store.get(postListAtomFamily(key)), ids });
  };

  it('gives the memory of 5,000 scrolled posts back when the reader leaves the feed', () => {
    const ids = range(1, 5000).reverse();
    fill('feed', ids);
    expect(heldCount()).toBe(5000);

    store.set(leaveListAtom, 'feed');

    expect(heldCount()).toBe(KEPT_ON_LEAVE);
    expect([...commentsAtomFamily.getParams()]).toHaveLength(KEPT_ON_LEAVE);
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: ids.slice(0, KEPT_ON_LEAVE),
      exhausted: false,
    });
    expect(isPostHeld(1)).toBe(false);
    expect(store.get(postAtomFamily(5000))?.id).toBe(5000);
  });

  it('keeps posts another list or an open post page still shows', () => {
    fill('feed', range(1, 100).reverse());
    fill('profile:3', [3]);
    store.set(openPostViewAtom, 7);

    store.set(leaveListAtom, 'feed');
    expect(isPostHeld(3)).toBe(true);
    expect(isPostHeld(7)).toBe(true);
    expect(isPostHeld(8)).toBe(false);

    // Two views of post 7 are open; it goes only when the last one closes.
    store.set(openPostViewAtom, 7);
    store.set(closePostViewAtom, 7);
    expect(isPostHeld(7)).toBe(true);
    store.set(closePostViewAtom, 7);
    expect(isPostHeld(7)).toBe(false);
  });

  it('keeps posts held behind the new-posts pill', () => {
    fill('feed', range(1, 30).reverse());
    store.set(storePostsAtom, [postFactory({ id: 31 })]);
    store.set(postListAtomFamily('feed'), { ...store.get(postListAtomFamily('feed')), held: [31] });
    store.set(leaveListAtom, 'feed');
    expect(isPostHeld(31)).toBe(true);
  });
});

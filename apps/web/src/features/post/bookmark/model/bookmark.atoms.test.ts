import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '@/entities/session';
import { deferred, postFactory, userFactory } from '@/shared/lib/test';

const { get, post, remove, notify } = vi.hoisted(() => ({
  get: vi.fn(),
  post: vi.fn(),
  remove: vi.fn(),
  notify: vi.fn(),
}));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, delete: remove },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const { postAtomFamily, postListAtomFamily, storePostsAtom, EMPTY_LIST } = await import(
  '@/entities/post'
);
const { bookmarkPendingAtom, toggleBookmarkAtom } = await import('./bookmark.atoms.ts');

const freshStore = () => memberStore(userFactory({ id: 7 }));

beforeEach(() => {
  vi.resetAllMocks();
});

describe('saving a post', () => {
  it('shows the post saved at once, asks the server once, and puts it in the saved list', async () => {
    const store = freshStore();
    store.set(storePostsAtom, [postFactory({ id: 5 }), postFactory({ id: 9 })]);
    store.set(postListAtomFamily('saved'), { ...EMPTY_LIST, ids: [12, 3], exhausted: true });
    const answer = deferred<{ post_id: number; bookmarked: boolean }>();
    post.mockReturnValue(answer.promise);

    const pending = store.set(toggleBookmarkAtom, 5);
    expect(store.get(postAtomFamily(5))?.bookmarked).toBe(true);
    // A second press while the first is on its way changes nothing and asks nothing.
    await store.set(toggleBookmarkAtom, 5);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/posts/{postId}/bookmark', { path: { postId: 5 } });
    expect(store.get(bookmarkPendingAtom).has(5)).toBe(true);

    answer.resolve({ post_id: 5, bookmarked: true });
    await pending;
    expect(store.get(postAtomFamily(5))?.bookmarked).toBe(true);
    expect(store.get(postListAtomFamily('saved')).ids).toEqual([12, 5, 3]);
    expect(store.get(bookmarkPendingAtom).size).toBe(0);
    expect(store.get(postAtomFamily(9))?.bookmarked).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes a saved post out, and out of the saved list', async () => {
    const store = freshStore();
    store.set(storePostsAtom, [postFactory({ id: 5, bookmarked: true })]);
    store.set(postListAtomFamily('saved'), { ...EMPTY_LIST, ids: [12, 5, 3] });
    remove.mockResolvedValue({ post_id: 5, bookmarked: false });

    await store.set(toggleBookmarkAtom, 5);
    expect(remove).toHaveBeenCalledWith('/api/posts/{postId}/bookmark', { path: { postId: 5 } });
    expect(post).not.toHaveBeenCalled();
    expect(store.get(postAtomFamily(5))?.bookmarked).toBe(false);
    expect(store.get(postListAtomFamily('saved')).ids).toEqual([12, 3]);
  });

  it('puts the state back and says so when the server refuses, either way', async () => {
    const store = freshStore();
    store.set(storePostsAtom, [postFactory({ id: 5 }), postFactory({ id: 6, bookmarked: true })]);
    const error = new Error('offline');
    post.mockRejectedValue(error);
    remove.mockRejectedValue(error);

    await store.set(toggleBookmarkAtom, 5);
    expect(store.get(postAtomFamily(5))?.bookmarked).toBe(false);
    expect(notify).toHaveBeenCalledWith('bookmarkFailure', { error });

    await store.set(toggleBookmarkAtom, 6);
    expect(store.get(postAtomFamily(6))?.bookmarked).toBe(true);
    expect(notify).toHaveBeenCalledWith('unbookmarkFailure', { error });
    expect(store.get(bookmarkPendingAtom).size).toBe(0);
    // A press after a failure asks again.
    post.mockResolvedValue({ post_id: 5, bookmarked: true });
    await store.set(toggleBookmarkAtom, 5);
    expect(store.get(postAtomFamily(5))?.bookmarked).toBe(true);
  });

  it('does nothing for a post that is not loaded', async () => {
    const store = freshStore();
    await store.set(toggleBookmarkAtom, 99);
    expect(post).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '@/entities/session/@x/post';
import { deferred, postFactory, userFactory } from '@/shared/lib/test';

const { get, post } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post },
}));

const {
  acceptNewPostsAtom,
  EMPTY_LIST,
  loadPostsAtom,
  placePostInListAtom,
  postListAtomFamily,
  receiveNewestPageAtom,
  receivePushedPostAtom,
} = await import('@/entities/post');
const { prefetch } = await import('@/shared/api');

const ME = 7;

const freshStore = () => memberStore(userFactory({ id: ME }));

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const page = (...ids: number[]) => ({ data: { data: ids.map((id) => postFactory({ id })) } });
describe('post list', () => {
  it('shows loading while a page loads and ignores a second fetch meanwhile', async () => {
    const store = freshStore();
    const answer = deferred<ReturnType<typeof page>>();
    get.mockReturnValue(answer.promise);
    const first = store.set(loadPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed')).loading).toBe(true);
    await store.set(loadPostsAtom, 'feed', { older: true });
    expect(get).toHaveBeenCalledTimes(1);
    answer.resolve(page(30, 29, 28));
    await first;
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [30, 29, 28],
      loading: false,
    });
  });

  it('takes the feed page start-up prefetched instead of asking again, once', async () => {
    const store = freshStore();
    prefetch('/api/user-feed', async () => page(41, 40));
    await store.set(loadPostsAtom, 'feed');
    expect(get).not.toHaveBeenCalled();
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([41, 40]);

    get.mockResolvedValueOnce(page(42, 41, 40));
    await store.set(receiveNewestPageAtom, 'feed', []);
    await store.set(loadPostsAtom, 'feed');
    expect(get).toHaveBeenCalledWith('/api/user-feed', { query: {} });
  });

  it('asks again when the prefetch was refused (a visitor, or a failure)', async () => {
    const store = freshStore();
    prefetch('/api/user-feed', () => Promise.reject(new Error('401')));
    get.mockResolvedValueOnce(page(9));
    await store.set(loadPostsAtom, 'feed');
    expect(get).toHaveBeenCalledWith('/api/user-feed', { query: {} });
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([9]);
  });

  it('appends older posts, asking with the last post id as the cursor', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30, 29)).mockResolvedValueOnce(page(28, 27));
    await store.set(loadPostsAtom, 'feed');
    await store.set(loadPostsAtom, 'feed', { older: true });
    expect(get).toHaveBeenLastCalledWith('/api/user-feed', { query: { lastPostId: 29 } });
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([30, 29, 28, 27]);
  });

  it('keeps the error message when a load fails', async () => {
    const store = freshStore();
    get.mockImplementation(async () => {
      throw new Error('The server is down.');
    });
    await store.set(loadPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      loading: false,
      error: 'The server is down.',
      ids: [],
    });
  });

  it('holds a pushed post aside with the new-post flag, unless its id is already in the list', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30, 29));
    await store.set(loadPostsAtom, 'feed');

    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 29, text: 'again' }));
    expect(store.get(postListAtomFamily('feed')).newPostAvailable).toBe(false);

    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 31 }));
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [30, 29],
      held: [31],
      newPostAvailable: true,
    });
  });

  it('puts the held post on top and clears the flag when the reader accepts', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30));
    await store.set(loadPostsAtom, 'feed');
    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 31 }));
    store.set(acceptNewPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [31, 30],
      held: [],
      newPostAvailable: false,
    });
  });
});

describe('after a real-time reconnect', () => {
  it('holds aside what was posted while disconnected, without duplicates', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(30, 29));
    await store.set(loadPostsAtom, 'feed');
    store.set(receivePushedPostAtom, 'feed', postFactory({ id: 31 }));

    // The newest page, as fetched after lost continuity (see use-post-live.test.tsx).
    store.set(receiveNewestPageAtom, 'feed', page(33, 32, 31, 30, 29).data.data);
    expect(store.get(postListAtomFamily('feed'))).toMatchObject({
      ids: [30, 29],
      held: [33, 32, 31],
      newPostAvailable: true,
    });

    store.set(acceptNewPostsAtom, 'feed');
    expect(store.get(postListAtomFamily('feed')).ids).toEqual([33, 32, 31, 30, 29]);
  });
});

describe('popular now', () => {
  it('is one page, ranked by the server: loading older posts asks nothing and ends the list', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(9, 4, 7));
    await store.set(loadPostsAtom, 'popular');
    expect(get).toHaveBeenCalledWith('/api/popular-posts');
    expect(store.get(postListAtomFamily('popular')).ids).toEqual([9, 4, 7]);
    await store.set(loadPostsAtom, 'popular', { older: true });
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.get(postListAtomFamily('popular')).exhausted).toBe(true);
  });
});

describe('placing a post in a list by its id', () => {
  it('puts it where its id goes among the loaded posts, once', () => {
    const store = freshStore();
    store.set(postListAtomFamily('saved'), { ...EMPTY_LIST, ids: [40, 20, 10] });
    store.set(placePostInListAtom, 'saved', 30);
    store.set(placePostInListAtom, 'saved', 50);
    store.set(placePostInListAtom, 'saved', 30);
    expect(store.get(postListAtomFamily('saved')).ids).toEqual([50, 40, 30, 20, 10]);
  });

  it('leaves one older than the pages loaded so far to a later page, unless there is none', () => {
    const store = freshStore();
    store.set(postListAtomFamily('saved'), { ...EMPTY_LIST, ids: [40, 20] });
    store.set(placePostInListAtom, 'saved', 5);
    expect(store.get(postListAtomFamily('saved')).ids).toEqual([40, 20]);
    store.set(postListAtomFamily('saved'), { ...EMPTY_LIST, ids: [40, 20], exhausted: true });
    store.set(placePostInListAtom, 'saved', 5);
    expect(store.get(postListAtomFamily('saved')).ids).toEqual([40, 20, 5]);
  });

  it('leaves a list not loaded yet to its first page, and fills one known to be empty', () => {
    const store = freshStore();
    store.set(placePostInListAtom, 'saved', 5);
    expect(store.get(postListAtomFamily('saved'))).toEqual(EMPTY_LIST);
    store.set(postListAtomFamily('saved'), { ...EMPTY_LIST, exhausted: true });
    store.set(placePostInListAtom, 'saved', 5);
    expect(store.get(postListAtomFamily('saved')).ids).toEqual([5]);
  });

  it('loads the saved posts from their own call, with the cursor', async () => {
    const store = freshStore();
    get.mockResolvedValueOnce(page(9, 4)).mockResolvedValueOnce(page(2));
    await store.set(loadPostsAtom, 'saved');
    await store.set(loadPostsAtom, 'saved', { older: true });
    expect(get).toHaveBeenNthCalledWith(1, '/api/bookmarks', { query: {} });
    expect(get).toHaveBeenNthCalledWith(2, '/api/bookmarks', { query: { lastPostId: 4 } });
    expect(store.get(postListAtomFamily('saved')).ids).toEqual([9, 4, 2]);
  });
});

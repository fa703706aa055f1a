import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, takePrefetched } from '@/shared/api';
import { postAtomFamily, storePostsAtom } from './post.atoms.ts';
import type { PostData } from './types.ts';

/**
 * Which list: the member's feed, "popular now" across the site, a group's posts or a member's
 * profile posts.
 */
export type PostListKey =
  | 'feed'
  | 'popular'
  | `group:${number}`
  | `profile:${number}`
  /** The posts whose $cashtags name a symbol (its page's stream). */
  | `symbol:${number}`
  /** The posts the member saved (bookmarked), newest post first. */
  | 'saved';

export interface PostListState {
  /** Post ids, newest first. */
  ids: number[];
  loading: boolean;
  error: string | null;
  /** An empty page came back: there is nothing older. */
  exhausted: boolean;
  /** Pushed posts held aside until the reader accepts them, newest first. */
  held: number[];
  newPostAvailable: boolean;
}

export const EMPTY_LIST: PostListState = {
  ids: [],
  loading: false,
  error: null,
  exhausted: false,
  held: [],
  newPostAvailable: false,
};

/** The state of each post list (spec point 4 "Post list"), keyed by list. */
export const postListAtomFamily = atomFamily((key: PostListKey) => {
  const listAtom = atom<PostListState>(EMPTY_LIST);
  listAtom.debugLabel = `posts:${key}`;
  return listAtom;
});

/** The feed's first page, if start-up prefetched it (`app/index.tsx`, for a URL opening /feed). */
type FeedAnswer = Awaited<ReturnType<typeof api.get<'/api/user-feed'>>>;

/** One page of a list from the server: posts older than `lastPostId`. */
export async function fetchPostPage(key: PostListKey, lastPostId?: number): Promise<PostData[]> {
  const query = lastPostId === undefined ? {} : { lastPostId };
  if (key === 'feed') {
    const prefetched =
      lastPostId === undefined ? takePrefetched<FeedAnswer>('/api/user-feed') : null;
    if (prefetched) {
      try {
        return (await prefetched).data.data;
      } catch {
        // Asked before the login check ended, or failed: ask again, as the page would have.
      }
    }
    return (await api.get('/api/user-feed', { query })).data.data;
  }
  // "Popular now" is one page, ranked by engagement: there is nothing after it.
  if (key === 'popular')
    return lastPostId === undefined ? (await api.get('/api/popular-posts')).data.data : [];
  if (key === 'saved') return (await api.get('/api/bookmarks', { query })).data.data;
  const [kind, raw] = key.split(':');
  const id = Number(raw);
  if (kind === 'group')
    return (await api.get('/api/user-group/{groupId}', { path: { groupId: id }, query })).data.data;
  if (kind === 'symbol')
    return (await api.get('/api/symbols/{symbolId}/posts', { path: { symbolId: id }, query })).data
      .data;
  return (await api.get('/api/user-profile/{userId}', { path: { userId: id }, query })).data.data;
}

const failure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The posts could not be loaded.';

/**
 * Loads the first page, or with `older` the page after the last post held (the cursor is its id).
 * A fetch while one is running is ignored; older pages are appended.
 */
export const loadPostsAtom = atom(
  null,
  async (get, set, key: PostListKey, options: { older?: boolean } = {}) => {
    const listAtom = postListAtomFamily(key);
    const state = get(listAtom);
    if (state.loading) return;
    if (options.older && state.exhausted) return;
    const cursor = options.older ? state.ids.at(-1) : undefined;
    set(listAtom, { ...state, loading: true, error: null });
    try {
      const posts = await fetchPostPage(key, cursor);
      set(storePostsAtom, posts);
      const current = get(listAtom);
      const known = new Set(current.ids);
      const fresh = posts.map((post) => post.id).filter((id) => !known.has(id));
      set(listAtom, {
        ...current,
        ids: options.older ? [...current.ids, ...fresh] : [...fresh, ...current.ids],
        loading: false,
        exhausted: posts.length === 0 ? true : current.exhausted,
      });
    } catch (error) {
      set(listAtom, { ...get(listAtom), loading: false, error: failure(error) });
    }
  },
);

/**
 * A post pushed in real time is held aside and flags "new posts", unless its id is already in the
 * list (or already held).
 */
export const receivePushedPostAtom = atom(null, (get, set, key: PostListKey, post: PostData) => {
  const listAtom = postListAtomFamily(key);
  const state = get(listAtom);
  if (state.ids.includes(post.id) || state.held.includes(post.id)) return;
  set(storePostsAtom, [post]);
  set(listAtom, { ...state, held: [post.id, ...state.held], newPostAvailable: true });
});

/** The reader accepts: held posts go to the top and the flag clears. */
export const acceptNewPostsAtom = atom(null, (get, set, key: PostListKey) => {
  const listAtom = postListAtomFamily(key);
  const state = get(listAtom);
  const known = new Set(state.ids);
  set(listAtom, {
    ...state,
    ids: [...state.held.filter((id) => !known.has(id)), ...state.ids],
    held: [],
    newPostAvailable: false,
  });
});

/** Puts a post the member just created on top of a list. */
export const prependPostAtom = atom(null, (get, set, key: PostListKey, post: PostData) => {
  const listAtom = postListAtomFamily(key);
  const state = get(listAtom);
  set(storePostsAtom, [post]);
  if (!state.ids.includes(post.id))
    set(listAtom, {
      ...state,
      ids: [post.id, ...state.ids],
      held: state.held.filter((id) => id !== post.id),
    });
});

/**
 * Puts a post into a list that goes newest post first (the saved posts), where its id places it:
 * a list not loaded yet fetches it with its first page, and one whose loaded pages end above it
 * reaches it with an older page, so neither is touched.
 */
export const placePostInListAtom = atom(null, (get, set, key: PostListKey, id: number) => {
  const listAtom = postListAtomFamily(key);
  const state = get(listAtom);
  if (state.ids.includes(id)) return;
  const last = state.ids.at(-1);
  if (last === undefined ? !state.exhausted : !state.exhausted && id < last) return;
  set(listAtom, { ...state, ids: [...state.ids, id].sort((a, b) => b - a) });
});

/** Drops a deleted post from a list. */
export const removePostFromListAtom = atom(null, (get, set, key: PostListKey, id: number) => {
  const listAtom = postListAtomFamily(key);
  const state = get(listAtom);
  const held = state.held.filter((item) => item !== id);
  set(listAtom, {
    ...state,
    ids: state.ids.filter((item) => item !== id),
    held,
    newPostAvailable: state.newPostAvailable && held.length > 0,
  });
});

/**
 * A deleted post: gone from the store and from every list it can be in (the feed, its author's
 * profile posts, its group's posts, its symbols' streams and the saved posts).
 */
export const forgetPostAtom = atom(null, (get, set, id: number) => {
  const post = get(postAtomFamily(id));
  const lists: PostListKey[] = ['feed', 'popular', 'saved'];
  if (post) lists.push(`profile:${post.user.id}`);
  if (post?.groupId) lists.push(`group:${post.groupId}`);
  for (const symbol of post?.symbols ?? []) lists.push(`symbol:${symbol.symbol_id}`);
  for (const key of lists) set(removePostFromListAtom, key, id);
  set(postAtomFamily(id), null);
});

/**
 * The newest page, fetched after real time lost continuity (see `usePostListLive`): posts newer
 * than the newest one shown are held aside behind the pill, so nothing pushed while disconnected
 * is missed or shown twice; the snapshots of posts already shown are refreshed.
 */
export const receiveNewestPageAtom = atom(
  null,
  (get, set, key: PostListKey, posts: readonly PostData[]) => {
    const newest = get(postListAtomFamily(key)).ids[0];
    if (newest === undefined) return;
    const shown = new Set(get(postListAtomFamily(key)).ids);
    set(
      storePostsAtom,
      posts.filter((post) => shown.has(post.id)),
    );
    for (const post of [...posts].reverse()) {
      if (post.id > newest) set(receivePushedPostAtom, key, post);
    }
  },
);

/**
 * The groups whose posts a list holds, as a stable key ("3,5"): a list listens to each of these
 * groups' posts channels for changes to its posts. A string, so it only changes when the set does.
 */
export const listGroupIdsAtomFamily = atomFamily((key: PostListKey) => {
  const groupIdsAtom = atom((get) => {
    const ids = new Set<number>();
    for (const id of get(postListAtomFamily(key)).ids) {
      const groupId = get(postAtomFamily(id))?.groupId;
      if (groupId != null) ids.add(groupId);
    }
    return [...ids].sort((a, b) => a - b).join(',');
  });
  groupIdsAtom.debugLabel = `posts:${key}:groups`;
  return groupIdsAtom;
});

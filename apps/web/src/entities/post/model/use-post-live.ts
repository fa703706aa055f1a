import type { Channel, PostUpdateEvents } from '@tapetv/realtime';
import { catchUpOnResync } from '@tapetv/realtime/catch-up';
import { useStore } from 'jotai';
import { useRealtime } from '@/shared/lib/realtime';
import { storePostsAtom } from './post.atoms.ts';
import { applyPostUpdateAtom, type PostUpdate } from './post-events.atoms.ts';
import {
  fetchPostPage,
  type PostListKey,
  postListAtomFamily,
  receiveNewestPageAtom,
  receivePushedPostAtom,
} from './post-list.atoms.ts';
import type { PostData } from './types.ts';

/**
 * New posts of a list, live: the member's feed channel for the feed, the group's posts channel
 * for a group (a profile has no channel). A pushed post is held aside behind the "new posts"
 * pill; after lost continuity the newest page is fetched once (single-flight) and merged. A list
 * shown again (the reader comes back to it) catches up the same way once its channel is attached,
 * since nothing listened while it was away.
 */
export function usePostListLive(key: PostListKey): void {
  const store = useStore();
  useRealtime(
    (realtime) => {
      const [kind, id] = key.split(':');
      const channel =
        kind === 'feed' ? realtime.feed : kind === 'group' ? realtime.groupPosts(Number(id)) : null;
      if (!channel) return [];
      const merge = (page: readonly PostData[]) => store.set(receiveNewestPageAtom, key, page);
      const stops = [
        channel.subscribe('new-post', (post) => store.set(receivePushedPostAtom, key, post)),
        catchUpOnResync(channel, () => fetchPostPage(key), merge),
      ];
      let active = true;
      if (store.get(postListAtomFamily(key)).ids.length > 0)
        void channel
          .whenAttached()
          .then(() => fetchPostPage(key))
          .then((page) => active && merge(page))
          .catch((error: unknown) => console.error('catching up on posts failed', error));
      return [...stops, () => (active = false)];
    },
    [key, store],
  );
}

/**
 * Changes other members make to the posts on screen: reactions, votes, comments, edits and
 * deletions, from the public posts channel and the posts channel of each group in `groupIds`
 * ("3,5", see `listGroupIdsAtomFamily`). After lost continuity on any of them, `refresh` fetches
 * the posts again (once at a time) and their snapshots replace what is held.
 */
export function usePostUpdatesLive(
  groupIds: string,
  refresh: () => Promise<readonly PostData[]>,
): void {
  const store = useStore();
  useRealtime(
    (realtime) => {
      const channels: Channel<PostUpdateEvents>[] = [
        realtime.publicPosts,
        ...groupIds
          .split(',')
          .filter(Boolean)
          .map((id) => realtime.groupPosts(Number(id))),
      ];
      const apply = (update: PostUpdate) => store.set(applyPostUpdateAtom, update);
      return channels.flatMap((channel) => [
        channel.subscribe('reaction-changed', (data) => apply({ event: 'reaction-changed', data })),
        channel.subscribe('poll-changed', (data) => apply({ event: 'poll-changed', data })),
        channel.subscribe('comment-saved', (data) => apply({ event: 'comment-saved', data })),
        channel.subscribe('comment-deleted', (data) => apply({ event: 'comment-deleted', data })),
        channel.subscribe('post-updated', (data) => apply({ event: 'post-updated', data })),
        channel.subscribe('post-deleted', (data) => apply({ event: 'post-deleted', data })),
        catchUpOnResync(channel, refresh, (posts) => store.set(storePostsAtom, posts)),
      ]);
    },
    [groupIds, refresh, store],
  );
}

import { ArrowUpIcon } from '@radix-ui/react-icons';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { PullToRefresh } from '@tapetv/ui/pull-to-refresh';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import {
  acceptNewPostsAtom,
  fetchPostPage,
  leaveListAtom,
  listGroupIdsAtomFamily,
  loadPostsAtom,
  type PostListKey,
  postListAtomFamily,
  usePostListLive,
  usePostUpdatesLive,
} from '@/entities/post';
import { useScrollMargin } from '@/shared/lib/scroll-margin';
import { PostCard, PostCardSkeleton } from './post-card.tsx';
import styles from './post-list.module.css';

/** Load older posts when the reader is this many posts from the end. */
const PREFETCH_DISTANCE = 5;

/**
 * A virtualised list of posts (only the ones near the viewport are in the page, so thousands stay
 * smooth) with infinite scroll, skeletons, empty and error states, and a "new posts" pill:
 * pushed posts wait until the reader asks for them, so the page never jumps under them.
 */
export function PostList({
  list,
  emptyTitle,
  emptyText,
  emptyExtra,
  pullToRefresh = false,
}: {
  list: PostListKey;
  emptyTitle: string;
  emptyText: string;
  /** Shown under the empty state (e.g. members to follow on an empty feed). */
  emptyExtra?: ReactNode;
  /** On a touch screen, pulling the list down at the top shows the newest posts. */
  pullToRefresh?: boolean;
}) {
  const state = useAtomValue(postListAtomFamily(list));
  const load = useSetAtom(loadPostsAtom);
  const leave = useSetAtom(leaveListAtom);
  const accept = useSetAtom(acceptNewPostsAtom);
  const listRef = useRef<HTMLDivElement>(null);

  // Live while shown: new posts behind the pill, and other members' changes to the posts held.
  usePostListLive(list);
  const refresh = useCallback(() => fetchPostPage(list), [list]);
  usePostUpdatesLive(useAtomValue(listGroupIdsAtomFamily(list)), refresh);

  // The first page loads once per list; after that, pushes and catch-up keep it current.
  const neverLoaded = state.ids.length === 0 && !state.exhausted && !state.error && !state.loading;
  useEffect(() => {
    if (neverLoaded) void load(list);
  }, [neverLoaded, load, list]);

  // Leaving the list lets go of all but its newest posts, so memory does not grow with scrolling.
  useEffect(() => () => leave(list), [leave, list]);

  const scrollMargin = useScrollMargin(listRef);

  const virtualizer = useWindowVirtualizer({
    count: state.ids.length,
    estimateSize: () => 260,
    overscan: 4,
    scrollMargin,
    getItemKey: (index) => state.ids[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (
      state.ids.length > 0 &&
      lastIndex >= state.ids.length - PREFETCH_DISTANCE &&
      !state.loading &&
      !state.exhausted &&
      !state.error
    ) {
      void load(list, { older: true });
    }
  }, [lastIndex, state.ids.length, state.loading, state.exhausted, state.error, load, list]);

  // The posts held behind the pill, then whatever is newer still.
  const refreshNewest = useCallback(async () => {
    accept(list);
    await load(list);
  }, [accept, load, list]);

  const showNew = () => {
    accept(list);
    window.scrollTo({
      top: 0,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };

  return (
    <section className={styles.section} aria-label="Posts">
      <PullToRefresh
        disabled={!pullToRefresh}
        onRefresh={refreshNewest}
        label="Refreshing posts"
        className={styles.pull}
      >
        {state.newPostAvailable && (
          <div className={styles.pillSlot}>
            <Button className={styles.pill} size="sm" iconStart={<ArrowUpIcon />} onClick={showNew}>
              {state.held.length === 1 ? 'New post' : `${state.held.length} new posts`}
            </Button>
          </div>
        )}
        {state.ids.length === 0 && state.loading && (
          <div className={styles.stack} role="status" aria-busy="true" aria-label="Loading posts">
            <PostCardSkeleton />
            <PostCardSkeleton />
            <PostCardSkeleton />
          </div>
        )}
        {state.ids.length === 0 && !state.loading && state.error && (
          <EmptyState
            tone="error"
            title="The posts could not be loaded"
            description={state.error}
            action={<Button onClick={() => void load(list)}>Try again</Button>}
          />
        )}
        {state.ids.length === 0 && !state.loading && !state.error && state.exhausted && (
          <>
            <EmptyState title={emptyTitle} description={emptyText} />
            {emptyExtra}
          </>
        )}
        <div
          ref={listRef}
          className={styles.virtual}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const id = state.ids[item.index];
            if (id === undefined) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.row}
                style={{
                  transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
                }}
              >
                <PostCard postId={id} />
              </div>
            );
          })}
        </div>
        {state.ids.length > 0 && state.loading && <PostCardSkeleton />}
        {state.ids.length > 0 && state.error && (
          <div className={styles.footer} role="alert">
            {state.error}{' '}
            <Button variant="secondary" size="sm" onClick={() => void load(list, { older: true })}>
              Try again
            </Button>
          </div>
        )}
        {state.ids.length > 0 && state.exhausted && (
          <p className={styles.footer}>You are all caught up.</p>
        )}
      </PullToRefresh>
    </section>
  );
}

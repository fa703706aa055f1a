import { useMediaQuery } from '@tapetv/ui/use-media-query';
import { useAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { justJoinedAtom } from '@/entities/session';
import { PostComposer } from '@/features/post/create';
import { PageFrame } from '@/shared/ui/page-frame';
import { DeferredDeskNav } from '@/widgets/feed-desk/desk-nav';
import { DeferredTrendingSymbols } from '@/widgets/feed-desk/trending-symbols';
import { DeferredWatchlistRail } from '@/widgets/feed-desk/watchlist-rail';
import { PostList } from '@/widgets/posts';
import { WhoToFollow } from '@/widgets/who-to-follow';
import styles from './feed-page.module.css';

const VIEWS = [
  { tab: 'following', label: 'Your feed', to: '/feed' },
  { tab: 'popular', label: 'Popular now', to: '/feed?tab=popular' },
  { tab: 'saved', label: 'Saved', to: '/feed?tab=saved' },
] as const;
type FeedTab = (typeof VIEWS)[number]['tab'];
const tabOf = (value: string | null): FeedTab =>
  VIEWS.find((view) => view.tab === value)?.tab ?? 'following';

/** Where the right rail shows, and where the desk's left column joins it (feed-page.module.css). */
const RAIL_QUERY = '(min-width: 1024px)';
const DESK_QUERY = '(min-width: 1280px)';

/** The welcome step's code loads only for a member who just signed up. */
const Welcome = lazy(() => import('./welcome.tsx').then((module) => ({ default: module.Welcome })));

/**
 * The member's feed: their posts, the people they follow and their groups, live; beside it
 * "Popular now" across the site (`?tab=popular`), the posts they saved (`?tab=saved`) and members
 * to follow, so an empty feed still shows life.
 */
export function FeedPage() {
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const [welcome, setWelcome] = useAtom(justJoinedAtom);
  // The side columns' cards load only where they are shown (the rail from 1024 px, the desk's
  // left column from 1280 px), so a phone never asks for them.
  const wide = useMediaQuery(RAIL_QUERY);
  const desk = useMediaQuery(DESK_QUERY);
  return (
    <PageFrame title="Feed" width="desk">
      <div className={styles.layout}>
        {desk && (
          <div className={styles.desk}>
            <DeferredDeskNav />
          </div>
        )}
        <div className={styles.main}>
          {welcome && (
            <Suspense fallback={null}>
              <Welcome onDone={() => setWelcome(false)} />
            </Suspense>
          )}
          <PostComposer list="feed" />
          {/* Links, not tab widgets: each view has its own address (and no tab code to load). */}
          <nav aria-label="Posts to show">
            <ul className={styles.views}>
              {VIEWS.map((view) => (
                <li key={view.tab}>
                  <Link
                    to={view.to}
                    replace
                    className={styles.view}
                    aria-current={tab === view.tab ? 'page' : undefined}
                  >
                    {view.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {tab === 'following' ? (
            <PostList
              key="feed"
              list="feed"
              pullToRefresh
              emptyTitle="Your feed is empty"
              emptyText="Write your first post, follow traders or join a group, and their posts show up here."
              emptyExtra={
                welcome ? undefined : (
                  <div className={styles.narrowOnly}>
                    <WhoToFollow title="Start by following a few traders" />
                  </div>
                )
              }
            />
          ) : tab === 'popular' ? (
            <PostList
              key="popular"
              list="popular"
              pullToRefresh
              emptyTitle="Nothing is popular yet"
              emptyText="The most discussed posts of the last 7 days show up here."
            />
          ) : (
            <PostList
              key="saved"
              list="saved"
              pullToRefresh
              emptyTitle="Nothing saved yet"
              emptyText="Press Save on a post to keep it here for later. Only you see what you save."
            />
          )}
        </div>
        {!welcome && (
          <aside className={styles.rail} aria-label="Suggestions">
            <WhoToFollow />
            {/* Below, so their late arrival moves nothing already shown. */}
            {wide && <DeferredWatchlistRail />}
            {wide && <DeferredTrendingSymbols />}
          </aside>
        )}
      </div>
    </PageFrame>
  );
}

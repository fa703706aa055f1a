import { Button } from '@tapetv/ui/button';
import { useAtom, useAtomValue } from 'jotai';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { justJoinedAtom, viewerAtom } from '@/entities/session';
import { PostComposer } from '@/features/post/create';
import { PageFrame } from '@/shared/ui/page-frame';
import { PostList } from '@/widgets/posts';
import { WhoToFollow } from '@/widgets/who-to-follow';
import styles from './feed-page.module.css';

type FeedTab = 'following' | 'popular';
const tabOf = (value: string | null): FeedTab => (value === 'popular' ? 'popular' : 'following');
const VIEWS = [
  { tab: 'following', label: 'Your feed', to: '/feed' },
  { tab: 'popular', label: 'Popular now', to: '/feed?tab=popular' },
] as const;

/**
 * The first thing a new member sees (after the sign-up link): who to follow, so the feed fills at
 * once. Groups join this step when they are built (issue 15).
 */
function Welcome({ onDone }: { onDone: () => void }) {
  const name = useAtomValue(viewerAtom)?.name.split(' ')[0] ?? '';
  const headingId = useId();
  return (
    <section className={styles.welcome} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.welcomeTitle}>
        Welcome to TapeTV{name ? `, ${name}` : ''}!
      </h2>
      <p className={styles.welcomeText}>
        Your feed shows the traders you follow. Follow a few to start: their ideas, charts and polls
        show up here as they post them.
      </p>
      <WhoToFollow title="Traders to follow" />
      <Button variant="secondary" onClick={onDone} className={styles.welcomeDone}>
        Done, show my feed
      </Button>
    </section>
  );
}

/**
 * The member's feed: their posts, the people they follow and their groups, live; beside it
 * "Popular now" across the site (`?tab=popular`) and members to follow, so an empty feed still
 * shows life.
 */
export function FeedPage() {
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));
  const [welcome, setWelcome] = useAtom(justJoinedAtom);
  return (
    <PageFrame title="Feed">
      <div className={styles.layout}>
        <div className={styles.main}>
          {welcome && <Welcome onDone={() => setWelcome(false)} />}
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
          ) : (
            <PostList
              key="popular"
              list="popular"
              emptyTitle="Nothing is popular yet"
              emptyText="The most discussed posts of the last 7 days show up here."
            />
          )}
        </div>
        {!welcome && (
          <aside className={styles.rail} aria-label="Suggestions">
            <WhoToFollow />
          </aside>
        )}
      </div>
    </PageFrame>
  );
}

import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  loadWatchlistIdeasAtom,
  watchlistIdeasAtom,
  watchlistIdeasListAtom,
} from '@/entities/watchlist';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import { WatchlistCards } from '@/widgets/watchlist-cards';
import styles from './watchlist-ideas-page.module.css';

/**
 * Watchlist ideas (`/watchlist-ideas`, spec point 2): the team's picks first, then the members'
 * most copied public lists. Copy makes one the viewer's own (spec point 4's loading flag, the
 * copy toasts), with a link to open the copy.
 */
export function WatchlistIdeasPage() {
  const state = useAtomValue(watchlistIdeasAtom);
  const ideas = useAtomValue(watchlistIdeasListAtom);
  const load = useSetAtom(loadWatchlistIdeasAtom);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageFrame title="Watchlist Ideas">
      <p className={styles.intro}>
        Lists picked by the TapeTV team, then the lists members copy most. Copy one and it becomes a
        list of your own, which you can change freely.{' '}
        <Link to={paths.watchlist}>Your watchlists</Link>
      </p>
      {!state.loaded && state.status === 'error' ? (
        <EmptyState
          tone="error"
          title="The ideas could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load()}>
              Try again
            </Button>
          }
        />
      ) : (
        <WatchlistCards
          watchlists={ideas}
          loading={!state.loaded}
          emptyText="No ideas yet. Lists members make public and copy show up here."
          copyable
          headingLevel={2}
        />
      )}
    </PageFrame>
  );
}

import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { loadProPicksAtom, proPicksAtom, proPicksListAtom } from '@/entities/watchlist';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import { WatchlistCards } from '@/widgets/watchlist-cards';
import styles from './pro-picks-page.module.css';

/**
 * Pro picks (`/pro-picks`, spec point 2): the team's lists for pro members, in full with Copy;
 * other members see each one's first symbols, locked, with a link to the plans.
 */
export function ProPicksPage() {
  const state = useAtomValue(proPicksAtom);
  const picks = useAtomValue(proPicksListAtom);
  const load = useSetAtom(loadProPicksAtom);

  useEffect(() => {
    void load();
  }, [load]);

  const locked = state.loaded && !state.isPro;
  return (
    <PageFrame title="Pro Picks">
      {locked ? (
        <div className={styles.locked}>
          <LockClosedIcon aria-hidden className={styles.lockIcon} />
          <p className={styles.lockedText}>
            Pro picks are for pro members: you see the first symbols of each list. With pro you see
            every symbol and can copy the lists.
          </p>
          <Button asChild size="sm">
            <Link to={paths.pricing}>Upgrade to Pro</Link>
          </Button>
        </div>
      ) : (
        <p className={styles.intro}>
          Lists the TapeTV team builds and keeps up to date for pro members. Copy one and it becomes
          a list of your own.
        </p>
      )}
      {!state.loaded && state.status === 'error' ? (
        <EmptyState
          tone="error"
          title="The pro picks could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load()}>
              Try again
            </Button>
          }
        />
      ) : (
        <WatchlistCards
          watchlists={picks}
          loading={!state.loaded}
          emptyText="No pro picks yet. The team’s lists show up here."
          copyable={state.isPro}
          headingLevel={2}
          lockedAction={(idea) => (
            <Link to={paths.pricing} aria-label={`Upgrade to Pro to see ${idea.title}`}>
              Upgrade to Pro
            </Link>
          )}
        />
      )}
    </PageFrame>
  );
}

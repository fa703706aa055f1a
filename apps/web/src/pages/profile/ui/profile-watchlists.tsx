import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  loadWatchlistsAtom,
  watchlistListsAtomFamily,
  watchlistOwnerKey,
  watchlistsOfAtomFamily,
} from '@/entities/watchlist';
import { paths } from '@/shared/config';
import { WatchlistCards } from '@/widgets/watchlist-cards';

export interface ProfileWatchlistsProps {
  member: { id: number; name: string };
  isOwnProfile: boolean;
}

/**
 * A member's lists on their profile, as the viewer may see them (`GET /api/watchlist/?user_id`:
 * public lists, followers' lists for a follower, all of them for the member themself): titles,
 * counts and first tickers, each opening the list read-only; Copy on another member's lists.
 */
export function ProfileWatchlists({ member, isOwnProfile }: ProfileWatchlistsProps) {
  const key = watchlistOwnerKey(isOwnProfile ? null : member.id);
  const state = useAtomValue(watchlistListsAtomFamily(key));
  const lists = useAtomValue(watchlistsOfAtomFamily(key));
  const load = useSetAtom(loadWatchlistsAtom);

  useEffect(() => {
    void load(key);
  }, [load, key]);

  if (!state.loaded && state.status === 'error')
    return (
      <EmptyState
        tone="error"
        title="The watchlists could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(key)}>
            Try again
          </Button>
        }
      />
    );
  if (state.loaded && lists.length === 0)
    return (
      <EmptyState
        title={
          isOwnProfile ? 'You have no watchlist yet' : `No watchlists of ${member.name} to show`
        }
        description={
          isOwnProfile
            ? 'Lists you keep show up here; make one public or for your followers to share it.'
            : 'Lists are private unless their owner shares them with followers or every member.'
        }
        action={
          <Link to={isOwnProfile ? paths.watchlist : paths.watchlistIdeas}>
            {isOwnProfile ? 'Your watchlists' : 'Browse watchlist ideas'}
          </Link>
        }
      />
    );
  return (
    <WatchlistCards
      watchlists={lists}
      loading={!state.loaded}
      copyable={!isOwnProfile}
      headingLevel={2}
    />
  );
}

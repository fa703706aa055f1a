import { type WatchlistIdea, WatchlistIdeasGrid } from '@tapetv/ui/watchlist-ideas';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { viewerAtom } from '@/entities/session';
import { type Watchlist, watchlistHref } from '@/entities/watchlist';
import {
  CopyResultNote,
  copyingWatchlistAtomFamily,
  copyWatchlistAtom,
} from '@/features/watchlist/copy';
import { paths } from '@/shared/config';
import { RouterLink } from '@/shared/ui/router-link';

export interface WatchlistCardsProps {
  watchlists: readonly Watchlist[];
  loading?: boolean;
  emptyText?: string;
  /** Offer Copy on each card (not on the viewer's own lists, nor locked pro picks). */
  copyable?: boolean;
  /** What a locked pro pick offers instead of Copy (an upgrade link). */
  lockedAction?: (idea: WatchlistIdea) => ReactNode;
  headingLevel?: 2 | 3;
}

/** A list as a card: its owner, tickers and counts; it opens the list's table. */
export function toIdea(watchlist: Watchlist, viewerId: number | null): WatchlistIdea {
  return {
    id: watchlist.id,
    title: watchlist.title,
    description: watchlist.description,
    owner: {
      name: watchlist.owner.name,
      userName: watchlist.owner.user_name,
      avatar: watchlist.owner.avatar,
      href: paths.profile(watchlist.owner.user_name),
    },
    // A locked pro pick carries only its preview; the card shows the first few and "+N more".
    tickers: watchlist.watchlist_symbols.map((symbol) => symbol.symbol),
    symbolCount: watchlist.symbol_count,
    copiesCount: watchlist.copies_count,
    curated: watchlist.curated,
    proPick: watchlist.pro_pick,
    locked: watchlist.locked,
    href: watchlist.locked ? undefined : watchlistHref(watchlist, viewerId),
  };
}

/**
 * Lists as cards to open and copy (the ideas, the pro picks, a member's profile): Copy waits
 * while its copy runs (spec point 4) and the line above the cards then offers to open the copy.
 */
export function WatchlistCards({
  watchlists,
  loading,
  emptyText,
  copyable = false,
  lockedAction,
  headingLevel,
}: WatchlistCardsProps) {
  const viewerId = useAtomValue(viewerAtom)?.id ?? null;
  const copy = useSetAtom(copyWatchlistAtom);
  const ids = useMemo(() => watchlists.map((watchlist) => watchlist.id), [watchlists]);
  // The card whose copy is on its way, from the per-list flags.
  const copyingAtom = useMemo(
    () => atom((get) => ids.find((id) => get(copyingWatchlistAtomFamily(id)))),
    [ids],
  );
  const copyingId = useAtomValue(copyingAtom);
  return (
    <>
      <CopyResultNote sourceIds={ids} />
      <WatchlistIdeasGrid
        ideas={watchlists.map((watchlist) => toIdea(watchlist, viewerId))}
        loading={loading}
        emptyText={emptyText}
        copyingId={copyingId}
        onCopy={copyable ? (id) => void copy(id) : undefined}
        lockedAction={lockedAction}
        linkComponent={RouterLink}
        headingLevel={headingLevel}
      />
    </>
  );
}

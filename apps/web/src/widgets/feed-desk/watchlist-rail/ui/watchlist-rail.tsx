import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  loadTickerTapeAtom,
  SymbolPriceChip,
  tickerTapeAtom,
  useLiveQuotes,
  watchedTapeEntriesAtom,
} from '@/entities/symbol';
import { paths } from '@/shared/config';
import { SuggestionCard, SuggestionWho } from '@/shared/ui/suggestion-card';
import styles from './watchlist-rail.module.css';

/**
 * "Your watchlist" in the feed's right rail (issue 21's desk): the symbols on the member's lists
 * with their live prices. They come with the ticker tape (one call for both, made once per page
 * whichever shows first), so the card costs no request of its own.
 */
export function WatchlistRail() {
  const store = useStore();
  const { status } = useAtomValue(tickerTapeAtom);
  const items = useAtomValue(watchedTapeEntriesAtom);
  const load = useSetAtom(loadTickerTapeAtom);
  useEffect(() => {
    if (store.get(tickerTapeAtom).status === 'idle') void load();
  }, [store, load]);
  useLiveQuotes(items.map((item) => item.symbol_id));

  return (
    <SuggestionCard
      title="Your watchlist"
      status={status}
      items={items}
      onRetry={() => void load()}
      errorText="Your watchlist could not be loaded."
      emptyText="No symbols on your watchlists yet."
      loadingLabel="Loading your watchlist"
      renderRow={(item) => (
        <SuggestionWho name={<SymbolPriceChip symbol={item} size="md" />} details={[item.name]} />
      )}
      footer={
        <Link to={paths.watchlist} className={styles.all}>
          {items.length === 0 && status === 'ready'
            ? 'Add symbols to a watchlist'
            : 'All watchlists'}
        </Link>
      }
    />
  );
}

import { Button } from '@tapetv/ui/button';
import { TickerTape } from '@tapetv/ui/ticker-tape';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import {
  loadTickerTapeAtom,
  tickerTapeAtom,
  tickerTapeSymbolsAtom,
  useLiveQuotes,
} from '@/entities/symbol';
import { RouterLink } from '@/shared/ui/router-link';
import styles from './ticker-tape-bar.module.css';

/**
 * The live tape under the header: the main indices, the member's watchlist symbols and today's
 * movers, each linked to its page, their prices live while it shows.
 */
export function TickerTapeBar() {
  const store = useStore();
  const { status } = useAtomValue(tickerTapeAtom);
  const symbols = useAtomValue(tickerTapeSymbolsAtom);
  const load = useSetAtom(loadTickerTapeAtom);
  useEffect(() => {
    if (store.get(tickerTapeAtom).status === 'idle') void load();
  }, [store, load]);
  useLiveQuotes(symbols.map((symbol) => symbol.id));

  if (status === 'error' && symbols.length === 0) {
    return (
      <section aria-label="Market tape" className={styles.unavailable}>
        <p role="alert">The market tape could not be loaded.</p>
        <Button size="sm" variant="ghost" onClick={() => void load()}>
          Try again
        </Button>
      </section>
    );
  }
  return (
    <TickerTape
      items={symbols}
      loading={symbols.length === 0 && status !== 'ready'}
      simulated={symbols.some((symbol) => symbol.simulated)}
      linkComponent={RouterLink}
    />
  );
}

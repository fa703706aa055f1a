import { PriceChip } from '@tapetv/ui/price-chip';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { Skeleton } from '@tapetv/ui/skeleton';
import { TickerTape } from '@tapetv/ui/ticker-tape';
import { useAtomValue } from 'jotai';
import { paths } from '@/shared/config';
import { RouterLink } from '@/shared/ui/router-link';
import { type HomeQuote, homeAtom } from '../model/home.atoms.ts';
import styles from './home-sections.module.css';

/** Index rows and mover rows drawn while the figures load, at their final height. */
const INDEX_PLACEHOLDERS = 6;
const MOVER_PLACEHOLDERS = 3;

const tapeItem = (quote: HomeQuote) => ({
  id: quote.symbol_id,
  symbol: quote.symbol,
  price: quote.stats.price,
  changePct: quote.stats.change_pct,
  currency: quote.stats.currency,
  href: paths.symbol(quote.symbol),
});

/** The market tape for visitors: the indices, then the day's gainers and losers. */
export function HomeTape() {
  const { status, home } = useAtomValue(homeAtom);
  if (status === 'error' && !home) return null;
  const quotes = home
    ? [...home.markets.indices, ...home.markets.gainers, ...home.markets.losers]
    : [];
  if (home && quotes.length === 0) return null;
  return (
    <TickerTape
      className={styles.tape}
      items={quotes.map(tapeItem)}
      loading={!home}
      simulated={quotes.some((quote) => quote.stats.simulated)}
      linkComponent={RouterLink}
    />
  );
}

/** "Markets now": the main indices and the day's largest moves among stocks. */
export function HomeMarkets() {
  const { status, home } = useAtomValue(homeAtom);
  if (status === 'error' && !home) return null;
  const markets = home?.markets;
  const simulated =
    markets !== undefined &&
    [...markets.indices, ...markets.gainers, ...markets.losers].some(
      (quote) => quote.stats.simulated,
    );
  return (
    <section
      className={styles.card}
      aria-labelledby="home-markets"
      aria-busy={home ? undefined : true}
    >
      <header className={styles.cardHeader}>
        <h2 id="home-markets" className={styles.cardTitle}>
          Markets now
        </h2>
        {simulated && <SimulatedBadge />}
      </header>
      {markets && markets.indices.length === 0 && markets.gainers.length === 0 ? (
        <p className={styles.empty}>Market figures are not available yet.</p>
      ) : (
        <>
          <QuoteList label="Indices" quotes={markets?.indices} placeholders={INDEX_PLACEHOLDERS} />
          <div className={styles.movers}>
            <MoverColumn
              id="home-gainers"
              title="Top gainers"
              quotes={markets?.gainers}
              emptyText="No stock is up today."
            />
            <MoverColumn
              id="home-losers"
              title="Top losers"
              quotes={markets?.losers}
              emptyText="No stock is down today."
            />
          </div>
        </>
      )}
    </section>
  );
}

/** One way of the day's moves: its heading and its stocks. */
function MoverColumn({
  id,
  title,
  quotes,
  emptyText,
}: {
  id: string;
  title: string;
  quotes: readonly HomeQuote[] | undefined;
  emptyText: string;
}) {
  return (
    <div className={styles.moverColumn}>
      <h3 className={styles.listTitle} id={id}>
        {title}
      </h3>
      <QuoteList
        labelledBy={id}
        quotes={quotes}
        placeholders={MOVER_PLACEHOLDERS}
        emptyText={emptyText}
      />
    </div>
  );
}

function QuoteList({
  quotes,
  placeholders,
  label,
  labelledBy,
  emptyText,
}: {
  /** Undefined while loading. */
  quotes: readonly HomeQuote[] | undefined;
  placeholders: number;
  label?: string;
  labelledBy?: string;
  emptyText?: string;
}) {
  if (quotes?.length === 0 && emptyText) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.quotes} aria-label={label} aria-labelledby={labelledBy}>
      {quotes
        ? quotes.map((quote) => (
            <li key={quote.symbol_id} className={styles.quote}>
              <PriceChip
                symbol={quote.symbol}
                price={quote.stats.price}
                changePct={quote.stats.change_pct}
                currency={quote.stats.currency}
                href={paths.symbol(quote.symbol)}
                linkComponent={RouterLink}
              />
              <span className={styles.quoteName}>{quote.name}</span>
            </li>
          ))
        : Array.from({ length: placeholders }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} className={styles.quote}>
              <Skeleton width="60%" height="var(--font-size-3)" />
            </li>
          ))}
    </ul>
  );
}

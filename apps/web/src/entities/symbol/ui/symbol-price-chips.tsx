import { PriceChip } from '@tapetv/ui/price-chip';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { RouterLink } from '@/shared/ui/router-link';
import { symbolHref } from '../lib/quote-rules.ts';
import { ensureQuotesAtom, quoteAtomFamily } from '../model/quotes.atoms.ts';
import { useLiveQuotes } from '../model/use-live-quotes.ts';
import styles from './symbol-price-chips.module.css';

export interface SymbolRef {
  symbol_id: number;
  symbol: string;
}

/** One symbol's live chip, linking to its page. */
export function SymbolPriceChip({
  symbol,
  size = 'sm',
}: {
  symbol: SymbolRef;
  size?: 'sm' | 'md';
}) {
  const stats = useAtomValue(quoteAtomFamily(symbol.symbol_id));
  return (
    <PriceChip
      symbol={symbol.symbol}
      price={stats?.price}
      changePct={stats?.change_pct}
      currency={stats?.currency}
      href={symbolHref(symbol.symbol)}
      linkComponent={RouterLink}
      size={size}
      loading={!stats}
    />
  );
}

/**
 * The live price chips of the symbols a post names: loaded together with other posts' (one quotes
 * call), then following each symbol's channel while shown.
 */
export function SymbolPriceChips({
  symbols,
  label,
}: {
  symbols: readonly SymbolRef[];
  label: string;
}) {
  const ensureQuotes = useSetAtom(ensureQuotesAtom);
  const ids = symbols.map((symbol) => symbol.symbol_id);
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids.
  useEffect(() => {
    ensureQuotes(ids);
  }, [ensureQuotes, key]);
  useLiveQuotes(ids);
  if (symbols.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label={label}>
      {symbols.map((symbol) => (
        <li key={symbol.symbol_id}>
          <SymbolPriceChip symbol={symbol} />
        </li>
      ))}
    </ul>
  );
}

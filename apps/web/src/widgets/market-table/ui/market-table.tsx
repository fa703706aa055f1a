import { type MarketTableRow, MarketTable as MarketTableView } from '@tapetv/ui/market-table';
import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { quoteAtomFamily, type SymbolQuote, symbolHref, useLiveQuotes } from '@/entities/symbol';
import { RouterLink } from '@/shared/ui/router-link';

export interface MarketTableProps {
  /** The market's symbols in the table's order (a widget's `symbols`). */
  symbols: readonly SymbolQuote[];
  caption: string;
  loading?: boolean;
  emptyText?: string;
  selectedId?: number;
  onSelect?: (symbol: SymbolQuote) => void;
}

/**
 * A market's table with live prices: each row follows its symbol's `quotes:{id}` channel while
 * shown, flashing on a move; tickers link to the symbol's page.
 */
export function MarketTable({
  symbols,
  caption,
  loading,
  emptyText,
  selectedId,
  onSelect,
}: MarketTableProps) {
  const ids = useMemo(() => symbols.map((symbol) => symbol.symbol_id), [symbols]);
  useLiveQuotes(ids);
  const liveAtom = useMemo(() => atom((get) => ids.map((id) => get(quoteAtomFamily(id)))), [ids]);
  const live = useAtomValue(liveAtom);

  const rows: MarketTableRow[] = symbols.map((symbol, index) => {
    const stats = live[index] ?? symbol.stats;
    return {
      id: symbol.symbol_id,
      symbol: symbol.symbol,
      name: symbol.name,
      price: stats.price,
      change: stats.change,
      changePct: stats.change_pct,
      high: stats.high,
      low: stats.low,
      volume: stats.volume,
      currency: stats.currency,
      marketOpen: stats.market_open,
      href: symbolHref(symbol.symbol),
    };
  });
  const byId = new Map(symbols.map((symbol) => [symbol.symbol_id, symbol]));

  return (
    <MarketTableView
      rows={rows}
      caption={caption}
      loading={loading}
      emptyText={emptyText}
      selectedId={selectedId}
      onSelect={(row) => {
        const symbol = byId.get(Number(row.id));
        if (symbol) onSelect?.(symbol);
      }}
      linkComponent={RouterLink}
    />
  );
}

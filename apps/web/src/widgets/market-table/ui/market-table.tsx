import { type MarketTableRow, MarketTable as MarketTableView } from '@tapetv/ui/market-table';
import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { quoteAtomFamily, type SymbolQuote, symbolHref, useLiveQuotes } from '@/entities/symbol';
import type { SymbolTalk } from '@/entities/watchlist';
import { RouterLink } from '@/shared/ui/router-link';

/**
 * A row of the table: a market's symbol, and for a watchlist's rows today's talk too (markets
 * leave it out, and their table has no "Talk today" column).
 */
export type MarketTableSymbol = SymbolQuote & { talk_today?: SymbolTalk | null };

export interface MarketTableProps {
  /** The symbols in the table's order (a widget's `symbols`, a watchlist's rows). */
  symbols: readonly MarketTableSymbol[];
  caption: string;
  loading?: boolean;
  emptyText?: string;
  selectedId?: number;
  onSelect?: (symbol: MarketTableSymbol) => void;
}

/**
 * A market's (or a watchlist's) table with live prices: each row follows its symbol's
 * `quotes:{id}` channel while shown, flashing on a move; its sparkline ends at the live price;
 * tickers link to the symbol's page; a watchlist's rows show today's talk.
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
      // The last sessions' closes, then the live price: the line moves with the ticks.
      spark: symbol.spark.length > 0 ? [...symbol.spark, stats.price] : undefined,
      href: symbolHref(symbol.symbol),
      ...(symbol.talk_today !== undefined ? { talk: symbol.talk_today } : {}),
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

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  loadTrendingSymbolsAtom,
  SymbolPriceChip,
  trendingSymbolsAtom,
  useLiveQuotes,
} from '@/entities/symbol';
import { SuggestionCard, SuggestionWho } from '@/shared/ui/suggestion-card';

const posts = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'post' : 'posts'}`;

function calls({ bullish, bearish }: { bullish: number; bearish: number }): string | null {
  const parts = [
    bullish > 0 ? `▲ ${bullish} bullish` : null,
    bearish > 0 ? `▼ ${bearish} bearish` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * "Trending today" (issue 21's right rail): the symbols most named in posts since midnight UTC,
 * each with its live price and how many posts named it, bullish and bearish.
 */
export function TrendingSymbols() {
  const { status, items } = useAtomValue(trendingSymbolsAtom);
  const load = useSetAtom(loadTrendingSymbolsAtom);
  useEffect(() => {
    if (status === 'idle') void load();
  }, [status, load]);
  useLiveQuotes(items.map((item) => item.symbol_id));

  return (
    <SuggestionCard
      title="Trending today"
      status={status}
      items={items}
      onRetry={() => void load()}
      errorText="Trending symbols could not be loaded."
      emptyText="No symbol has been named in a post today yet."
      loadingLabel="Loading trending symbols"
      renderRow={(item) => {
        const said = calls(item.talk_today);
        const today = `${posts(item.talk_today.mentions)} today`;
        return (
          <SuggestionWho
            name={<SymbolPriceChip symbol={item} size="md" />}
            details={said ? [today, said] : [today]}
          />
        );
      }}
    />
  );
}

import { inArray, like } from 'drizzle-orm';
import { cashtagsIn } from '../../lib/cashtags.ts';
import type { QuoteSymbol } from '../../modules/quotes/quote-provider.ts';
import { SimulatedQuoteProvider } from '../../modules/quotes/simulated-provider.ts';
import type { Executor } from '../client.ts';
import { postSymbols, posts, symbols } from '../schema/index.ts';

/**
 * Links the demo posts to the symbols their $cashtags name, as writing them would have, and gives
 * some a call (bullish, bearish, or none, in turn by id), so symbol pages open with a stream and a
 * sentiment. The price at posting is the simulator's price at the post's time (the simulator is a
 * function of time), so the profiles' Calls tabs open with scored calls; with a real market data
 * provider those demo calls compare a simulated price then with a real one now.
 */
export async function seedPostSymbols(tx: Executor): Promise<void> {
  const listed = new Map<string, QuoteSymbol>(
    (
      await tx
        .select({
          id: symbols.id,
          symbol: symbols.symbol,
          type: symbols.type,
          exchange: symbols.exchange,
          country: symbols.country,
          currency: symbols.currency,
          referencePrice: symbols.referencePrice,
        })
        .from(symbols)
    ).map((row) => [row.symbol, row]),
  );
  const simulator = new SimulatedQuoteProvider();
  const rows = await tx
    .select({ id: posts.id, text: posts.text, createdAt: posts.createdAt })
    .from(posts)
    .where(like(posts.text, '%$%'));
  const links: (typeof postSymbols.$inferInsert)[] = [];
  const calls = { bullish: [] as number[], bearish: [] as number[] };
  for (const post of rows) {
    const named = cashtagsIn(post.text).flatMap((ticker) => listed.get(ticker) ?? []);
    named.forEach((symbol, position) => {
      const priceAtPost = simulator.stats(symbol, post.createdAt.getTime()).price;
      links.push({ postId: post.id, symbolId: symbol.id, position, priceAtPost });
    });
    if (named.length === 0) continue;
    if (post.id % 3 === 0) calls.bullish.push(post.id);
    else if (post.id % 3 === 1) calls.bearish.push(post.id);
  }
  if (links.length > 0) await tx.insert(postSymbols).values(links);
  for (const [sentiment, ids] of Object.entries(calls)) {
    if (ids.length === 0) continue;
    await tx.update(posts).set({ sentiment }).where(inArray(posts.id, ids));
  }
}

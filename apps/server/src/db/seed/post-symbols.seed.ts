import { inArray, like } from 'drizzle-orm';
import { cashtagsIn } from '../../lib/cashtags.ts';
import type { Executor } from '../client.ts';
import { postSymbols, posts, symbols } from '../schema/index.ts';

/**
 * Links the demo posts to the symbols their $cashtags name, as writing them would have, and gives
 * some a call (bullish, bearish, or none, in turn by id), so symbol pages open with a stream and a
 * sentiment. The price at posting is left unknown: the demo posts were never written at a price.
 */
export async function seedPostSymbols(tx: Executor): Promise<void> {
  const listed = new Map(
    (await tx.select({ id: symbols.id, symbol: symbols.symbol }).from(symbols)).map((row) => [
      row.symbol,
      row.id,
    ]),
  );
  const rows = await tx
    .select({ id: posts.id, text: posts.text })
    .from(posts)
    .where(like(posts.text, '%$%'));
  const links: (typeof postSymbols.$inferInsert)[] = [];
  const calls = { bullish: [] as number[], bearish: [] as number[] };
  for (const post of rows) {
    const named = cashtagsIn(post.text).flatMap((ticker) => listed.get(ticker) ?? []);
    named.forEach((symbolId, position) => {
      links.push({ postId: post.id, symbolId, position, priceAtPost: null });
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

import type { PostSentiment } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import {
  CALL_FLAT_PCT,
  CALLS_LIST_SIZE,
  type CallOutcome,
  type CallView,
  type ProfileCallsView,
} from '../../schemas/calls.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type { CallsRepository } from './calls.repository.ts';

export interface CallScore {
  change_pct: number;
  return_pct: number;
  outcome: CallOutcome;
}

/**
 * How a call did (issue 16, point 5):
 * - `change_pct` is the price's move since the post, in percent of the price at posting;
 * - `return_pct` is what the call made: the change for a bullish call, its opposite for a bearish
 *   one (a bearish call on a falling price made money);
 * - `outcome` is `flat` when the price moved less than `flatPct` percent either way (too small to
 *   call; flat calls are not scored), else `right` when the return is positive and `wrong` when
 *   it is negative.
 * `CALLS_SUMMARY` (calls.repository.ts) applies the same rule in SQL to every call at once.
 */
export function scoreCall(
  sentiment: PostSentiment,
  priceAtPost: number,
  priceNow: number,
  flatPct: number = CALL_FLAT_PCT,
): CallScore {
  const change = ((priceNow - priceAtPost) / priceAtPost) * 100;
  const returned = sentiment === 'bearish' ? -change : change;
  let outcome: CallOutcome = 'flat';
  if (Math.abs(change) >= flatPct) outcome = returned > 0 ? 'right' : 'wrong';
  return { change_pct: change, return_pct: returned, outcome };
}

/**
 * A member's calls as the viewer may see them: the newest `CALLS_LIST_SIZE`, each scored against
 * the price now, and a summary over every one of them.
 */
export class CallsService {
  constructor(
    private readonly deps: {
      calls: CallsRepository;
      users: UsersRepository;
      quotes: Pick<QuotesService, 'rowsByIds' | 'statsOf'>;
    },
  ) {}

  async ofMember(viewer: UserRow, userName: string): Promise<ProfileCallsView> {
    const member = await this.deps.users.findByUserName(userName);
    if (!member) throw notFound('This member does not exist.');
    const { calls, quotes } = this.deps;
    const [newest, symbolIds] = await Promise.all([
      calls.newest(member.id, viewer.id, CALLS_LIST_SIZE),
      calls.symbolIds(member.id, viewer.id),
    ]);
    if (symbolIds.length === 0) return { summary: emptySummary(), calls: [] };

    // Prices now for every symbol called, read once, so the list and the summary agree; reading
    // them registers interest, which keeps their live quotes going while the profile is open.
    const rows = await quotes.rowsByIds(symbolIds);
    const stats = quotes.statsOf(rows);
    const symbols = new Map(rows.map((row) => [row.id, row]));
    const prices = new Map([...stats].map(([id, figures]) => [id, figures.price]));
    const summary = await calls.summary(member.id, viewer.id, prices, CALL_FLAT_PCT);

    const list: CallView[] = newest.flatMap((call) => {
      const symbol = symbols.get(call.symbol_id);
      const figures = stats.get(call.symbol_id);
      // A symbol removed since the calls were read has no price to score against.
      if (!symbol || !figures) return [];
      return [
        {
          post_id: call.post_id,
          created_at: call.created_at.toISOString(),
          sentiment: call.sentiment,
          symbol: {
            symbol_id: symbol.id,
            symbol: symbol.symbol,
            name: symbol.name,
            type: symbol.type,
            currency: symbol.currency,
          },
          price_at_post: call.price_at_post,
          price_now: figures.price,
          ...scoreCall(call.sentiment, call.price_at_post, figures.price),
          simulated: figures.simulated,
        },
      ];
    });
    return {
      summary: {
        calls: summary.calls,
        scored: summary.scored,
        right: summary.right_calls,
        wrong: summary.wrong_calls,
        hit_rate: summary.scored === 0 ? null : summary.right_calls / summary.scored,
        avg_return_pct: summary.scored === 0 ? null : summary.avg_return_pct,
        simulated: [...stats.values()].some((figures) => figures.simulated),
      },
      calls: list,
    };
  }
}

function emptySummary(): ProfileCallsView['summary'] {
  return {
    calls: 0,
    scored: 0,
    right: 0,
    wrong: 0,
    hit_rate: null,
    avg_return_pct: null,
    simulated: false,
  };
}

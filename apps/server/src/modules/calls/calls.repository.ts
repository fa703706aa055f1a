import type { DatabaseHandle, Executor } from '../../db/client.ts';
import type { PostSentiment } from '../../db/schema/index.ts';
import { listedFor } from '../posts/post-page.sql.ts';

/**
 * A member's calls: each (post with a sentiment, symbol it names with a known price at posting)
 * pair of member $1 that viewer $2 may see in the member's posts (the posts module's rule, so a
 * private group's post never reaches outsiders). A price of 0 cannot be scored and is left out.
 */
const calls = (join = '') => `
from posts p
join post_symbols ps on ps.post_id = p.id${join}
where p.user_id = $1::int
  and p.sentiment is not null
  and ps.price_at_post > 0
  and ${listedFor('p', '$2::int')}`;

/** The newest $3 calls; a post's symbols in order of mention. */
const CALLS_PAGE = `
select p.id as post_id, p.created_at, p.sentiment, ps.symbol_id, ps.price_at_post
${calls()}
order by p.created_at desc, p.id desc, ps.position asc
limit $3::int`;

/** Every symbol the calls name: what the prices now must be read for. */
const CALL_SYMBOLS = `select distinct ps.symbol_id ${calls()}`;

/** A call's change in percent, as `scoreCall` computes it. */
const CHANGE_PCT = '((q.price - ps.price_at_post) / ps.price_at_post * 100)';

/**
 * Every call counted and scored in one statement, given the price now of each symbol ($3 ids,
 * $4 prices) and the flat threshold in percent ($5). The rule is `scoreCall`'s (calls.service.ts),
 * written in the same float8 arithmetic and order, so a listed call and the summary agree: flat
 * below $5 either way, else right when the return is positive. A call whose symbol has no price
 * now is counted but not scored.
 */
const CALLS_SUMMARY = `
with prices as (
  select * from unnest($3::int[], $4::float8[]) as q(symbol_id, price)
), calls as (
  select case when p.sentiment = 'bearish' then -${CHANGE_PCT} else ${CHANGE_PCT} end as return_pct
  ${calls('\nleft join prices q on q.symbol_id = ps.symbol_id')}
)
select count(*)::int as calls,
  count(*) filter (where abs(return_pct) >= $5::float8)::int as scored,
  count(*) filter (where return_pct >= $5::float8)::int as right_calls,
  count(*) filter (where return_pct <= -$5::float8)::int as wrong_calls,
  avg(return_pct) filter (where abs(return_pct) >= $5::float8) as avg_return_pct
from calls`;

export interface CallRow {
  post_id: number;
  created_at: Date;
  sentiment: PostSentiment;
  symbol_id: number;
  price_at_post: number;
}

export interface CallsSummaryRow {
  calls: number;
  scored: number;
  right_calls: number;
  wrong_calls: number;
  avg_return_pct: number | null;
}

/** The statements behind a member's calls; plain SQL (prepared on PostgreSQL), like post pages. */
export class CallsRepository {
  constructor(private readonly database: Pick<DatabaseHandle, 'query'>) {}

  /** The newest `limit` calls of `memberId` that `viewerId` may see, newest post first. */
  async newest(
    memberId: number,
    viewerId: number,
    limit: number,
    tx?: Executor,
  ): Promise<CallRow[]> {
    const rows = await this.database.query<CallRow>(CALLS_PAGE, [memberId, viewerId, limit], tx);
    // The drivers differ on timestamps and float8 (a Date or a string, a number or a string).
    return rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at),
      price_at_post: Number(row.price_at_post),
    }));
  }

  /** The ids of every symbol the calls of `memberId` that `viewerId` may see name. */
  async symbolIds(memberId: number, viewerId: number, tx?: Executor): Promise<number[]> {
    const rows = await this.database.query<{ symbol_id: number }>(
      CALL_SYMBOLS,
      [memberId, viewerId],
      tx,
    );
    return rows.map((row) => row.symbol_id);
  }

  /** Every call counted and scored against `prices` (symbol id → price now); one statement. */
  async summary(
    memberId: number,
    viewerId: number,
    prices: ReadonlyMap<number, number>,
    flatPct: number,
    tx?: Executor,
  ): Promise<CallsSummaryRow> {
    const [row] = await this.database.query<CallsSummaryRow>(
      CALLS_SUMMARY,
      [memberId, viewerId, [...prices.keys()], [...prices.values()], flatPct],
      tx,
    );
    if (!row) throw new Error('the calls summary answered no row');
    return {
      calls: row.calls,
      scored: row.scored,
      right_calls: row.right_calls,
      wrong_calls: row.wrong_calls,
      avg_return_pct: row.avg_return_pct === null ? null : Number(row.avg_return_pct),
    };
  }
}

import { type Static, Type } from 'typebox';
import { POST_SENTIMENTS } from '../db/schema/index.ts';
import { SymbolType } from './markets.ts';

/**
 * "A member's calls" (issue 16, point 5): a post tagged bullish or bearish, paired with each
 * symbol its cashtags name whose price at posting time is known, scored against the price now.
 */

/** How many calls a profile lists, newest first; the summary counts every call. */
export const CALLS_LIST_SIZE = 50;

/**
 * A call whose price moved less than this, in percent either way, is `flat`: too small a move to
 * say the member was right or wrong, so it is not scored.
 */
export const CALL_FLAT_PCT = 0.1;

export const CALL_OUTCOMES = ['right', 'wrong', 'flat'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CallSymbol = Type.Object({
  symbol_id: Type.Integer(),
  symbol: Type.String({ description: 'The ticker as written in a cashtag: AAPL, SAP.DE, BTC' }),
  name: Type.String(),
  type: SymbolType,
  currency: Type.String({ description: 'ISO 4217: what price_at_post and price_now are in' }),
});

export const Call = Type.Object({
  post_id: Type.Integer(),
  created_at: Type.String({ format: 'date-time', description: 'When the post was written' }),
  sentiment: Type.Enum(POST_SENTIMENTS),
  symbol: CallSymbol,
  price_at_post: Type.Number({ exclusiveMinimum: 0 }),
  price_now: Type.Number(),
  change_pct: Type.Number({ description: 'price_now against price_at_post, in percent' }),
  return_pct: Type.Number({
    description: 'What the call made, in percent: change_pct for bullish, −change_pct for bearish',
  }),
  outcome: Type.Enum(CALL_OUTCOMES, {
    description: `flat when |change_pct| < ${CALL_FLAT_PCT}; otherwise right when return_pct > 0, wrong when < 0`,
  }),
  simulated: Type.Boolean({
    description: 'price_now is the offline simulator’s invented price: the UI labels it',
  }),
});
export type CallView = Static<typeof Call>;

export const CallsSummary = Type.Object(
  {
    calls: Type.Integer({ minimum: 0, description: 'Every call the viewer may see' }),
    scored: Type.Integer({ minimum: 0, description: 'The calls that are not flat' }),
    right: Type.Integer({ minimum: 0 }),
    wrong: Type.Integer({ minimum: 0 }),
    hit_rate: Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], {
      description: 'right / scored; null when nothing is scored',
    }),
    avg_return_pct: Type.Union([Type.Number(), Type.Null()], {
      description: 'The mean return_pct of the scored calls; null when nothing is scored',
    }),
    simulated: Type.Boolean({
      description: 'Some price_now behind these figures is the offline simulator’s',
    }),
  },
  { description: 'Over all of the member’s calls the viewer may see, not only the listed ones' },
);
export type CallsSummaryView = Static<typeof CallsSummary>;

export const ProfileCalls = Type.Object({
  summary: CallsSummary,
  calls: Type.Array(Call, {
    maxItems: CALLS_LIST_SIZE,
    description: `The newest ${CALLS_LIST_SIZE} calls; a post naming two symbols is two calls`,
  }),
});
export type ProfileCallsView = Static<typeof ProfileCalls>;

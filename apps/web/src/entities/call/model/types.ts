import type { ResponseBody } from '@tapetv/api-client';

/** A member's calls as the viewer may see them: a summary over all of them and the newest ones. */
export type ProfileCalls = ResponseBody<'/api/profile/{userName}/calls', 'get'>;

/** One call: a bullish or bearish post on one symbol, scored against the price now. */
export type Call = ProfileCalls['calls'][number];

/** Counts, hit rate and average return over every call of the member. */
export type CallsSummary = ProfileCalls['summary'];

export type CallOutcome = Call['outcome'];
export type CallSentiment = Call['sentiment'];

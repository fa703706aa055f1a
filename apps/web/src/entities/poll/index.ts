export { userVoteOptionOf, withoutVote, withVote } from './lib/poll-rules.ts';
export type { PollData, PollHolder, VoteData } from './model/types.ts';

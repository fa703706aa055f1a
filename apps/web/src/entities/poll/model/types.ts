import type { ContractSchema } from '@tapetv/api-client';

/** A post's poll as the server sends it (spec point 3 "Poll"). */
export type PollData = NonNullable<ContractSchema<'Post'>['poll']>;
/** One member's vote: the option they chose. */
export type VoteData = PollData['user_votes'][number];

/** What carries a poll: a post, with the votes and the voted marker also at its top level. */
export interface PollHolder {
  poll: PollData | null;
  user_votes: VoteData[];
  userVoted: boolean;
}

/** What the post entity takes from polls: the member's vote, for its derived atom. */
export { userVoteOptionOf } from '../lib/poll-rules.ts';

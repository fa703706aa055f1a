export { removeVoteAtom, voteAtom } from './model/vote.atoms.ts';
export { PostPoll } from './ui/post-poll.tsx';

export type { PollOption, PollOptionId, PollProps } from './poll.tsx';
export { Poll, pollPercentages } from './poll.tsx';

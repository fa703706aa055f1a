import { describe, expect, it } from 'vitest';
import { pollPercentages } from './poll.tsx';

const option = (id: number, votes: number) => ({ id, text: `Option ${id}`, votes });

describe('pollPercentages', () => {
  it('is each option’s share of all votes, rounded to whole percent', () => {
    expect(pollPercentages([option(1, 1), option(2, 2)])).toEqual([33, 67]);
  });

  it('is 0 everywhere before the first vote', () => {
    expect(pollPercentages([option(1, 0), option(2, 0)])).toEqual([0, 0]);
  });

  it('ignores negative counts (a removal racing a stale count)', () => {
    expect(pollPercentages([option(1, -1), option(2, 3)])).toEqual([0, 100]);
  });
});

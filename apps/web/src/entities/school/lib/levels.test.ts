import { describe, expect, it } from 'vitest';
import { courseSummaryFactory } from '@/shared/lib/test';
import { groupCoursesByLevel } from './levels.ts';

describe('groupCoursesByLevel', () => {
  it('puts courses under their level, easiest level first, keeping their order within one', () => {
    const options = courseSummaryFactory({ slug: 'options-and-risk', level: 'advanced' });
    const markets = courseSummaryFactory({ slug: 'how-markets-work', level: 'beginner' });
    const candles = courseSummaryFactory({ slug: 'reading-candlesticks', level: 'intermediate' });
    const orders = courseSummaryFactory({ slug: 'orders', level: 'beginner' });

    const groups = groupCoursesByLevel([options, markets, candles, orders]);

    expect(groups.map((group) => group.label)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    expect(groups[0]?.courses).toEqual([markets, orders]);
    expect(groups[1]?.courses).toEqual([candles]);
    expect(groups[2]?.courses).toEqual([options]);
  });

  it('gives a level without courses no group, so no empty heading shows', () => {
    const groups = groupCoursesByLevel([
      courseSummaryFactory({ slug: 'options-and-risk', level: 'advanced' }),
    ]);
    expect(groups.map((group) => group.level)).toEqual(['advanced']);
  });

  it('has no groups without courses', () => {
    expect(groupCoursesByLevel([])).toEqual([]);
  });
});

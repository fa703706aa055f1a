import { describe, expect, it } from 'vitest';
import {
  readingTimeText,
  reportDateText,
  reportFiltersFrom,
  reportFiltersQuery,
  reportRangeReversed,
} from './report-filters.ts';

describe('report filters in the URL', () => {
  it('reads the market, the days and the page, ignoring what is not one', () => {
    expect(
      reportFiltersFrom(new URLSearchParams('market=forex&from=2026-11-01&to=2026-11-30&page=2')),
    ).toEqual({ market: 'forex', from: '2026-11-01', to: '2026-11-30', page: 2 });
    expect(reportFiltersFrom(new URLSearchParams('market=bonds&from=yesterday&page=-3'))).toEqual({
      market: '',
      from: '',
      to: '',
      page: 1,
    });
  });

  it('writes only the filters that are set', () => {
    expect(
      reportFiltersQuery({ market: 'crypto', from: '', to: '2026-11-30', page: 1 }).toString(),
    ).toBe('market=crypto&to=2026-11-30');
    expect(reportFiltersQuery({ market: '', from: '', to: '', page: 3 }).toString()).toBe('page=3');
  });

  it('knows a reversed range', () => {
    expect(reportRangeReversed({ from: '2026-11-20', to: '2026-11-01' })).toBe(true);
    expect(reportRangeReversed({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(reportRangeReversed({ from: '', to: '2026-11-01' })).toBe(false);
  });
});

describe('report labels', () => {
  it('dates a report in the member’s time zone', () => {
    // 23:30 UTC on the 13th is already the 14th in Tokyo.
    expect(reportDateText('2026-11-13T23:30:00Z', 'UTC')).toBe('13 Nov 2026');
    expect(reportDateText('2026-11-13T23:30:00Z', 'Asia/Tokyo')).toBe('14 Nov 2026');
  });

  it('says the reading time', () => {
    expect(readingTimeText(4)).toBe('4 min read');
  });
});

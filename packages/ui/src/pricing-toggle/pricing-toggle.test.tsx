import { describe, expect, it } from 'vitest';
import { yearlySaving } from './pricing-toggle.tsx';

describe('yearlySaving', () => {
  it('is twelve monthly payments minus the yearly price, with the share rounded', () => {
    expect(yearlySaving({ monthlyPrice: 29, yearlyPrice: 290 })).toEqual({
      amount: 58,
      percent: 17,
    });
  });

  it('is never negative when yearly costs more than twelve months', () => {
    expect(yearlySaving({ monthlyPrice: 10, yearlyPrice: 130 })).toEqual({ amount: 0, percent: 0 });
  });

  it('is zero for a free plan', () => {
    expect(yearlySaving({ monthlyPrice: 0, yearlyPrice: 0 })).toEqual({ amount: 0, percent: 0 });
  });
});

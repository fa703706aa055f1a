import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreCall } from '../../src/modules/calls/calls.service.ts';
import { CALL_FLAT_PCT } from '../../src/schemas/calls.ts';

describe('scoreCall', () => {
  it('scores a bullish call on a rise right, on a fall wrong', () => {
    expect(scoreCall('bullish', 100, 105)).toEqual({
      change_pct: 5,
      return_pct: 5,
      outcome: 'right',
    });
    expect(scoreCall('bullish', 100, 90)).toEqual({
      change_pct: -10,
      return_pct: -10,
      outcome: 'wrong',
    });
  });

  it('inverts a bearish call: a fall is right, a rise wrong', () => {
    expect(scoreCall('bearish', 100, 90)).toEqual({
      change_pct: -10,
      return_pct: 10,
      outcome: 'right',
    });
    expect(scoreCall('bearish', 200, 210)).toEqual({
      change_pct: 5,
      return_pct: -5,
      outcome: 'wrong',
    });
  });

  it(`is flat below ${CALL_FLAT_PCT}% either way and scored from it on`, () => {
    expect(scoreCall('bullish', 100, 100).outcome).toBe('flat');
    expect(scoreCall('bullish', 100, 100.09).outcome).toBe('flat');
    expect(scoreCall('bearish', 100, 99.91).outcome).toBe('flat');
    expect(scoreCall('bullish', 1000, 1001).outcome).toBe('right');
    expect(scoreCall('bearish', 1000, 1001).outcome).toBe('wrong');
    expect(scoreCall('bullish', 1000, 999).outcome).toBe('wrong');
    expect(scoreCall('bullish', 100, 100.5, 1).outcome).toBe('flat');
  });

  const price = fc.double({ min: 1e-6, max: 1e7, noNaN: true });

  it('gives a bearish call the opposite return of a bullish one, and the same change', () => {
    fc.assert(
      fc.property(price, price, (before, now) => {
        const bull = scoreCall('bullish', before, now);
        const bear = scoreCall('bearish', before, now);
        expect(bear.change_pct).toBe(bull.change_pct);
        expect(bear.return_pct).toBe(-bull.return_pct);
        expect(bull.return_pct).toBe(bull.change_pct);
        if (bull.outcome === 'flat') expect(bear.outcome).toBe('flat');
        else expect(bear.outcome).toBe(bull.outcome === 'right' ? 'wrong' : 'right');
      }),
    );
  });

  it('calls right exactly the scored calls with a positive return', () => {
    fc.assert(
      fc.property(fc.constantFrom('bullish', 'bearish' as const), price, price, (side, a, b) => {
        const { return_pct: returned, outcome } = scoreCall(side, a, b);
        if (Math.abs(returned) < CALL_FLAT_PCT) expect(outcome).toBe('flat');
        else expect(outcome).toBe(returned > 0 ? 'right' : 'wrong');
      }),
    );
  });
});

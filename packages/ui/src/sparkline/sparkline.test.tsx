import { describe, expect, it } from 'vitest';
import { sparklineDirection, sparklinePoints } from './sparkline.tsx';

describe('sparklinePoints', () => {
  it('spreads the values across the width with the highest at the top', () => {
    expect(sparklinePoints([1, 3, 2], 100, 24)).toBe('0,22 50,2 100,12');
  });

  it('draws a flat series through the middle', () => {
    expect(sparklinePoints([5, 5], 80, 24)).toBe('0,12 80,12');
  });

  it('draws nothing for fewer than two values', () => {
    expect(sparklinePoints([], 80, 24)).toBe('');
    expect(sparklinePoints([4], 80, 24)).toBe('');
  });
});

describe('sparklineDirection', () => {
  it('compares the last value with the first, not the ones between', () => {
    expect(sparklineDirection([10, 2, 11])).toBe('up');
    expect(sparklineDirection([10, 30, 9])).toBe('down');
    expect(sparklineDirection([10, 12, 10])).toBe('flat');
    expect(sparklineDirection([])).toBe('flat');
  });
});

import { describe, expect, it } from 'vitest';
import type { Call, ProfileCalls } from '../model/types.ts';
import { callCount, formatCallDate, formatHitRate, showsSimulated } from './call-rules.ts';

const call = (overrides: Partial<Call> = {}): Call => ({
  post_id: 1,
  created_at: '2026-01-06T12:00:00.000Z',
  sentiment: 'bullish',
  symbol: { symbol_id: 1, symbol: 'AAPL', name: 'Apple Inc.', type: 'stocks', currency: 'USD' },
  price_at_post: 100,
  price_now: 105,
  change_pct: 5,
  return_pct: 5,
  outcome: 'right',
  simulated: false,
  ...overrides,
});

const answer = (calls: Call[], simulated = false): ProfileCalls => ({
  summary: {
    calls: calls.length,
    scored: calls.length,
    right: calls.length,
    wrong: 0,
    hit_rate: calls.length ? 1 : null,
    avg_return_pct: calls.length ? 5 : null,
    simulated,
  },
  calls,
});

describe('call rules', () => {
  it('shows a hit rate as a whole percentage, and a dash when nothing is scored', () => {
    expect(formatHitRate(0.5)).toBe('50%');
    expect(formatHitRate(2 / 3)).toBe('67%');
    expect(formatHitRate(0)).toBe('0%');
    expect(formatHitRate(1)).toBe('100%');
    expect(formatHitRate(null)).toBe('—');
  });

  it('counts calls in words', () => {
    expect(callCount(1)).toBe('1 call');
    expect(callCount(0)).toBe('0 calls');
    expect(callCount(1200)).toBe('1,200 calls');
  });

  it('dates a call', () => {
    expect(formatCallDate('2026-01-06T12:00:00.000Z')).toBe('Jan 6, 2026');
  });

  it('labels invented prices when the summary or any listed call rests on them', () => {
    expect(showsSimulated(answer([call()]))).toBe(false);
    expect(showsSimulated(answer([call(), call({ post_id: 2, simulated: true })]))).toBe(true);
    expect(showsSimulated(answer([call()], true))).toBe(true);
  });
});

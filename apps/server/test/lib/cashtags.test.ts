import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASHTAGS_MAX, cashtagsIn } from '../../src/lib/cashtags.ts';

describe('cashtagsIn', () => {
  it('finds tickers with listing suffixes, upper case, each once, in order of mention', () => {
    expect(cashtagsIn('$aapl and $SAP.DE beat $NOVO-B.CO; $AAPL again')).toEqual([
      'AAPL',
      'SAP.DE',
      'NOVO-B.CO',
    ]);
  });

  it('leaves amounts, words and doubled dollars alone', () => {
    expect(cashtagsIn('paid $100 for a$b, $$AAPL, US$ and $ TSLA')).toEqual([]);
    expect(cashtagsIn('($NVDA), "$MSFT." $btc!')).toEqual(['NVDA', 'MSFT', 'BTC']);
  });

  it(`names at most ${CASHTAGS_MAX} symbols`, () => {
    const text = Array.from(
      { length: 15 },
      (_, index) => `$T${String.fromCharCode(65 + index)}`,
    ).join(' ');
    expect(cashtagsIn(text)).toHaveLength(CASHTAGS_MAX);
  });

  it('only ever answers tickers that appear in the text after a $', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        for (const ticker of cashtagsIn(text)) expect(text.toUpperCase()).toContain(`$${ticker}`);
      }),
      { seed: 20261125, numRuns: 500 },
    );
  });
});

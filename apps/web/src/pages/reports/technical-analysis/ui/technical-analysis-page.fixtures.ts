import type { Analysis, AnalysisSummary } from '@/entities/research/analysis';

/**
 * Answers of the analyses API for the page's stories: a list of three and one analysis over a
 * fixed walk of daily bars. The indicator values are plausible, not computed (the server computes
 * the real ones with `technicalindicators`): the stories check what the page shows, not the maths.
 */

const DAY = 86_400;
const END = Date.UTC(2026, 10, 24) / 1000;

export const analysisSummaryFactory = ({
  slug,
  ...overrides
}: Partial<AnalysisSummary> & { slug: string }): AnalysisSummary => ({
  slug,
  symbol: 'AAPL',
  title: `Analysis ${slug}`,
  summary: `What ${slug} says.`,
  author: 'TapeTV Technicals',
  bias: 'bullish',
  resolution: '1d',
  published_at: '2026-11-24T00:00:00.000Z',
  ...overrides,
});

export const ANALYSES: AnalysisSummary[] = [
  analysisSummaryFactory({
    slug: 'apple-rising-fifty-day',
    title: 'Apple keeps respecting its rising 50-day average',
  }),
  analysisSummaryFactory({
    slug: 'bitcoin-range-compression',
    symbol: 'BTC',
    bias: 'neutral',
    title: 'Bitcoin coils between two well-worn levels',
    published_at: '2026-11-21T00:00:00.000Z',
  }),
  analysisSummaryFactory({
    slug: 'nvidia-momentum-divergence',
    symbol: 'NVDA',
    bias: 'bearish',
    title: 'NVIDIA’s momentum is fading before its price is',
    published_at: '2026-11-18T00:00:00.000Z',
  }),
];

/** `count` daily bars ending on 24 November 2026: a gentle climb with a wobble. */
function bars(count: number, start: number) {
  return Array.from({ length: count }, (_, i) => {
    const open = start * (1 + i * 0.0012 + Math.sin(i / 4) * 0.02);
    const close = open * (1 + Math.sin(i * 1.7) * 0.01);
    return {
      time: END - (count - 1 - i) * DAY,
      open: Number(open.toFixed(2)),
      high: Number((Math.max(open, close) * 1.006).toFixed(2)),
      low: Number((Math.min(open, close) * 0.994).toFixed(2)),
      close: Number(close.toFixed(2)),
      volume: 40_000_000,
    };
  });
}

const BARS = bars(120, 220);
const closes = BARS.map((bar) => bar.close);
const average = (from: number, to: number) =>
  closes.slice(from, to).reduce((sum, close) => sum + close, 0) / (to - from);
const lastClose = closes.at(-1) ?? 0;

export const analysisFactory = (overrides: Partial<Analysis> = {}): Analysis => ({
  ...(ANALYSES[0] as AnalysisSummary),
  summary:
    'Pullbacks in Apple have stopped near the 50-day average for months. We map the support band underneath and the ceiling above.',
  symbol_name: 'Apple Inc.',
  currency: 'USD',
  blocks: [
    {
      type: 'html',
      html: '<h2>The picture</h2>\n<p>The daily chart has a simple shape: a series of higher lows.</p>\n<h2>What we watch</h2>\n<ul><li>The 50-day band.</li><li>RSI 14 between 40 and 50 on dips.</li></ul>',
    },
  ],
  disclaimer:
    'Educational technical analysis from TapeTV, not investment advice. Indicators describe past prices; they do not predict them.',
  simulated: true,
  bars: BARS,
  indicators: {
    sma20: BARS.slice(19).map((bar, i) => ({ time: bar.time, value: average(i, i + 20) })),
    sma50: BARS.slice(49).map((bar, i) => ({ time: bar.time, value: average(i, i + 50) })),
    rsi14: BARS.slice(14).map((bar, i) => ({ time: bar.time, value: 50 + Math.sin(i / 5) * 22 })),
    macd: BARS.slice(25).map((bar, i) => {
      const macd = Math.sin(i / 6) * 2;
      const signal = i < 8 ? null : Math.sin((i - 3) / 6) * 2;
      return {
        time: bar.time,
        macd,
        signal,
        histogram: signal === null ? null : macd - signal,
      };
    }),
  },
  levels: [
    { kind: 'support', label: '50-day band', price: Number((lastClose * 0.96).toFixed(2)) },
    { kind: 'resistance', label: 'Recent ceiling', price: Number((lastClose * 1.05).toFixed(2)) },
  ],
  trend_lines: [
    {
      label: 'Rising lows',
      from: { time: BARS.at(-91)?.time ?? 0, price: Number((lastClose * 0.88).toFixed(2)) },
      to: { time: BARS.at(-1)?.time ?? 0, price: Number((lastClose * 0.96).toFixed(2)) },
    },
  ],
  notes: ['A daily close under the breakdown line cancels the bullish view.'],
  ...overrides,
});

import { type Static, Type } from 'typebox';
import { ANALYSIS_BIASES, ANALYSIS_RESOLUTIONS } from '../db/schema/index.ts';
import { Bar } from './markets.ts';
import { LessonBlock } from './school.ts';

/**
 * The channel's technical analyses (issue 20): a call on one symbol written as a file in the
 * repository, drawn over the symbol's stored bars with indicators computed on the server.
 */

/** Shown under every analysis. */
export const ANALYSIS_DISCLAIMER =
  'Educational technical analysis from TapeTV, not investment advice. Indicators describe past prices; they do not predict them.';

const DateTime = (description: string) => Type.String({ format: 'date-time', description });
const Time = Type.Integer({ description: 'Unix seconds: the bar’s opening, as the bars have it' });

export const AnalysisBias = Type.Enum(ANALYSIS_BIASES, { description: 'The author’s call' });
export const AnalysisResolution = Type.Enum(ANALYSIS_RESOLUTIONS, {
  description: 'The bars it is drawn on: 1d daily (a year), 5m five-minute (five sessions)',
});

export const AnalysisSummary = Type.Object({
  slug: Type.String(),
  symbol: Type.String({ description: 'The ticker it is about' }),
  title: Type.String(),
  summary: Type.String(),
  author: Type.String(),
  bias: AnalysisBias,
  resolution: AnalysisResolution,
  published_at: DateTime('When it was published'),
});
export type AnalysisSummaryView = Static<typeof AnalysisSummary>;

/** `GET /api/technicalAnalyses`. */
export const AnalysisList = Type.Object({
  analyses: Type.Array(AnalysisSummary, { description: 'Newest first' }),
  symbols: Type.Array(Type.String(), {
    description: 'Every symbol that has an analysis, for the filter (whatever the filter is)',
  }),
});
export type AnalysisListView = Static<typeof AnalysisList>;

export const AnalysisListQuery = Type.Object({
  symbol: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9][A-Za-z0-9.=^/-]{0,19}$',
      maxLength: 20,
      description: 'Only this symbol’s analyses (any case)',
    }),
  ),
});
export type AnalysisListQueryView = Static<typeof AnalysisListQuery>;

export const AnalysisParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,80}$', maxLength: 80 }),
});

export const IndicatorPoint = Type.Object({ time: Time, value: Type.Number() });
export const MacdPoint = Type.Object({
  time: Time,
  macd: Type.Number(),
  signal: Type.Union([Type.Number(), Type.Null()], {
    description: 'Null until the signal line has nine MACD values',
  }),
  histogram: Type.Union([Type.Number(), Type.Null()]),
});

export const AnalysisIndicators = Type.Object({
  sma20: Type.Array(IndicatorPoint, { description: 'Simple moving average of 20 closes' }),
  sma50: Type.Array(IndicatorPoint, { description: 'Simple moving average of 50 closes' }),
  rsi14: Type.Array(IndicatorPoint, { description: 'RSI over 14 bars, from 0 to 100' }),
  macd: Type.Array(MacdPoint, { description: 'MACD 12/26/9 on exponential averages' }),
});
export type AnalysisIndicatorsView = Static<typeof AnalysisIndicators>;

export const AnalysisLevel = Type.Object({
  kind: Type.Union([Type.Literal('support'), Type.Literal('resistance')]),
  label: Type.String(),
  price: Type.Number(),
});
const PricePoint = Type.Object({ time: Time, price: Type.Number() });
export const AnalysisTrendLine = Type.Object({
  label: Type.String(),
  from: PricePoint,
  to: PricePoint,
});

/** `GET /api/technicalAnalyses/{slug}`. */
export const Analysis = Type.Object({
  ...AnalysisSummary.properties,
  symbol_name: Type.Union([Type.String(), Type.Null()], {
    description: 'The instrument’s name; null when the symbol is not in the symbols table',
  }),
  currency: Type.Union([Type.String(), Type.Null()]),
  blocks: Type.Array(LessonBlock, { description: 'The analysis text, as safe HTML' }),
  disclaimer: Type.String(),
  simulated: Type.Boolean({ description: 'Whether the bars come from the offline simulator' }),
  bars: Type.Array(Bar, { description: 'The stored bars of its resolution, oldest first' }),
  indicators: AnalysisIndicators,
  levels: Type.Array(AnalysisLevel, {
    description: 'Support and resistance, at prices (relative ones resolved from the last close)',
  }),
  trend_lines: Type.Array(AnalysisTrendLine, {
    description: 'Lines whose both ends fall inside the bars shown',
  }),
  notes: Type.Array(Type.String()),
});
export type AnalysisView = Static<typeof Analysis>;

import type { AnalysisAnnotations, AnalysisPoint } from '../../db/schema/index.ts';
import type { AnalysisPrice } from '../../db/schema/technical-analysis.ts';

/**
 * An analysis's drawings as prices and times over the bars being shown. Offline the prices are
 * simulated, so the content may write a level relative to the latest close (`offset_pct: -4`) and
 * a trend line's ends as bars back from the latest one (`bars_ago: 40`): those stay meaningful
 * over any prices. Absolute prices and times are kept as written.
 */

export interface ResolvedLevel {
  kind: 'support' | 'resistance';
  label: string;
  price: number;
}

export interface ResolvedPoint {
  /** Unix seconds, as the bars' times. */
  time: number;
  price: number;
}

export interface ResolvedTrendLine {
  label: string;
  from: ResolvedPoint;
  to: ResolvedPoint;
}

export interface ResolvedAnnotations {
  levels: ResolvedLevel[];
  trendLines: ResolvedTrendLine[];
  notes: string[];
}

interface TimedClose {
  /** Unix seconds. */
  time: number;
  close: number;
}

/** A price to the cent above 1, to six significant digits below (crypto pairs, small caps). */
export function roundPrice(price: number): number {
  if (Math.abs(price) >= 1) return Math.round(price * 100) / 100;
  return Number(price.toPrecision(6));
}

/** The price a level or point means over bars whose latest close is `lastClose`. */
export function priceOf(value: AnalysisPrice, lastClose: number | undefined): number | undefined {
  if (value.price !== undefined) return value.price;
  if (value.offsetPct === undefined || lastClose === undefined) return undefined;
  return roundPrice(lastClose * (1 + value.offsetPct / 100));
}

/** A point's time in the bars (oldest first); undefined when it falls outside them. */
function timeOf(point: AnalysisPoint, bars: readonly TimedClose[]): number | undefined {
  const first = bars[0];
  const last = bars.at(-1);
  if (!first || !last) return undefined;
  if (point.barsAgo !== undefined) return bars[bars.length - 1 - point.barsAgo]?.time;
  if (point.at === undefined) return undefined;
  const time = Math.floor(Date.parse(point.at) / 1000);
  return Number.isFinite(time) && time >= first.time && time <= last.time ? time : undefined;
}

/**
 * The levels and trend lines at prices and times over `bars` (oldest first). A relative level
 * needs a latest close; a trend line needs both ends inside the bars and in time order: what
 * cannot be placed is left out rather than drawn somewhere wrong.
 */
export function resolveAnnotations(
  annotations: AnalysisAnnotations,
  bars: readonly TimedClose[],
): ResolvedAnnotations {
  const lastClose = bars.at(-1)?.close;
  const levels = annotations.levels.flatMap((level) => {
    const price = priceOf(level, lastClose);
    return price === undefined ? [] : [{ kind: level.kind, label: level.label, price }];
  });
  const trendLines = annotations.trendLines.flatMap((line) => {
    const fromTime = timeOf(line.from, bars);
    const toTime = timeOf(line.to, bars);
    const fromPrice = priceOf(line.from, lastClose);
    const toPrice = priceOf(line.to, lastClose);
    if (
      fromTime === undefined ||
      toTime === undefined ||
      fromPrice === undefined ||
      toPrice === undefined ||
      fromTime >= toTime
    )
      return [];
    return [
      {
        label: line.label,
        from: { time: fromTime, price: fromPrice },
        to: { time: toTime, price: toPrice },
      },
    ];
  });
  return { levels, trendLines, notes: [...annotations.notes] };
}

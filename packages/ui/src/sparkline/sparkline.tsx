import { cx } from '../lib/cx.ts';
import { type Direction, directionOf } from '../lib/market-format.ts';
import styles from './sparkline.module.css';

export interface SparklineProps {
  /** The prices, oldest first. Fewer than two draw no line. */
  values: readonly number[];
  /** The drawing's size in CSS pixels. */
  width?: number;
  height?: number;
  /**
   * What the line shows, e.g. "AAPL today, up from 186.20 to 189.12". Without it the sparkline is
   * decorative (hidden from screen readers): the figures beside it say the same.
   */
  label?: string;
  className?: string;
}

/** Room above and below the line, in the drawing's units, so the stroke is never cut. */
const INSET = 2;

/** The polyline's points for `values` in a `width` × `height` box (exported for tests). */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  if (values.length < 2) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = width / (values.length - 1);
  return values
    .map((value, index) => {
      const x = index * step;
      // A flat series draws through the middle; otherwise the highest value is at the top.
      const y = span === 0 ? height / 2 : INSET + (1 - (value - min) / span) * (height - 2 * INSET);
      return `${Number(x.toFixed(2))},${Number(y.toFixed(2))}`;
    })
    .join(' ');
}

/** The trend of a series: its last value against its first. */
export function sparklineDirection(values: readonly number[]): Direction {
  const first = values[0];
  const last = values.at(-1);
  if (first === undefined || last === undefined) return 'flat';
  return directionOf(last - first);
}

/**
 * A tiny price line, coloured by its trend (up/down tokens, so the colour-blind palette applies).
 * The direction is also in the line's shape, and the table or chip beside it states the change.
 */
export function Sparkline({ values, width = 80, height = 24, label, className }: SparklineProps) {
  const direction = sparklineDirection(values);
  const points = sparklinePoints(values, width, height);
  return (
    <svg
      data-slot="sparkline"
      data-direction={direction}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={cx(styles.sparkline, styles[direction], className)}
    >
      {label && <title>{label}</title>}
      {points && (
        <polyline
          points={points}
          fill="none"
          strokeWidth={1.5}
          strokeLinecap="round"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </svg>
  );
}

import { directionOf, formatPrice, formatSigned, priceDigits } from '@tapetv/ui/market-format';
import type { SymbolStats } from '../model/types.ts';
import styles from './symbol-price-line.module.css';

const ARROWS = { up: '▲', down: '▼', flat: '■' } as const;

/**
 * A symbol's last price with its currency and its change since the previous close, in words and
 * digits as the design system's market components write them: the arrow and the sign say the
 * direction as well as the colour.
 */
export function SymbolPriceLine({
  stats,
  size = 'md',
}: {
  stats: SymbolStats;
  size?: 'md' | 'lg';
}) {
  const direction = directionOf(stats.change);
  const digits = priceDigits(stats.price);
  return (
    <p className={styles.line} data-direction={direction} data-size={size}>
      <span className={styles.price}>{formatPrice(stats.price)}</span>{' '}
      <span className={styles.currency}>{stats.currency}</span>{' '}
      <span className={styles.change}>
        {ARROWS[direction]} {formatSigned(stats.change, { digits })} (
        {formatSigned(stats.change_pct)}%)
      </span>
    </p>
  );
}

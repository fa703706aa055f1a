import { VisuallyHidden } from 'radix-ui';
import type { MouseEvent } from 'react';
import { PriceChange } from '../badge/badge.tsx';
import { cx } from '../lib/cx.ts';
import type { LinkComponent } from '../lib/link.ts';
import { directionOf, formatPrice, spokenChange } from '../lib/market-format.ts';
import flashStyles from '../lib/price-flash.module.css';
import { usePriceFlash } from '../lib/price-flash.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './price-chip.module.css';

export interface PriceChipProps {
  /** The ticker as written in a cashtag, without the `$`: AAPL, SAP.DE, BTC. */
  symbol: string;
  /** The last price; null or undefined while it is not known yet (shows a placeholder). */
  price: number | null | undefined;
  /** The change since the previous close, in percent. */
  changePct: number | null | undefined;
  /** An ISO 4217 code: the price shows its symbol ("€17,020.50"); plain number without it. */
  currency?: string;
  /** Where the chip leads (the symbol's page); without it the chip is plain text. */
  href?: string;
  /** Renders the link (the app's RouterLink); a plain <a> by default. */
  linkComponent?: LinkComponent;
  /** Called when the link is followed; `preventDefault()` to navigate yourself. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  size?: 'sm' | 'md';
  /** Shows a placeholder for the price and change. */
  loading?: boolean;
  locale?: string;
  className?: string;
}

/** Decimal places of the change in percent: compact, one place ("▲ +1.2%"). */
const PCT_DIGITS = 1;

/**
 * A compact quote inline in text or a list: "$AAPL 189.12 ▲ +1.2%". The change carries an arrow
 * and a sign besides its colour; screen readers hear one phrase, "AAPL 189.12, up 1.2%". A live
 * price that moves flashes up or down (`data-flash`; no animation under reduced motion).
 */
export function PriceChip({
  symbol,
  price,
  changePct,
  currency,
  href,
  linkComponent: Link,
  onClick,
  size = 'md',
  loading = false,
  locale = 'en-US',
  className,
}: PriceChipProps) {
  const known = !loading && price != null;
  const { flash, tick } = usePriceFlash(known ? price : null);
  const priceText = known ? formatPrice(price, { currency, locale }) : '';
  // Rounded first, so a change shown as 0.0% is neither coloured nor called "up".
  const pct = changePct == null ? null : Number(changePct.toFixed(PCT_DIGITS));
  let spoken = `${symbol}, price loading`;
  if (known) {
    spoken =
      pct == null
        ? `${symbol} ${priceText}`
        : `${symbol} ${priceText}, ${spokenChange(pct, { locale, digits: PCT_DIGITS })}`;
  }

  const content = (
    <>
      <span aria-hidden data-slot="price-chip-body" className={styles.body}>
        <span data-slot="price-chip-symbol" className={styles.symbol}>
          <span className={styles.cashtag}>$</span>
          {symbol}
        </span>
        {known ? (
          <>
            {/* Keyed on the move, so the flash starts again at every new price. */}
            <span
              key={tick}
              data-slot="price-chip-price"
              className={cx(
                styles.price,
                flash === 'up' && flashStyles.flashUp,
                flash === 'down' && flashStyles.flashDown,
              )}
            >
              {priceText}
            </span>
            {pct != null && <PriceChange value={pct} precision={PCT_DIGITS} />}
          </>
        ) : (
          <Skeleton width="var(--space-16)" />
        )}
      </span>
      <VisuallyHidden.Root>{spoken}</VisuallyHidden.Root>
    </>
  );

  const common = {
    'data-slot': 'price-chip',
    'data-size': size,
    'data-direction': pct == null || !known ? undefined : directionOf(pct),
    'data-flash': known ? flash : undefined,
    'aria-busy': known ? undefined : true,
    className: cx(styles.chip, styles[size], href !== undefined && styles.link, className),
  };
  if (href === undefined) return <span {...common}>{content}</span>;
  if (Link) {
    return (
      <Link href={href} onClick={onClick} {...common}>
        {content}
      </Link>
    );
  }
  return (
    <a href={href} onClick={onClick} {...common}>
      {content}
    </a>
  );
}

import { PauseIcon, PlayIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import { type CSSProperties, type FocusEvent, type MouseEvent, useState } from 'react';
import { IconButton } from '../icon-button/icon-button.tsx';
import { cx } from '../lib/cx.ts';
import type { LinkComponent } from '../lib/link.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { PriceChip } from '../price-chip/price-chip.tsx';
import { SimulatedBadge } from '../simulated-badge/simulated-badge.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './ticker-tape.module.css';

export interface TickerTapeItem {
  /** Unique key: the symbol id. */
  id: number;
  /** The ticker as written in a cashtag, without `$`: AAPL, SAP.DE, BTC. */
  symbol: string;
  /** The last price; null or undefined while it is not known yet (shows a placeholder). */
  price: number | null | undefined;
  /** The change since the previous close, in percent. */
  changePct: number | null | undefined;
  /** An ISO 4217 code: the price shows its symbol ("€176.82"); plain number without it. */
  currency?: string;
  /** The symbol's page. */
  href: string;
}

export interface TickerTapeProps {
  items: readonly TickerTapeItem[];
  /** The region's accessible name; default "Market tape". */
  label?: string;
  /** The prices are invented by the offline simulator: shows the SimulatedBadge at the start. */
  simulated?: boolean;
  /** Shows a row of skeleton items at the final height (no layout shift). */
  loading?: boolean;
  /** Renders the symbol links (the app's RouterLink); a plain <a> by default. */
  linkComponent?: LinkComponent;
  /** Called when a symbol link is followed; `preventDefault()` to navigate yourself. */
  onItemClick?: (event: MouseEvent<HTMLAnchorElement>, item: TickerTapeItem) => void;
  locale?: string;
  /** Seconds each item takes to pass; the loop lasts items.length × this. Default 4. */
  secondsPerItem?: number;
  className?: string;
}

/** Placeholders while loading: enough to fill a wide screen, all at the items' final height. */
const SKELETON_COUNT = 8;

/**
 * A band of quotes that scrolls sideways: "$AAPL 189.12 ▲ +1.2%", each a link to the symbol's
 * page. The list is drawn twice so the loop has no seam; the second copy is `inert` and hidden
 * from screen readers, so keyboards and screen readers meet each symbol once. It pauses under the
 * pointer, while a symbol has focus, and with its pause button (WCAG 2.2.2). Under reduced motion
 * it does not move at all: one list the reader scrolls, and no pause button.
 */
export function TickerTape({
  items,
  label = 'Market tape',
  simulated = false,
  loading = false,
  linkComponent,
  onItemClick,
  locale,
  secondsPerItem = 4,
  className,
}: TickerTapeProps) {
  // No window to ask on a server: the calm choice until the browser answers.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { serverValue: true });
  const [paused, setPaused] = useState(false);
  // The pointer over the moving part, besides `:hover` in the CSS: see the stylesheet.
  const [hovered, setHovered] = useState(false);

  if (!loading && items.length === 0) return null;

  const moving = !reducedMotion && !loading;

  const list = (copy: 'first' | 'loop') => (
    <ul
      data-slot="ticker-tape-list"
      className={styles.list}
      aria-hidden={copy === 'loop' ? true : undefined}
      inert={copy === 'loop'}
    >
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <PriceChip
            symbol={item.symbol}
            price={item.price}
            changePct={item.changePct}
            currency={item.currency}
            href={item.href}
            linkComponent={linkComponent}
            onClick={onItemClick && ((event) => onItemClick(event, item))}
            size="sm"
            locale={locale}
            className={styles.chip}
          />
        </li>
      ))}
    </ul>
  );

  let content = list('first');
  if (loading) {
    content = (
      <ul data-slot="ticker-tape-list" aria-hidden className={styles.list}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are identical and never reorder
          <li key={index} className={cx(styles.item, styles.skeletonItem)}>
            <Skeleton width="var(--space-12)" />
            <Skeleton width="var(--space-16)" />
          </li>
        ))}
      </ul>
    );
  } else if (moving) {
    content = (
      <div
        data-slot="ticker-tape-track"
        className={styles.track}
        style={{ '--ticker-tape-duration': `${items.length * secondsPerItem}s` } as CSSProperties}
      >
        {list('first')}
        {list('loop')}
      </div>
    );
  }

  // Focus scrolls the clipped viewport to show the focused symbol; once focus leaves, the tape
  // starts again from the beginning rather than from wherever that scroll left it.
  const onViewportBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (moving && !event.currentTarget.contains(event.relatedTarget)) {
      event.currentTarget.scrollLeft = 0;
    }
  };

  return (
    <section
      data-slot="ticker-tape"
      data-motion={reducedMotion ? 'off' : 'on'}
      data-state={moving ? (paused ? 'paused' : 'running') : undefined}
      aria-label={label}
      aria-busy={loading || undefined}
      className={cx(styles.tape, className)}
    >
      {moving && (
        <IconButton
          label={paused ? 'Play the tape' : 'Pause the tape'}
          size="sm"
          className={styles.toggle}
          onClick={() => setPaused((value) => !value)}
        >
          {paused ? <PlayIcon /> : <PauseIcon />}
        </IconButton>
      )}
      {simulated && <SimulatedBadge className={styles.badge} />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the handlers only watch the pointer and focus of the links inside */}
      <div
        data-slot="ticker-tape-viewport"
        data-hovered={moving && hovered ? '' : undefined}
        className={styles.viewport}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onBlur={onViewportBlur}
      >
        {content}
      </div>
      {loading && <VisuallyHidden.Root>Loading prices</VisuallyHidden.Root>}
    </section>
  );
}

import { autoUpdate, computePosition, flip, offset, type Placement, shift } from '@floating-ui/dom';
import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../lib/cx.ts';
import styles from './tooltip.module.css';

export interface TooltipContentProps {
  id: string;
  /** The element the tooltip describes, which it is placed against. */
  anchor: RefObject<HTMLElement | null>;
  side: 'top' | 'right' | 'bottom' | 'left';
  align: 'start' | 'center' | 'end';
  className?: string | undefined;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  children: ReactNode;
}

/**
 * The shown tooltip: in a portal on the body, placed by floating-ui against its anchor (flipped to
 * the other side and shifted along it to stay 8 px inside the viewport), following it on scroll
 * and resize. Loaded only once a tooltip is wanted.
 */
export default function TooltipContent({
  id,
  anchor,
  side,
  align,
  className,
  onPointerEnter,
  onPointerLeave,
  children,
}: TooltipContentProps) {
  const panel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const reference = anchor.current;
    const floating = panel.current;
    if (!reference || !floating) return;
    const placement = (align === 'center' ? side : `${side}-${align}`) as Placement;
    return autoUpdate(reference, floating, () => {
      void computePosition(reference, floating, {
        placement,
        strategy: 'fixed',
        middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
      }).then(({ x, y, placement: placed }) => {
        floating.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
        floating.dataset.side = placed.split('-')[0];
        floating.style.visibility = 'visible';
      });
    });
  }, [anchor, side, align]);

  return createPortal(
    <div
      ref={panel}
      id={id}
      role="tooltip"
      data-slot="tooltip-content"
      className={cx(styles.content, className)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </div>,
    document.body,
  );
}

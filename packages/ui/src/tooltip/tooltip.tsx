import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './tooltip.module.css';

export interface TooltipProps
  extends Omit<ComponentProps<typeof TooltipPrimitive.Root>, 'children'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The element it describes: one focusable element (a button, a link). */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  /** Milliseconds of hover before it opens (focus opens it at once). */
  delayDuration?: number;
  className?: string;
}

/**
 * A short hint on hover and keyboard focus, on Radix. Only for supplementary text: anything a
 * reader needs must also be reachable without it.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  className,
  ...rootProps
}: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root data-slot="tooltip" {...rootProps}>
        <TooltipPrimitive.Trigger data-slot="tooltip-trigger" asChild>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            side={side}
            align={align}
            sideOffset={6}
            collisionPadding={8}
            className={cx(styles.content, className)}
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

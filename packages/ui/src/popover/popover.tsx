import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './popover.module.css';

/** A non-modal floating panel on Radix: `open`/`onOpenChange` or `defaultOpen`. */
export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the popover against an element other than the trigger (e.g. a search box). */
export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

export interface PopoverContentProps extends ComponentProps<typeof PopoverPrimitive.Content> {
  /** Render in place instead of in a portal (keeps the tab order next to the trigger). */
  inline?: boolean;
  /** `auto` sizes to the content; `fixed` uses the popover width token. */
  width?: 'auto' | 'fixed';
}

export function PopoverContent({
  className,
  sideOffset = 6,
  align = 'center',
  inline = false,
  width = 'fixed',
  ...props
}: PopoverContentProps) {
  const content = (
    <PopoverPrimitive.Content
      data-slot="popover-content"
      sideOffset={sideOffset}
      align={align}
      className={cx(styles.content, width === 'fixed' && styles.fixed, className)}
      {...props}
    />
  );
  return inline ? content : <PopoverPrimitive.Portal>{content}</PopoverPrimitive.Portal>;
}

import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './tabs.module.css';

export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/**
 * Tabs on Radix: `value`/`onValueChange` or `defaultValue`; arrow keys move between tabs
 * (`activationMode="automatic"` selects as focus moves).
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" className={cx(styles.root, className)} {...props} />;
}

export interface TabsListProps extends ComponentProps<typeof TabsPrimitive.List> {
  /** `line` for a page's main tabs, `pill` for compact sub-tabs (e.g. the symbol types). */
  variant?: 'line' | 'pill';
}

export function TabsList({ className, variant = 'line', ...props }: TabsListProps) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      data-variant={variant}
      className={cx(styles.list, styles[variant], className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

export function TabsTrigger({ className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cx(styles.trigger, className)}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cx(styles.content, className)}
      {...props}
    />
  );
}

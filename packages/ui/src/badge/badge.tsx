import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'up' | 'down' | 'live';

export interface BadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  tone?: BadgeTone;
  children: ReactNode;
}

/**
 * A short label: a symbol type, "Pro", "Admin"; `live` is the broadcast's red "On air" tag, with a
 * dot that pulses (still under reduced motion). Other span props pass through, so a badge can be
 * a tooltip's trigger (`SimulatedBadge`).
 */
export function Badge({ tone = 'neutral', children, className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone}
      className={cx(styles.badge, styles[tone], className)}
      {...props}
    >
      {children}
    </span>
  );
}

export interface CountBadgeProps {
  /** The number to show; nothing renders at 0 unless `showZero`. */
  count: number;
  /** What is counted, for screen readers: "unread messages" reads "3 unread messages". */
  label: string;
  /** Larger numbers show as "99+". */
  max?: number;
  showZero?: boolean;
  tone?: 'accent' | 'danger' | 'neutral';
  className?: string;
}

/** A counter (unread messages, notifications) in tabular figures. */
export function CountBadge({
  count,
  label,
  max = 99,
  showZero = false,
  tone = 'danger',
  className,
}: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  const text = count > max ? `${max}+` : String(Math.max(0, count));
  return (
    <span
      data-slot="count-badge"
      data-tone={tone}
      role="img"
      aria-label={`${count} ${label}`}
      className={cx(styles.count, styles[tone], className)}
    >
      {text}
    </span>
  );
}

export interface PriceChangeProps {
  /** The change; positive is up, negative is down, zero unchanged. */
  value: number;
  /** Shown after the number, e.g. `%`. */
  unit?: string;
  /** Decimal places. */
  precision?: number;
  /** A tinted background (tables) or plain text (inline). */
  variant?: 'plain' | 'tinted';
  className?: string;
}

/**
 * A market change shown by colour AND an arrow and a sign, never colour alone, so it reads the
 * same for colour-blind readers and screen readers ("up 1.25%").
 */
export function PriceChange({
  value,
  unit = '%',
  precision = 2,
  variant = 'plain',
  className,
}: PriceChangeProps) {
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const magnitude = Math.abs(value).toFixed(precision);
  const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : '';
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■';
  const spoken =
    direction === 'flat' ? `unchanged ${magnitude}${unit}` : `${direction} ${magnitude}${unit}`;
  return (
    <span
      data-slot="price-change"
      data-direction={direction}
      className={cx(
        styles.change,
        styles[direction],
        variant === 'tinted' && styles.tinted,
        className,
      )}
    >
      <span aria-hidden className={styles.arrow}>
        {arrow}
      </span>
      <span aria-hidden>
        {sign}
        {magnitude}
        {unit}
      </span>
      <span className={styles.srOnly}>{spoken}</span>
    </span>
  );
}

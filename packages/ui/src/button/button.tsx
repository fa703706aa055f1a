import { Slot } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and blocks clicks while an action is in flight. */
  loading?: boolean;
  /** An icon before the label. */
  iconStart?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
  /** Render the child element (e.g. a router link) with the button's look instead of a <button>. */
  asChild?: boolean;
  /** Stretch to the container's width. */
  block?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  iconStart,
  iconEnd,
  asChild = false,
  block = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cx(
    styles.button,
    styles[variant],
    styles[size],
    block && styles.block,
    loading && styles.loading,
    className,
  );
  if (asChild) {
    return (
      <Slot.Root data-slot="button" data-variant={variant} className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      data-variant={variant}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && (
        <span data-slot="button-spinner" className={styles.spinner}>
          <Spinner size="sm" decorative />
        </span>
      )}
      {iconStart && (
        <span data-slot="button-icon" className={styles.icon} aria-hidden>
          {iconStart}
        </span>
      )}
      <span data-slot="button-label" className={styles.label}>
        {children}
      </span>
      {iconEnd && (
        <span data-slot="button-icon" className={styles.icon} aria-hidden>
          {iconEnd}
        </span>
      )}
    </button>
  );
}

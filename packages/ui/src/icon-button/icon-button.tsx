import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** What the button does, for screen readers and as the hover title (required: there is no text). */
  label: string;
  /** The icon. */
  children: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary' | 'danger';
  size?: 'sm' | 'md' | 'lg';
}

/** A square button showing only an icon; `label` names it. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  type,
  ...props
}: IconButtonProps) {
  return (
    <button
      data-slot="icon-button"
      data-variant={variant}
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cx(styles.button, styles[variant], styles[size], className)}
      {...props}
    >
      <span data-slot="icon-button-icon" aria-hidden className={styles.icon}>
        {children}
      </span>
    </button>
  );
}

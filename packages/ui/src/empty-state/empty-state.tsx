import type { ReactNode } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /** What is (not) here: the spec's exact texts, e.g. "No Groups To Show". */
  title: ReactNode;
  /** What to do next, or what went wrong. */
  description?: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
  /** A button or link: the next step ("Find groups", "Try again"). */
  action?: ReactNode;
  /** `error` announces itself to screen readers (role="alert") and uses the danger colour. */
  tone?: 'neutral' | 'error';
  /** `compact` for inside panels and menus. */
  size?: 'compact' | 'regular';
  className?: string;
}

/** The empty or error state of a list or page: what happened, and what to do next. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  tone = 'neutral',
  size = 'regular',
  className,
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-tone={tone}
      role={tone === 'error' ? 'alert' : undefined}
      className={cx(styles.root, styles[size], tone === 'error' && styles.error, className)}
    >
      {icon && (
        <span data-slot="empty-state-icon" aria-hidden className={styles.icon}>
          {icon}
        </span>
      )}
      <p data-slot="empty-state-title" className={styles.title}>
        {title}
      </p>
      {description && (
        <p data-slot="empty-state-description" className={styles.description}>
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className={styles.action}>
          {action}
        </div>
      )}
    </div>
  );
}

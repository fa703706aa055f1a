import { VisuallyHidden } from 'radix-ui';
import { cx } from '../lib/cx.ts';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** `sm` fits inside a button, `md` a panel, `lg` a page. */
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, for screen readers. */
  label?: string;
  /** Hide it from assistive technology (inside a control that already says it is busy). */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate loading indicator, announced politely as a status. */
export function Spinner({
  size = 'md',
  label = 'Loading',
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) {
    return (
      <span data-slot="spinner" aria-hidden className={cx(styles.root, className)}>
        <span data-slot="spinner-circle" className={cx(styles.circle, styles[size])} />
      </span>
    );
  }
  return (
    <span data-slot="spinner" role="status" className={cx(styles.root, className)}>
      <span data-slot="spinner-circle" aria-hidden className={cx(styles.circle, styles[size])} />
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}

export interface FullPageLoaderProps {
  /** What the page is waiting for, for screen readers (spec point 2: the login check). */
  label?: string;
}

/** Covers the viewport while the app cannot show anything yet (e.g. the login status check). */
export function FullPageLoader({ label = 'Loading TapeTV' }: FullPageLoaderProps) {
  return (
    <div data-slot="full-page-loader" className={styles.page} aria-busy="true">
      <Spinner size="lg" label={label} />
    </div>
  );
}

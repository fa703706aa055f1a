import type { CSSProperties } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** `text` is one line of body text, `circle` an avatar, `block` any box. */
  shape?: 'text' | 'circle' | 'block';
  /** A CSS length (prefer tokens, e.g. `var(--size-avatar-md)`) or a percentage. */
  width?: string;
  height?: string;
  className?: string;
}

/**
 * A placeholder shaped like the content that is loading. Hidden from screen readers: the
 * container that is loading should say so (`aria-busy`, a status text).
 */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width) style.width = width;
  if (height) style.height = height;
  return (
    <span
      data-slot="skeleton"
      aria-hidden
      className={cx(styles.skeleton, styles[shape], className)}
      style={style}
    />
  );
}

export interface SkeletonTextProps {
  /** How many lines; the last one is shorter, like a paragraph. */
  lines?: number;
  className?: string;
}

export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span data-slot="skeleton-text" aria-hidden className={cx(styles.lines, className)}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are identical and never reorder
          key={index}
          width={index === lines - 1 && lines > 1 ? '60%' : '100%'}
        />
      ))}
    </span>
  );
}

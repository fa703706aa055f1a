import { type ReactNode, useState } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './cover.module.css';

/** The server's default cover (spec point 3), shown when a cover is missing or broken. */
export const DEFAULT_COVER_SRC = '/photos/d-cover.jpg';

export interface CoverProps {
  /** The cover image URL; empty, missing or broken shows the default cover. */
  src?: string | null;
  /** Alternative text, e.g. "Dana Demo's cover". */
  alt: string;
  /** Overrides the fallback image. */
  fallbackSrc?: string;
  /** Overlaid content: edit/remove buttons for the owner, an avatar. */
  children?: ReactNode;
  className?: string;
}

/** A profile or group banner at a fixed 4:1 ratio, falling back to the default cover. */
export function Cover({
  src,
  alt,
  fallbackSrc = DEFAULT_COVER_SRC,
  children,
  className,
}: CoverProps) {
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : fallbackSrc;
  return (
    <div data-slot="cover" className={cx(styles.root, className)}>
      <img
        data-slot="cover-image"
        data-fallback={shown === fallbackSrc ? '' : undefined}
        className={styles.image}
        src={shown}
        alt={alt}
        onError={() => {
          if (src && shown === src) setFailedSrc(src);
        }}
      />
      {children && (
        <div data-slot="cover-overlay" className={styles.overlay}>
          {children}
        </div>
      )}
    </div>
  );
}

import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './cover.module.css';

/** The server's default cover (spec point 3), shown when a cover is missing or broken. */
export const DEFAULT_COVER_SRC = '/photos/d-cover.jpg';

/** Where a cover is focused when nobody chose: its centre. */
export const CENTRED_COVER = 50;

export interface CoverProps {
  /** The cover image URL; empty, missing or broken shows the default cover. */
  src?: string | null;
  /** Alternative text, e.g. "Dana Demo's cover". */
  alt: string;
  /** Overrides the fallback image. */
  fallbackSrc?: string;
  /** Which part of a tall image shows: 0 its top, 50 its centre (default), 100 its bottom. */
  position?: number;
  /**
   * While set, the cover is a slider for `position`: drag the picture up or down, or use the
   * arrow keys (Shift or Page Up/Down for bigger steps, Home/End for the ends).
   */
  onPositionChange?: (position: number) => void;
  /** Overlaid content: edit/remove buttons for the owner, an avatar. */
  children?: ReactNode;
  className?: string;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const STEP_KEYS: Record<string, (position: number, big: boolean) => number> = {
  ArrowUp: (p, big) => p + (big ? 10 : 1),
  ArrowRight: (p, big) => p + (big ? 10 : 1),
  ArrowDown: (p, big) => p - (big ? 10 : 1),
  ArrowLeft: (p, big) => p - (big ? 10 : 1),
  PageUp: (p) => p + 10,
  PageDown: (p) => p - 10,
  Home: () => 0,
  End: () => 100,
};

/** "Top", "Centre", "Bottom" or a percentage from the top, for screen readers. */
function positionText(position: number) {
  if (position === 0) return 'Top';
  if (position === 100) return 'Bottom';
  if (position === CENTRED_COVER) return 'Centre';
  return `${position}% from the top`;
}

/** A profile or group banner at a fixed 4:1 ratio, falling back to the default cover. */
export function Cover({
  src,
  alt,
  fallbackSrc = DEFAULT_COVER_SRC,
  position = CENTRED_COVER,
  onPositionChange,
  children,
  className,
}: CoverProps) {
  // Remember which URL failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const drag = useRef<{ y: number; position: number } | null>(null);
  const shown = src && src !== failedSrc ? src : fallbackSrc;

  /** Percent of position per pixel dragged: the part of the picture the banner hides. */
  const percentPerPixel = () => {
    const img = image.current;
    if (!img?.naturalWidth) return 0;
    const hidden = (img.clientWidth * img.naturalHeight) / img.naturalWidth - img.clientHeight;
    return hidden > 0 ? 100 / hidden : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { y: event.clientY, position };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // Dragging the picture down brings its top into view.
    const moved = (event.clientY - drag.current.y) * percentPerPixel();
    onPositionChange?.(clamp(drag.current.position - moved));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    onPositionChange?.(clamp(step(position, event.shiftKey)));
  };

  return (
    <div data-slot="cover" className={cx(styles.root, className)}>
      <img
        ref={image}
        data-slot="cover-image"
        data-fallback={shown === fallbackSrc ? '' : undefined}
        className={styles.image}
        style={{ objectPosition: `50% ${position}%` }}
        src={shown}
        alt={alt}
        draggable={false}
        onError={() => {
          if (src && shown === src) setFailedSrc(src);
        }}
      />
      {onPositionChange && (
        <div
          role="slider"
          tabIndex={0}
          aria-label="Cover position"
          aria-orientation="vertical"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-valuetext={positionText(position)}
          data-slot="cover-positioner"
          className={styles.positioner}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => {
            drag.current = null;
          }}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        />
      )}
      {children && (
        <div data-slot="cover-overlay" className={styles.overlay}>
          {children}
        </div>
      )}
    </div>
  );
}

import { ArrowDownIcon } from '@radix-ui/react-icons';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './pull-to-refresh.module.css';

/** How far (px, after damping) the list must be pulled for a release to refresh. */
export const PULL_THRESHOLD = 64;
/** The furthest the indicator follows the finger (px). */
export const PULL_MAX = 96;
/** The finger moves this many px for each px the indicator moves: it resists, like a spring. */
const DAMPING = 2;

/** The indicator's distance for a finger `dy` px below where it started (never negative). */
export const pullDistance = (dy: number) => Math.min(PULL_MAX, Math.max(0, dy / DAMPING));

export type PullPhase = 'idle' | 'pulling' | 'armed' | 'refreshing';

export interface PullToRefreshProps {
  /** Loads what is new; the indicator spins until the promise settles. */
  onRefresh: () => Promise<unknown>;
  /** What refreshing does, for screen readers while it runs ("Refreshing posts"). */
  label?: string;
  /** Off (a desktop layout, a list that cannot refresh): children render as they are. */
  disabled?: boolean;
  children: ReactNode;
  /** The class of the box around the children (the list's own layout: a flex column, a gap). */
  className?: string;
}

/**
 * Pull to refresh, for touch screens: at the top of the page, a finger dragging the content down
 * shows an arrow that turns once a release would refresh ("Release to refresh"); releasing then
 * calls `onRefresh` and shows a spinner until it settles. It listens to touch events only, so a
 * mouse, a keyboard or a page scrolled down never triggers it, and it stops the browser's own
 * pull-to-reload while mounted (overscroll-behavior) so the two do not fight.
 */
export function PullToRefresh({
  onRefresh,
  label = 'Refreshing',
  disabled = false,
  children,
  className,
}: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [distance, setDistance] = useState(0);
  const [phase, setPhase] = useState<PullPhase>('idle');
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const root = rootRef.current;
    if (!root || disabled) return;
    const page = root.ownerDocument.documentElement;
    const before = page.style.overscrollBehaviorY;
    page.style.overscrollBehaviorY = 'contain';
    let startY: number | null = null;
    let pulled = 0;
    let busy = false;
    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // Only from the very top, with one finger, and not while a refresh runs.
      startY =
        !busy && event.touches.length === 1 && touch && window.scrollY <= 0 ? touch.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      pulled = pullDistance(touch.clientY - startY);
      setDistance(pulled);
      setPhase(pulled === 0 ? 'idle' : pulled >= PULL_THRESHOLD ? 'armed' : 'pulling');
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      if (pulled < PULL_THRESHOLD) {
        pulled = 0;
        setDistance(0);
        setPhase('idle');
        return;
      }
      pulled = 0;
      busy = true;
      setDistance(PULL_THRESHOLD);
      setPhase('refreshing');
      void refreshRef
        .current()
        .catch(() => {
          // The list says what failed; the indicator only goes away.
        })
        .finally(() => {
          busy = false;
          setDistance(0);
          setPhase('idle');
        });
    };
    root.addEventListener('touchstart', onStart, { passive: true });
    root.addEventListener('touchmove', onMove, { passive: true });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      page.style.overscrollBehaviorY = before;
      root.removeEventListener('touchstart', onStart);
      root.removeEventListener('touchmove', onMove);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
    };
  }, [disabled]);

  return (
    <div ref={rootRef} data-slot="pull-to-refresh" className={styles.root}>
      <div
        data-slot="pull-indicator"
        data-phase={phase}
        className={styles.indicator}
        style={{ height: distance }}
        aria-hidden={phase !== 'refreshing'}
      >
        {phase === 'refreshing' ? (
          <Spinner size="sm" label={label} />
        ) : (
          phase !== 'idle' && (
            <span className={styles.hint}>
              <ArrowDownIcon className={styles.arrow} aria-hidden />
              {phase === 'armed' ? 'Release to refresh' : 'Pull to refresh'}
            </span>
          )
        )}
      </div>
      <div className={className}>{children}</div>
    </div>
  );
}

import { ArrowDownIcon } from '@radix-ui/react-icons';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import {
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/cx.ts';
import styles from './chat-list.module.css';

/** A row of the log: a message, or the "New messages" line above the first unread one. */
export type LogRowKey = number | string;

/** Where the log puts a row: spread on the row's `<li>` (merging `className`). */
export interface RowPlacement {
  ref: (node: HTMLLIElement | null) => void;
  'data-index': number;
  className: string;
  style: CSSProperties;
}

export interface VirtualLogControls {
  /** Brings a row into view (rendering it first) and calls `then` with its element. */
  scrollToRow: (key: LogRowKey, then: (row: HTMLElement) => void) => void;
}

export interface VirtualLogProps<Row extends { key: LogRowKey }> {
  rows: Row[];
  renderRow: (row: Row, placement: RowPlacement) => ReactNode;
  label: string;
  /** The "Load older messages" control above the rows, or null when there is nothing older. */
  more: ReactNode;
  /** The newest row's key: a change means a message arrived (or the newest went away). */
  newestKey: LogRowKey | undefined;
  /** The newest message is the reader's own: show it even when they were reading further up. */
  ownNewest: boolean;
  /** Rows kept rendered wherever the reader scrolls (the one being edited keeps its editor). */
  keep: LogRowKey[];
  controls?: Ref<VirtualLogControls>;
}

/** Within this many pixels of the bottom, the reader counts as following the newest messages. */
const AT_BOTTOM_PX = 48;
/** A one-line message with its header and actions; measured rows replace the guess. */
const ESTIMATED_ROW_PX = 96;
/** Rows rendered beyond each edge of the viewport, so a short scroll shows no blank rows. */
const OVERSCAN = 8;
/**
 * A log of up to this many rows renders all of them: cheap, and find-in-page, a screen reader's
 * browse mode and tests that read a short chat see every message.
 */
const RENDER_ALL_UP_TO = 40;

/**
 * The scrolling chat log, virtualised (issue 15): only the rows near the viewport are in the DOM,
 * each measured as it renders. It opens at the newest message, stays there as messages arrive
 * while the reader is at the bottom, offers "New messages" while they read further up, and keeps
 * the row they are looking at in place when older pages load above (`anchorTo: 'end'`: the
 * virtualizer finds the row at the top of the viewport by key after a prepend and moves
 * `scrollTop` by how far it moved).
 */
export function VirtualLog<Row extends { key: LogRowKey }>({
  rows,
  renderRow,
  label,
  more,
  newestKey,
  ownNewest,
  keep,
  controls,
}: VirtualLogProps<Row>) {
  const logRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const [moreHeight, setMoreHeight] = useState(0);
  const [focusedKey, setFocusedKey] = useState<LogRowKey | null>(null);
  const [newBelow, setNewBelow] = useState(false);
  const atBottom = useRef(true);
  const hasMore = Boolean(more);

  const kept = [...keep, focusedKey]
    .map((key) => (key === null ? -1 : rows.findIndex((row) => row.key === key)))
    .filter((index) => index >= 0);
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: rows.length,
    getScrollElement: () => logRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: OVERSCAN,
    anchorTo: 'end',
    scrollEndThreshold: AT_BOTTOM_PX,
    // The load-older control sits above the rows, inside the scrolling element.
    scrollMargin: hasMore ? moreHeight : 0,
    rangeExtractor: (range: Range) => {
      if (range.count <= RENDER_ALL_UP_TO) return rows.map((_, index) => index);
      // Focus and an open editor survive scrolling away: their rows stay rendered.
      const indexes = new Set([...defaultRangeExtractor(range), ...kept]);
      return [...indexes].sort((a, b) => a - b);
    },
  });

  // The control's height (with the gap under it) is where the rows start.
  useLayoutEffect(() => {
    const area = moreRef.current;
    if (!hasMore || !area) return;
    setMoreHeight(area.offsetHeight);
    const observer = new ResizeObserver(() => setMoreHeight(area.offsetHeight));
    observer.observe(area);
    return () => observer.disconnect();
  }, [hasMore]);

  // Opens at the newest message. (The virtualizer re-aims while rows near the end get measured.)
  useLayoutEffect(() => {
    virtualizer.scrollToEnd();
  }, [virtualizer]);

  const previousNewest = useRef(newestKey);
  useLayoutEffect(() => {
    const before = previousNewest.current;
    previousNewest.current = newestKey;
    if (before === newestKey) return;
    if (atBottom.current || ownNewest) {
      virtualizer.scrollToEnd();
      atBottom.current = true;
      setNewBelow(false);
    } else if (rows.some((row) => row.key === before)) {
      // Something arrived below what was the newest (not the newest deleted): offer it.
      setNewBelow(true);
    }
  }, [newestKey, ownNewest, rows, virtualizer]);

  useImperativeHandle(controls, () => ({
    scrollToRow: (key, then) => {
      const index = rows.findIndex((row) => row.key === key);
      if (index < 0) return;
      virtualizer.scrollToIndex(index, { align: 'center' });
      // The row renders once the scroll lands; give it a few frames.
      let frames = 0;
      const find = () => {
        const row = logRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
        if (row) then(row);
        else if (frames++ < 10) requestAnimationFrame(find);
      };
      requestAnimationFrame(find);
    },
  }));

  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight <= AT_BOTTOM_PX;
    if (atBottom.current) setNewBelow(false);
  };
  const toBottom = () => {
    virtualizer.scrollToEnd();
    atBottom.current = true;
    setNewBelow(false);
  };
  const rowKeyOf = (target: EventTarget | null) => {
    const row = target instanceof Element ? target.closest('[data-index]') : null;
    const index = row ? Number(row.getAttribute('data-index')) : -1;
    return rows[index]?.key ?? null;
  };
  const onFocus = (event: FocusEvent) => setFocusedKey(rowKeyOf(event.target));
  const onBlur = (event: FocusEvent) => {
    if (rowKeyOf(event.relatedTarget) === null) setFocusedKey(null);
  };

  let items = virtualizer.getVirtualItems();
  if (items.length === 0 && rows.length > 0) {
    // Before the log has a size (the first render, or jsdom, where nothing has one): the newest
    // rows, where the log opens.
    const all = virtualizer.measurementsCache;
    items = all.slice(-RENDER_ALL_UP_TO);
  }
  const margin = virtualizer.options.scrollMargin;

  return (
    <>
      <div
        ref={logRef}
        role="log"
        aria-label={label}
        className={cx(styles.log, styles.scrollLog)}
        onScroll={onScroll}
        onFocus={onFocus}
        onBlur={onBlur}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: reachable by keyboard, to scroll it
        tabIndex={0}
      >
        {hasMore && (
          <div ref={moreRef} className={styles.moreArea}>
            {more}
          </div>
        )}
        <ol className={styles.virtualList} style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return renderRow(row, {
              ref: virtualizer.measureElement,
              'data-index': item.index,
              className: cx(
                styles.virtualRow,
                item.index < rows.length - 1 && styles.virtualRowGap,
              ),
              style: { transform: `translateY(${item.start - margin}px)` },
            });
          })}
        </ol>
      </div>
      {newBelow && (
        <Button
          size="sm"
          className={styles.newBelow}
          iconStart={<ArrowDownIcon aria-hidden />}
          onClick={toBottom}
        >
          New messages
        </Button>
      )}
    </>
  );
}

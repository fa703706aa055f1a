import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { VisuallyHidden } from 'radix-ui';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { cx } from '../lib/cx.ts';
import { moveFocus } from '../lib/roving-focus.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './calendar-table.module.css';

export interface CalendarColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for figures (they line up on their last digit), `start` by default. */
  align?: 'start' | 'end' | 'center';
  /** 'key' columns stay on phones; 'extra' hide below the tokens' small breakpoint */
  priority?: 'key' | 'extra';
  /** The column's width, a CSS length (prefer tokens, e.g. `var(--space-16)`) or a percentage. */
  width?: string;
}

export type CalendarTableStatus = 'loading' | 'error' | 'ready';

export interface CalendarTableProps<Row> {
  columns: readonly CalendarColumn<Row>[];
  /** Already sorted (by day, then as the page wants). */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * A group's heading ("Thursday, 26 November 2026"): a full-width heading row goes in wherever
   * the value changes from one row to the next.
   */
  groupBy?: (row: Row) => string;
  status: CalendarTableStatus;
  /** What went wrong, shown with the error state. */
  error?: string;
  /** Offered as "Try again" with the error state. */
  onRetry?: () => void;
  /** What a ready table with no rows shows: a string, or a node (e.g. text with a button). */
  empty?: ReactNode;
  /** What the table lists, for screen readers (the page's heading says it for the eye). */
  caption: string;
  /** Makes rows clickable and focusable: Enter or Space on a focused row, arrows move between. */
  onRowClick?: (row: Row) => void;
  /** More rows than this render through a window virtualiser (only those near the viewport). */
  virtualizeOver?: number;
  /** The virtualiser's first guess at a row's height, in pixels; rows are measured as they render. */
  estimateRowHeight?: number;
  className?: string;
}

export const CALENDAR_EMPTY_TITLE = 'Nothing in this range';
export const CALENDAR_ERROR_TITLE = 'The calendar could not be loaded';

/** One line of text in a cell with the tokens' padding and border: a guess, measured after. */
const ESTIMATED_ROW_PX = 37;
/** Rows rendered beyond each edge of the viewport, so a short scroll shows no blank rows. */
const OVERSCAN = 10;
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];
const ROW = '[data-slot="calendar-table-row"][tabindex]';

type Item<Row> =
  | { kind: 'group'; key: string; label: string }
  | { kind: 'row'; key: string; row: Row; odd: boolean };

/** The rows with a heading item before each run of rows in the same group. */
function toItems<Row>(
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  groupBy: ((row: Row) => string) | undefined,
): Item<Row>[] {
  const items: Item<Row>[] = [];
  let group: string | undefined;
  let inGroup = 0;
  for (const row of rows) {
    if (groupBy) {
      const label = groupBy(row);
      if (label !== group || items.length === 0) {
        items.push({ kind: 'group', key: `group:${items.length}:${label}`, label });
        group = label;
        inGroup = 0;
      }
    }
    // Stripes count from each group's first row, so they stay put as virtual rows come and go.
    items.push({ kind: 'row', key: `row:${rowKey(row)}`, row, odd: inGroup % 2 === 1 });
    inGroup += 1;
  }
  return items;
}

const alignClass = (align: CalendarColumn<unknown>['align']) =>
  align === 'end' ? styles.end : align === 'center' ? styles.center : undefined;

/**
 * A market calendar's table (holidays, futures expiries, economic events): columns defined by the
 * page, rows grouped under day headings, a header that sticks under the app's header (offset from
 * `--calendar-sticky-top`), tabular figures, and loading (skeleton rows shaped like the columns),
 * empty and error states. Columns marked `extra` drop out when the table is narrower than 640 px
 * (`--size-content-narrow`). Long lists (over `virtualizeOver` rows) render only the rows near the
 * viewport, between two spacer rows, so the table stays one table for assistive technology.
 */
export function CalendarTable<Row>({
  columns,
  rows,
  rowKey,
  groupBy,
  status,
  error,
  onRetry,
  empty,
  caption,
  onRowClick,
  virtualizeOver = 60,
  estimateRowHeight = ESTIMATED_ROW_PX,
  className,
}: CalendarTableProps<Row>) {
  const hintId = useId();
  const headRef = useRef<HTMLTableSectionElement>(null);
  const items = useMemo(() => toItems(rows, rowKey, groupBy), [rows, rowKey, groupBy]);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const clickable = onRowClick !== undefined && status === 'ready' && rows.length > 0;
  const virtual = status === 'ready' && rows.length > virtualizeOver;

  const rowProps: RowSharedProps<Row> = {
    columns,
    onRowClick,
    tabStopKey:
      focusedKey !== null && items.some((item) => item.key === focusedKey) ? focusedKey : null,
    onFocusRow: setFocusedKey,
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <tbody>
        {SKELETON_ROWS.map((key) => (
          <tr key={key} data-slot="calendar-table-skeleton" className={styles.row}>
            {columns.map((column) => (
              <td
                key={column.id}
                className={cx(
                  styles.cell,
                  alignClass(column.align),
                  column.priority === 'extra' && styles.extra,
                )}
              >
                <Skeleton
                  width={column.align === 'end' ? 'var(--space-12)' : '70%'}
                  className={styles.skeleton}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  } else if (status === 'error') {
    body = (
      <tbody>
        <tr>
          <td colSpan={columns.length} className={styles.stateCell}>
            <EmptyState
              size="compact"
              tone="error"
              title={CALENDAR_ERROR_TITLE}
              description={error}
              action={
                onRetry && (
                  <Button size="sm" variant="secondary" onClick={onRetry}>
                    Try again
                  </Button>
                )
              }
            />
          </td>
        </tr>
      </tbody>
    );
  } else if (rows.length === 0) {
    body = (
      <tbody>
        <tr>
          <td colSpan={columns.length} className={styles.stateCell}>
            <div data-slot="calendar-table-empty">
              {empty === undefined || typeof empty === 'string' ? (
                <EmptyState size="compact" title={empty ?? CALENDAR_EMPTY_TITLE} />
              ) : (
                empty
              )}
            </div>
          </td>
        </tr>
      </tbody>
    );
  } else if (virtual) {
    body = (
      <VirtualBody
        items={items}
        estimateRowHeight={estimateRowHeight}
        rowProps={rowProps}
        headRef={headRef}
      />
    );
  } else {
    const firstRow = items.find((item) => item.kind === 'row')?.key;
    body = sections(items.map((item) => ({ item }))).map((section) => (
      <tbody key={section.key}>
        {section.entries.map(({ item }) => (
          <ItemRow key={item.key} item={item} {...rowProps} first={item.key === firstRow} />
        ))}
      </tbody>
    ));
  }

  return (
    <div data-slot="calendar-table" data-status={status} className={cx(styles.root, className)}>
      <table
        className={styles.table}
        aria-busy={status === 'loading' || undefined}
        aria-describedby={clickable ? hintId : undefined}
        // A virtual table holds only some of its rows: the count tells assistive technology how
        // many there are (the header row included).
        aria-rowcount={virtual ? items.length + 1 : undefined}
        onKeyDown={clickable ? onArrowKey : undefined}
      >
        <caption className={styles.srOnly}>
          {caption}
          {status === 'loading' && ' (loading)'}
        </caption>
        <thead ref={headRef} data-slot="calendar-table-head">
          <tr aria-rowindex={virtual ? 1 : undefined}>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                style={column.width ? { width: column.width } : undefined}
                className={cx(
                  styles.header,
                  alignClass(column.align),
                  column.priority === 'extra' && styles.extra,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {body}
      </table>
      {clickable && (
        <VisuallyHidden.Root id={hintId}>
          Arrow keys move between rows; Enter or Space opens one.
        </VisuallyHidden.Root>
      )}
    </div>
  );
}

function onArrowKey(event: KeyboardEvent<HTMLTableElement>) {
  // From a row only: arrows inside a link or button in a cell keep their own meaning.
  if ((event.target as Element).matches(ROW)) moveFocus(event, ROW);
}

interface RowSharedProps<Row> {
  columns: readonly CalendarColumn<Row>[];
  onRowClick: ((row: Row) => void) | undefined;
  /** The row that takes the table's one Tab stop; null for the first one rendered. */
  tabStopKey: string | null;
  onFocusRow: (key: string) => void;
}

interface ItemRowProps<Row> extends RowSharedProps<Row> {
  item: Item<Row>;
  /** The first row rendered: the Tab stop when no row has been focused yet. */
  first: boolean;
  rowIndex?: number;
  measureRef?: (node: HTMLTableRowElement | null) => void;
  dataIndex?: number;
}

function ItemRow<Row>({
  item,
  columns,
  onRowClick,
  tabStopKey,
  onFocusRow,
  first,
  rowIndex,
  measureRef,
  dataIndex,
}: ItemRowProps<Row>) {
  if (item.kind === 'group') {
    return (
      <tr
        ref={measureRef}
        data-index={dataIndex}
        aria-rowindex={rowIndex}
        data-slot="calendar-table-group"
      >
        {/* Each group is its own <tbody>, so the heading is the header of the rows under it. */}
        <th scope="rowgroup" colSpan={columns.length} className={styles.group}>
          {item.label}
        </th>
      </tr>
    );
  }
  const { row } = item;
  const clickable = onRowClick !== undefined;
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!onRowClick) return;
    // A link or button inside a cell does its own thing, not also the row's.
    if ((event.target as Element).closest('a, button, input, select, textarea, label')) return;
    onRowClick(row);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (!onRowClick || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick(row);
    }
  };
  const tabStop = tabStopKey === null ? first : tabStopKey === item.key;
  return (
    <tr
      ref={measureRef}
      data-index={dataIndex}
      aria-rowindex={rowIndex}
      data-slot="calendar-table-row"
      data-key={item.key.slice('row:'.length)}
      data-odd={item.odd ? '' : undefined}
      tabIndex={clickable ? (tabStop ? 0 : -1) : undefined}
      onClick={clickable ? onClick : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
      onFocus={
        clickable
          ? (event) => {
              if (event.target === event.currentTarget) onFocusRow(item.key);
            }
          : undefined
      }
      className={cx(styles.row, clickable && styles.clickable)}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          data-column={column.id}
          className={cx(
            styles.cell,
            alignClass(column.align),
            column.priority === 'extra' && styles.extra,
          )}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}

/**
 * Groups items into `<tbody>` sections, one per group heading (rows before the first heading, as
 * at the top of a virtual window that starts inside a group, make a section of their own).
 */
function sections<Row, Entry extends { item: Item<Row> }>(
  entries: Entry[],
): { key: string; entries: Entry[] }[] {
  const result: { key: string; entries: Entry[] }[] = [];
  for (const entry of entries) {
    const current = result.at(-1);
    if (!current || entry.item.kind === 'group') {
      result.push({ key: entry.item.key, entries: [entry] });
    } else {
      current.entries.push(entry);
    }
  }
  return result;
}

/**
 * Where the table's first body row starts on the page, for the window virtualiser, which works in
 * page coordinates: the table's top plus its header's height (not the header's own position, which
 * moves while it sticks). Measured after layout and again whenever the page's size changes.
 */
function useBodyStart(headRef: RefObject<HTMLTableSectionElement | null>): number {
  const [start, setStart] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const head = headRef.current;
      const table = head?.closest('table');
      const top =
        head && table
          ? Math.round(table.getBoundingClientRect().top + window.scrollY + head.offsetHeight)
          : 0;
      setStart((current) => (current === top ? current : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [headRef]);
  return start;
}

function VirtualBody<Row>({
  items,
  estimateRowHeight,
  rowProps,
  headRef,
}: {
  items: Item<Row>[];
  estimateRowHeight: number;
  rowProps: RowSharedProps<Row>;
  headRef: RefObject<HTMLTableSectionElement | null>;
}) {
  const scrollMargin = useBodyStart(headRef);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateRowHeight,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => items[index]?.key ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const before = virtualItems[0] ? virtualItems[0].start - scrollMargin : 0;
  const last = virtualItems.at(-1);
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const colSpan = rowProps.columns.length;
  // The remembered Tab stop may have scrolled out of the DOM: then the first rendered row has it.
  const tabStopKey = virtualItems.some(
    (virtualItem) => items[virtualItem.index]?.key === rowProps.tabStopKey,
  )
    ? rowProps.tabStopKey
    : null;
  const entries = virtualItems.flatMap((virtualItem) => {
    const item = items[virtualItem.index];
    return item ? [{ item, index: virtualItem.index }] : [];
  });
  const firstRow = entries.find((entry) => entry.item.kind === 'row')?.item.key;

  return (
    <>
      {before > 0 && <Spacer height={before} colSpan={colSpan} />}
      {sections(entries).map((section) => (
        <tbody key={section.key}>
          {section.entries.map(({ item, index }) => (
            <ItemRow
              key={item.key}
              item={item}
              {...rowProps}
              tabStopKey={tabStopKey}
              first={item.key === firstRow}
              rowIndex={index + 2}
              dataIndex={index}
              measureRef={virtualizer.measureElement}
            />
          ))}
        </tbody>
      ))}
      {after > 0 && <Spacer height={after} colSpan={colSpan} />}
    </>
  );
}

/** Stands in for the rows above or below the rendered ones, so the table keeps its height. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  const style: CSSProperties = { height };
  return (
    <tbody aria-hidden data-slot="calendar-table-spacer">
      <tr className={styles.spacer}>
        <td colSpan={colSpan} style={style} />
      </tr>
    </tbody>
  );
}

export type ImportanceLevel = 1 | 2 | 3;

const IMPORTANCE_LABELS: Record<ImportanceLevel, string> = {
  1: 'Low importance',
  2: 'Medium importance',
  3: 'High importance',
};

export interface ImportanceProps {
  /** 1 low, 2 medium, 3 high. */
  level: ImportanceLevel;
  className?: string;
}

/**
 * An event's importance as one to three filled bars out of three (the empty ones outlined, so the
 * count reads without colour), named "High importance" and so on for screen readers.
 */
export function Importance({ level, className }: ImportanceProps) {
  return (
    <span
      role="img"
      aria-label={IMPORTANCE_LABELS[level]}
      data-slot="importance"
      data-level={level}
      className={cx(styles.importance, className)}
    >
      {([1, 2, 3] as const).map((bar) => (
        <span
          key={bar}
          data-slot="importance-bar"
          data-filled={bar <= level ? '' : undefined}
          className={styles.importanceBar}
        />
      ))}
    </span>
  );
}

export type Surprise = 'better' | 'worse' | 'none';

/**
 * How an actual figure compares with its forecast for the reader: better, worse, or none (equal,
 * or either figure missing). `higherIsBetter` false is for figures such as unemployment.
 */
export function surpriseOf(
  actual: number | null | undefined,
  forecast: number | null | undefined,
  higherIsBetter = true,
): Surprise {
  if (actual == null || forecast == null || actual === forecast) return 'none';
  return actual > forecast === higherIsBetter ? 'better' : 'worse';
}

export interface SurpriseValueProps {
  actual: number | null;
  forecast: number | null;
  /** The figure as the table shows it ("3.2%", "254K"). */
  display: string;
  /** False when a lower figure is the good news (unemployment, jobless claims). */
  higherIsBetter?: boolean;
  className?: string;
}

/**
 * An actual figure beside its forecast: in the up colour when it beat the forecast, the down
 * colour when it missed, with an arrow for the direction (▲ above the forecast, ▼ below) and the
 * comparison in words for screen readers, so colour is never the only sign.
 */
export function SurpriseValue({
  actual,
  forecast,
  display,
  higherIsBetter = true,
  className,
}: SurpriseValueProps) {
  const surprise = surpriseOf(actual, forecast, higherIsBetter);
  if (surprise === 'none' || actual == null || forecast == null) {
    return (
      <span data-slot="surprise-value" data-surprise="none" className={className}>
        {display}
      </span>
    );
  }
  const above = actual > forecast;
  return (
    <span
      data-slot="surprise-value"
      data-surprise={surprise}
      className={cx(styles.surprise, styles[surprise], className)}
    >
      <span aria-hidden data-slot="surprise-value-arrow" className={styles.arrow}>
        {above ? '▲' : '▼'}
      </span>
      {display}
      <VisuallyHidden.Root>
        {`, ${above ? 'above' : 'below'} the forecast (${surprise})`}
      </VisuallyHidden.Root>
    </span>
  );
}

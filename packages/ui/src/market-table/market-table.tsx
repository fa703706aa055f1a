import { ArrowDownIcon, ArrowUpIcon, CaretSortIcon } from '@radix-ui/react-icons';
import { VisuallyHidden } from 'radix-ui';
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useId,
  useMemo,
  useState,
} from 'react';
import { Badge, PriceChange } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { cx } from '../lib/cx.ts';
import type { LinkComponent } from '../lib/link.ts';
import {
  directionOf,
  formatPrice,
  formatSigned,
  formatVolume,
  priceDigits,
} from '../lib/market-format.ts';
import flashStyles from '../lib/price-flash.module.css';
import { usePriceFlash } from '../lib/price-flash.ts';
import { moveFocus } from '../lib/roving-focus.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { Sparkline } from '../sparkline/sparkline.tsx';
import styles from './market-table.module.css';

export type MarketTableRowId = string | number;

/** What the members said about a symbol today (posts since 00:00 UTC). */
export interface MarketTalk {
  /** Posts naming the symbol today. */
  mentions: number;
  /** Of those, the ones marked bullish. */
  bullish: number;
  /** Of those, the ones marked bearish. */
  bearish: number;
}

/** One symbol's line in a market table. */
export interface MarketTableRow {
  id: MarketTableRowId;
  /** The ticker: AAPL, SAP.DE, BTC. */
  symbol: string;
  /** The company's, asset's, fund's or index's name. */
  name: string;
  /** The last price. */
  price: number;
  /** Price minus the previous close. */
  change: number;
  /** The change as a percentage of the previous close. */
  changePct: number;
  high?: number | null;
  low?: number | null;
  volume?: number | null;
  /** ISO 4217 code of the price: the Last column shows its symbol. */
  currency: string;
  /** False shows a "Closed" marker: the price is the last session's. Crypto is always open. */
  marketOpen?: boolean;
  /** Recent prices, oldest first, for the trend line. */
  spark?: readonly number[];
  /** The symbol's page: the ticker becomes a link. */
  href?: string;
  /**
   * Today's talk about the symbol (a watchlist's rows): when any row has it, a "Talk today"
   * column shows the mentions and the bullish share. `null`: not known for this row.
   */
  talk?: MarketTalk | null;
}

export type MarketSortKey =
  | 'symbol'
  | 'price'
  | 'change'
  | 'changePct'
  | 'talk'
  | 'high'
  | 'low'
  | 'volume';

export interface MarketSort {
  key: MarketSortKey;
  direction: 'asc' | 'desc';
}

export interface MarketTableProps {
  rows: readonly MarketTableRow[];
  /** What the table lists ("Most active US stocks"): its caption, for everyone. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only, when a heading above already says it. */
  hideCaption?: boolean;
  /** Shows placeholder rows shaped like the data. */
  loading?: boolean;
  /** What an empty table says, and what to do next. */
  emptyText?: ReactNode;
  /** The rows could not be loaded: what happened. */
  error?: string | null;
  onRetry?: () => void;
  /** The highlighted row (controlled); `null` for none. */
  selectedId?: MarketTableRowId | null;
  /** The highlighted row at first, when uncontrolled. */
  defaultSelectedId?: MarketTableRowId | null;
  /**
   * Called when a row is chosen by click, Enter or Space. With it (or `selectedId`) rows are
   * selectable: ArrowUp/ArrowDown/Home/End move between them.
   */
  onSelect?: (row: MarketTableRow) => void;
  /** Renders the ticker links (the app's RouterLink); a plain <a> by default. */
  linkComponent?: LinkComponent;
  /** The order (controlled); `null` keeps the rows' own order. */
  sort?: MarketSort | null;
  /** The order at first, when uncontrolled. */
  defaultSort?: MarketSort | null;
  onSortChange?: (sort: MarketSort | null) => void;
  /**
   * `colorblind` switches up/down to blue/orange for this table; left out, the table follows the
   * palette a parent sets (`data-palette="colorblind"` on <html> or a wrapper).
   */
  palette?: 'colorblind';
  locale?: string;
  className?: string;
}

export const MARKET_EMPTY_TEXT = 'No symbols to show';

const ROW = '[data-slot="market-table-row"]';

interface Column {
  key: MarketSortKey;
  label: string;
  /** The start of `label` that narrow screens show; the rest stays for screen readers. */
  shortLabel?: string;
  numeric: boolean;
  /** Dropped on narrow screens (under 640 px). */
  wide: boolean;
}

const COLUMNS: Column[] = [
  { key: 'symbol', label: 'Symbol', numeric: false, wide: false },
  { key: 'price', label: 'Last', numeric: true, wide: false },
  { key: 'change', label: 'Change', numeric: true, wide: false },
  { key: 'changePct', label: 'Change %', numeric: true, wide: false },
  { key: 'high', label: 'High', numeric: true, wide: true },
  { key: 'low', label: 'Low', numeric: true, wide: true },
  { key: 'volume', label: 'Volume', numeric: true, wide: true },
];

/** Shown when a row has `talk`: after the changes, before the columns phones drop. */
const TALK_COLUMN: Column = {
  key: 'talk',
  label: 'Talk today',
  shortLabel: 'Talk',
  numeric: true,
  wide: false,
};

const COLUMNS_WITH_TALK: Column[] = [...COLUMNS.slice(0, 4), TALK_COLUMN, ...COLUMNS.slice(4)];

/** The bullish share of the posts that took a side, in whole percent; null when none did. */
export function bullishShare(talk: MarketTalk): number | null {
  const sided = Math.max(0, talk.bullish) + Math.max(0, talk.bearish);
  return sided > 0 ? Math.round((Math.max(0, talk.bullish) / sided) * 100) : null;
}

/** The figure a column sorts by; undefined or null when the row has none. */
function sortValue(row: MarketTableRow, key: Exclude<MarketSortKey, 'symbol'>) {
  return key === 'talk' ? row.talk?.mentions : row[key];
}

/**
 * The order after a click on a column's header: the same column flips; another starts A–Z for
 * the symbol and largest first for figures (top gainers, most traded), as market tables do.
 */
export function nextSort(current: MarketSort | null, key: MarketSortKey): MarketSort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: key === 'symbol' ? 'asc' : 'desc' };
}

/** The rows in `sort`'s order (a copy); rows missing the figure go last either way. */
export function sortMarketRows(
  rows: readonly MarketTableRow[],
  sort: MarketSort | null,
): MarketTableRow[] {
  if (!sort) return [...rows];
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows.toSorted((a, b) => {
    if (sort.key === 'symbol') return factor * a.symbol.localeCompare(b.symbol);
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x == null || y == null) return x == null ? (y == null ? 0 : 1) : -1;
    return factor * (x - y);
  });
}

function Missing() {
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden.Root>not available</VisuallyHidden.Root>
    </>
  );
}

interface RowProps {
  row: MarketTableRow;
  selectable: boolean;
  selected: boolean;
  /** Whether this row takes the table's one Tab stop. */
  tabStop: boolean;
  showSpark: boolean;
  showTalk: boolean;
  linkComponent: LinkComponent | undefined;
  locale: string;
  onChoose: (row: MarketTableRow) => void;
  onFocusRow: (id: MarketTableRowId) => void;
}

function MarketTableRow({
  row,
  selectable,
  selected,
  tabStop,
  showSpark,
  showTalk,
  linkComponent: Link,
  locale,
  onChoose,
  onFocusRow,
}: RowProps) {
  const { flash, tick } = usePriceFlash(row.price);
  const digits = priceDigits(row.price);
  // Rounded as shown, so a change that reads 0.00 is neither coloured nor given an arrow.
  const changePct = Number(row.changePct.toFixed(2));
  const changeDirection = directionOf(Number(row.change.toFixed(digits)));

  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!selectable) return;
    // A click on the ticker's link follows the link; it does not also select the row.
    if ((event.target as Element).closest('a, button')) return;
    onChoose(row);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (!selectable || event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onChoose(row);
    }
  };

  const ticker =
    row.href === undefined ? (
      <span data-slot="market-table-ticker" className={styles.ticker}>
        {row.symbol}
      </span>
    ) : Link ? (
      <Link
        href={row.href}
        data-slot="market-table-ticker"
        className={cx(styles.ticker, styles.tickerLink)}
      >
        {row.symbol}
      </Link>
    ) : (
      <a
        href={row.href}
        data-slot="market-table-ticker"
        className={cx(styles.ticker, styles.tickerLink)}
      >
        {row.symbol}
      </a>
    );

  return (
    <tr
      data-slot="market-table-row"
      data-id={row.id}
      data-selected={selected ? '' : undefined}
      aria-selected={selectable ? selected : undefined}
      tabIndex={selectable ? (tabStop ? 0 : -1) : undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow(row.id);
      }}
      className={cx(styles.row, selectable && styles.selectable, selected && styles.selected)}
    >
      <th scope="row" data-slot="market-table-symbol" className={styles.symbolCell}>
        <span className={styles.symbolLine}>
          {ticker}
          {row.marketOpen === false && (
            <Badge data-slot="market-table-closed" className={styles.closed}>
              Closed
            </Badge>
          )}
        </span>
        <span className={styles.name}>{row.name}</span>
      </th>
      <td
        data-slot="market-table-price"
        data-flash={flash}
        className={cx(styles.numeric, styles.priceCell)}
      >
        {/* Keyed on the move, so the flash animation starts again at every new price. */}
        <span
          key={tick}
          className={cx(
            styles.price,
            flash === 'up' && flashStyles.flashUp,
            flash === 'down' && flashStyles.flashDown,
          )}
        >
          {formatPrice(row.price, { currency: row.currency, locale })}
        </span>
      </td>
      <td
        data-slot="market-table-change"
        data-direction={changeDirection}
        className={cx(styles.numeric, styles[changeDirection], showTalk && styles.roomForTalk)}
      >
        {formatSigned(row.change, { locale, digits })}
      </td>
      <td data-slot="market-table-change-pct" className={styles.numeric}>
        <PriceChange value={changePct} variant="tinted" />
      </td>
      {showTalk && (
        <td data-slot="market-table-talk" className={cx(styles.numeric, styles.talkCell)}>
          {row.talk == null ? <Missing /> : <Talk talk={row.talk} locale={locale} />}
        </td>
      )}
      <td className={cx(styles.numeric, styles.wide)}>
        {row.high == null ? <Missing /> : formatPrice(row.high, { locale, digits })}
      </td>
      <td className={cx(styles.numeric, styles.wide)}>
        {row.low == null ? <Missing /> : formatPrice(row.low, { locale, digits })}
      </td>
      <td className={cx(styles.numeric, styles.wide)}>
        {row.volume == null ? <Missing /> : formatVolume(row.volume, locale)}
      </td>
      {showSpark && (
        <td className={cx(styles.sparkCell, styles.wide)}>
          {row.spark && row.spark.length > 1 ? <Sparkline values={row.spark} /> : <Missing />}
        </td>
      )}
    </tr>
  );
}

/**
 * Mentions, then the bullish share in words with a two-colour bar (up colour for bullish, down
 * for bearish). The words carry the meaning; the bar is decoration for the eye.
 */
function Talk({ talk, locale }: { talk: MarketTalk; locale: string }) {
  const share = bullishShare(talk);
  return (
    <span className={styles.talk}>
      <span data-slot="market-table-mentions" className={styles.mentions}>
        {talk.mentions.toLocaleString(locale)}
        <VisuallyHidden.Root>{talk.mentions === 1 ? ' mention' : ' mentions'}</VisuallyHidden.Root>
      </span>
      {share !== null && (
        <span className={styles.sentiment}>
          <span aria-hidden data-slot="market-table-talk-bar" className={styles.talkBar}>
            <span className={styles.talkBull} style={{ width: `${share}%` }} />
          </span>
          <span data-slot="market-table-bullish">{share}% bullish</span>
        </span>
      )}
    </span>
  );
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e'];

/**
 * A market's quotes: ticker and name, last price, change (signed, and in percent with an arrow),
 * high, low, volume and a trend line, with a "Closed" marker for markets not trading. Rows with
 * `talk` (a watchlist) add a "Talk today" column: mentions and the bullish share. Columns sort
 * from their headers; rows can be selected (click, or arrows then Enter); a price that moves
 * between renders flashes up or down. Under 640 px of width only the symbol, price and changes
 * stay (with talk: the symbol, price, change in percent and mentions).
 */
export function MarketTable({
  rows,
  caption,
  hideCaption = false,
  loading = false,
  emptyText = MARKET_EMPTY_TEXT,
  error,
  onRetry,
  selectedId,
  defaultSelectedId = null,
  onSelect,
  linkComponent,
  sort,
  defaultSort = null,
  onSortChange,
  palette,
  locale = 'en-US',
  className,
}: MarketTableProps) {
  const [currentSort, setSort] = useControllableState<MarketSort | null>({
    value: sort,
    defaultValue: defaultSort,
    onChange: onSortChange,
  });
  const [selected, setSelected] = useControllableState<MarketTableRowId | null>({
    value: selectedId,
    defaultValue: defaultSelectedId,
  });
  const [focusedId, setFocusedId] = useState<MarketTableRowId | null>(null);
  const hintId = useId();

  const selectable = onSelect !== undefined || selectedId !== undefined;
  const sorted = useMemo(() => sortMarketRows(rows, currentSort), [rows, currentSort]);
  const showSpark = rows.some((row) => row.spark !== undefined);
  const showTalk = rows.some((row) => row.talk !== undefined);
  const columns = showTalk ? COLUMNS_WITH_TALK : COLUMNS;
  const columnCount = columns.length + (showSpark ? 1 : 0);
  // One Tab stop for the rows: the one last focused, else the selected one, else the first.
  const tabStopId =
    [focusedId, selected].find((id) => id != null && sorted.some((row) => row.id === id)) ??
    sorted[0]?.id;

  const choose = (row: MarketTableRow) => {
    setSelected(row.id);
    onSelect?.(row);
  };

  let body: ReactNode;
  if (loading) {
    body = SKELETON_ROWS.map((key) => (
      <tr key={key} data-slot="market-table-skeleton" className={styles.row}>
        <td className={styles.symbolCell}>
          <Skeleton width="var(--space-12)" />
          <Skeleton width="var(--space-16)" />
        </td>
        {columns.slice(1).map((column) => (
          <td
            key={column.key}
            className={cx(
              styles.numeric,
              column.wide && styles.wide,
              showTalk && column.key === 'change' && styles.roomForTalk,
            )}
          >
            <Skeleton width="var(--space-12)" className={styles.skeletonFigure} />
          </td>
        ))}
        {showSpark && (
          <td className={cx(styles.sparkCell, styles.wide)}>
            <Skeleton width="var(--space-16)" className={styles.skeletonFigure} />
          </td>
        )}
      </tr>
    ));
  } else if (error) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <EmptyState
            size="compact"
            tone="error"
            title="Prices are not available"
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
    );
  } else if (sorted.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <EmptyState size="compact" title={emptyText} />
        </td>
      </tr>
    );
  } else {
    body = sorted.map((row) => (
      <MarketTableRow
        key={row.id}
        row={row}
        selectable={selectable}
        selected={selected === row.id}
        tabStop={tabStopId === row.id}
        showSpark={showSpark}
        showTalk={showTalk}
        linkComponent={linkComponent}
        locale={locale}
        onChoose={choose}
        onFocusRow={setFocusedId}
      />
    ));
  }

  return (
    <div data-slot="market-table" data-palette={palette} className={cx(styles.root, className)}>
      <table
        className={styles.table}
        aria-busy={loading || undefined}
        aria-describedby={selectable && !loading ? hintId : undefined}
      >
        <caption className={cx(styles.caption, hideCaption && styles.srOnly)}>
          {caption}
          {loading && <VisuallyHidden.Root> (loading)</VisuallyHidden.Root>}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const active = currentSort?.key === column.key ? currentSort.direction : undefined;
              const SortIcon =
                active === 'asc' ? ArrowUpIcon : active === 'desc' ? ArrowDownIcon : CaretSortIcon;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined
                  }
                  className={cx(
                    styles.header,
                    column.numeric && styles.numeric,
                    column.wide && styles.wide,
                    showTalk && column.key === 'change' && styles.roomForTalk,
                  )}
                >
                  <button
                    type="button"
                    data-slot="market-table-sort"
                    className={styles.sortButton}
                    disabled={loading}
                    onClick={() => setSort(nextSort(currentSort, column.key))}
                  >
                    {column.shortLabel ? (
                      <span>
                        {column.shortLabel}{' '}
                        <span className={styles.labelRest}>
                          {column.label.slice(column.shortLabel.length).trim()}
                        </span>
                      </span>
                    ) : (
                      column.label
                    )}
                    <SortIcon
                      aria-hidden
                      className={cx(styles.sortIcon, active && styles.sortIconActive)}
                    />
                  </button>
                </th>
              );
            })}
            {showSpark && (
              <th scope="col" className={cx(styles.header, styles.sparkCell, styles.wide)}>
                Trend
              </th>
            )}
          </tr>
        </thead>
        <tbody
          onKeyDown={(event) => {
            // From a row only: arrows inside a focused link keep their own meaning.
            if (selectable && (event.target as Element).matches(ROW)) moveFocus(event, ROW);
          }}
        >
          {body}
        </tbody>
      </table>
      {selectable && !loading && (
        <VisuallyHidden.Root id={hintId}>
          Arrow keys move between rows; Enter selects one.
        </VisuallyHidden.Root>
      )}
    </div>
  );
}

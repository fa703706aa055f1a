import { Cross2Icon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button.tsx';
import { cx } from '../lib/cx.ts';
import type { LinkComponent } from '../lib/link.ts';
import { SortableList } from '../sortable-list/sortable-list.tsx';
import { Spinner } from '../spinner/spinner.tsx';
import styles from './watchlist-editor.module.css';

/** One symbol of the watchlist being edited. */
export interface WatchlistEditorItem {
  id: number;
  /** The ticker: AAPL, SAP.DE. */
  symbol: string;
  /** The company's, fund's or asset's name. */
  name: string;
  /** Where it trades: NASDAQ, XETRA. */
  exchange?: string;
  /** The symbol's page: the ticker becomes a link. */
  href?: string;
}

export interface WatchlistSymbolEditorProps {
  items: readonly WatchlistEditorItem[];
  /** Every symbol id in the new order, after a drop or a move button. */
  onReorder: (ids: number[]) => void;
  onRemove: (id: number) => void;
  /** The symbol whose removal is in flight: its row shows a spinner, its button waits. */
  removingId?: number | null;
  disabled?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** What an empty list says, and what to do next. */
  emptyText?: ReactNode;
  /** Renders the ticker links (the app's RouterLink); a plain <a> by default. */
  linkComponent?: LinkComponent;
}

export const WATCHLIST_EDITOR_LABEL = 'Symbols in this watchlist';
export const WATCHLIST_EDITOR_EMPTY_TEXT = 'No symbols yet. Add one with the search above.';

const getId = (item: WatchlistEditorItem) => item.id;
const getLabel = (item: WatchlistEditorItem) => item.symbol;

/**
 * A watchlist's symbols, to put in order (drag handle, keyboard, or the move buttons) and to
 * remove one by one. Each row shows the ticker, the name (cut with an ellipsis, whole on hover)
 * and the exchange.
 */
export function WatchlistSymbolEditor({
  items,
  onReorder,
  onRemove,
  removingId = null,
  disabled = false,
  label = WATCHLIST_EDITOR_LABEL,
  emptyText = WATCHLIST_EDITOR_EMPTY_TEXT,
  linkComponent: Link,
}: WatchlistSymbolEditorProps) {
  const renderItem = (item: WatchlistEditorItem) => {
    const removing = removingId === item.id;
    const ticker =
      item.href === undefined ? (
        <span data-slot="watchlist-editor-ticker" className={styles.ticker}>
          {item.symbol}
        </span>
      ) : Link ? (
        <Link
          href={item.href}
          data-slot="watchlist-editor-ticker"
          className={cx(styles.ticker, styles.tickerLink)}
        >
          {item.symbol}
        </Link>
      ) : (
        <a
          href={item.href}
          data-slot="watchlist-editor-ticker"
          className={cx(styles.ticker, styles.tickerLink)}
        >
          {item.symbol}
        </a>
      );
    return (
      <div
        data-slot="watchlist-editor-row"
        data-id={item.id}
        data-removing={removing ? '' : undefined}
        className={cx(styles.row, removing && styles.removing)}
      >
        {ticker}
        <span data-slot="watchlist-editor-name" className={styles.name} title={item.name}>
          {item.name}
        </span>
        {item.exchange && (
          <span
            data-slot="watchlist-editor-exchange"
            className={styles.exchange}
            title={item.exchange}
          >
            {item.exchange}
          </span>
        )}
        <IconButton
          size="sm"
          variant="ghost"
          label={`Remove ${item.symbol}`}
          data-slot="watchlist-editor-remove"
          className={styles.remove}
          disabled={disabled || removing}
          aria-busy={removing || undefined}
          onClick={() => onRemove(item.id)}
        >
          {removing ? <Spinner size="sm" decorative /> : <Cross2Icon />}
        </IconButton>
      </div>
    );
  };

  return (
    <div data-slot="watchlist-editor" className={styles.root}>
      <SortableList
        items={items}
        getId={getId}
        getLabel={getLabel}
        renderItem={renderItem}
        onReorder={onReorder}
        label={label}
        disabled={disabled}
        emptyText={emptyText}
      />
    </div>
  );
}

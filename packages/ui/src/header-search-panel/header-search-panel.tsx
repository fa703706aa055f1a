import {
  type ComponentProps,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useRef,
} from 'react';
import { Avatar } from '../avatar/avatar.tsx';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { cx } from '../lib/cx.ts';
import { moveFocus } from '../lib/roving-focus.ts';
import { useControllableState } from '../lib/use-controllable-state.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs/tabs.tsx';
import styles from './header-search-panel.module.css';

export type SearchTab = 'symbols' | 'groups' | 'traders';
export type SymbolType = 'stocks' | 'crypto' | 'etf' | 'indices';
export type SymbolFilter = 'all' | SymbolType;

/** A symbol search result (spec point 3 "Symbol"). */
export interface SearchSymbol {
  symbol_id: number | string;
  symbol: string;
  company_name?: string | null;
  name?: string | null;
  country: string;
  exchange: string;
  type: SymbolType;
}

/** A group search result (spec point 3). */
export interface SearchGroup {
  id: number | string;
  group_name: string;
  group_title: string;
  avatar?: string | null;
}

/** A member search result (spec point 3). */
export interface SearchTrader {
  name: string;
  /** The profile's handle when it differs from the shown name: the link uses it. */
  userName?: string;
  avatar?: string | null;
}

export type SearchResult =
  | { kind: 'symbol'; symbol: SearchSymbol; href: string | undefined }
  | { kind: 'group'; group: SearchGroup; href: string }
  | { kind: 'trader'; trader: SearchTrader; href: string };

/** The spec's empty texts (point 2), exactly. */
export const SEARCH_EMPTY_TEXTS: Record<SymbolFilter | 'groups' | 'traders', string> = {
  all: 'No Results found',
  stocks: 'No Stocks To Show',
  crypto: 'No Cryptos To Show',
  etf: 'No ETF To Show',
  indices: 'No Indices To Show',
  groups: 'No Groups To Show',
  traders: 'No Traders To Show',
};

const SYMBOL_FILTERS: Array<{ value: SymbolFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'stocks', label: 'Stocks' },
  { value: 'crypto', label: 'Crypto' },
  { value: 'etf', label: 'ETF' },
  { value: 'indices', label: 'Indices' },
];

const TYPE_LABELS: Record<SymbolType, string> = {
  stocks: 'Stock',
  crypto: 'Crypto',
  etf: 'ETF',
  indices: 'Index',
};

/** /groups/{id}/{group title with spaces replaced by dashes} (spec point 2). */
export function groupHref(group: Pick<SearchGroup, 'id' | 'group_title'>): string {
  return `/groups/${group.id}/${group.group_title.replaceAll(' ', '-')}`;
}

/** /profile/{name} (spec point 2): the member's handle when the row carries one. */
export function traderHref(trader: Pick<SearchTrader, 'name' | 'userName'>): string {
  return `/profile/${encodeURIComponent(trader.userName ?? trader.name)}`;
}

/** What renders an in-app link (e.g. the router's Link, mapping `href` to its `to`). */
export type SearchLinkComponent = ComponentType<ComponentProps<'a'> & { href: string }>;

export interface HeaderSearchPanelHandle {
  /** Moves focus to the first result (e.g. on ArrowDown in the search box); false if none. */
  focusFirstResult(): boolean;
}

export interface HeaderSearchPanelProps {
  symbols: SearchSymbol[];
  groups: SearchGroup[];
  traders: SearchTrader[];
  /** The text searched for; empty means the lists are the defaults (spec point 4). */
  query?: string;
  /** The tab shown (controlled): it decides which search runs (spec point 5). */
  tab?: SearchTab;
  defaultTab?: SearchTab;
  onTabChange?: (tab: SearchTab) => void;
  /** The symbol sub-tab (controlled); symbols are filtered by type here. */
  symbolFilter?: SymbolFilter;
  defaultSymbolFilter?: SymbolFilter;
  onSymbolFilterChange?: (filter: SymbolFilter) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** A result was opened (click or Enter); `preventDefault()` to navigate yourself. */
  onSelect?: (result: SearchResult, event: MouseEvent<HTMLElement>) => void;
  /** Renders result links (the router's Link); a plain <a> by default. */
  linkComponent?: SearchLinkComponent;
  /** Where a symbol leads; without it symbol rows are buttons that only call `onSelect`. */
  getSymbolHref?: (symbol: SearchSymbol) => string | undefined;
  /** ArrowUp on the first result: give focus back (e.g. to the search box). */
  onExitTop?: () => void;
  ref?: Ref<HeaderSearchPanelHandle>;
  className?: string;
}

const ROW = '[data-slot="search-result"]';

/**
 * The header search panel (spec point 2): tabs Symbols, Groups and Traders, symbol sub-tabs, the
 * rows, the spec's empty texts and a loading state. ArrowDown/ArrowUp move through the results,
 * Enter opens one.
 */
export function HeaderSearchPanel({
  symbols,
  groups,
  traders,
  query = '',
  tab,
  defaultTab = 'symbols',
  onTabChange,
  symbolFilter,
  defaultSymbolFilter = 'all',
  onSymbolFilterChange,
  loading = false,
  error,
  onRetry,
  onSelect,
  linkComponent,
  getSymbolHref,
  onExitTop,
  ref,
  className,
}: HeaderSearchPanelProps) {
  const [activeTab, setActiveTab] = useControllableState<SearchTab>({
    value: tab,
    defaultValue: defaultTab,
    onChange: onTabChange,
  });
  const [filter, setFilter] = useControllableState<SymbolFilter>({
    value: symbolFilter,
    defaultValue: defaultSymbolFilter,
    onChange: onSymbolFilterChange,
  });
  const rootRef = useRef<HTMLDivElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      focusFirstResult() {
        const first = rootRef.current?.querySelector<HTMLElement>(ROW);
        first?.focus();
        return Boolean(first);
      },
    }),
    [],
  );

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ROW));
    if (event.key === 'ArrowUp' && rows[0] === document.activeElement && onExitTop) {
      event.preventDefault();
      onExitTop();
      return;
    }
    moveFocus(event, ROW);
  };

  const results = (emptyText: string, rows: ReactNode[]) => {
    if (loading) {
      return (
        <div role="status" aria-label="Searching" className={styles.list}>
          {['a', 'b', 'c', 'd'].map((key) => (
            <div key={key} className={styles.row}>
              <Skeleton shape="circle" />
              <span className={styles.rowText}>
                <Skeleton width="35%" />
                <Skeleton width="65%" />
              </span>
            </div>
          ))}
        </div>
      );
    }
    if (error) {
      return (
        <EmptyState
          size="compact"
          tone="error"
          title="Search is not available"
          description={error}
          action={
            onRetry && (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            )
          }
        />
      );
    }
    if (rows.length === 0) return <EmptyState size="compact" title={emptyText} />;
    return (
      <ul className={styles.list} onKeyDown={onListKeyDown}>
        {rows}
      </ul>
    );
  };

  const link = (
    result: SearchResult,
    label: string,
    children: ReactNode,
    key: string | number,
  ): ReactNode => {
    const common = {
      'data-slot': 'search-result',
      'aria-label': label,
      className: cx(styles.row, styles.result),
      onClick: (event: MouseEvent<HTMLElement>) => onSelect?.(result, event),
      children,
    };
    const Link = linkComponent;
    let element: ReactNode;
    if (result.href === undefined) element = <button type="button" {...common} />;
    else if (Link) element = <Link href={result.href} {...common} />;
    else element = <a href={result.href} {...common} />;
    return <li key={key}>{element}</li>;
  };

  const symbolRows = (list: SearchSymbol[]) =>
    list.map((symbol) => {
      const company = symbol.company_name || symbol.name || '';
      return link(
        { kind: 'symbol', symbol, href: getSymbolHref?.(symbol) },
        `${symbol.symbol}${company ? `, ${company}` : ''}`,
        <>
          <span className={styles.ticker}>{symbol.symbol}</span>
          <span className={styles.rowText}>
            <span className={styles.primary}>{company}</span>
            <span className={styles.secondary}>
              {symbol.country} · {symbol.exchange}
            </span>
          </span>
          <Badge>{TYPE_LABELS[symbol.type]}</Badge>
        </>,
        symbol.symbol_id,
      );
    });

  return (
    <div
      ref={rootRef}
      data-slot="header-search-panel"
      aria-busy={loading || undefined}
      className={cx(styles.panel, className)}
    >
      <p className={styles.caption}>{query ? `Results for “${query}”` : 'Popular right now'}</p>
      <Tabs
        value={activeTab}
        onValueChange={(next) => setActiveTab(next as SearchTab)}
        className={styles.tabs}
      >
        <TabsList aria-label="Search in">
          <TabsTrigger value="symbols">Symbols</TabsTrigger>
          <TabsTrigger value="groups">Groups</TabsTrigger>
          <TabsTrigger value="traders">Traders</TabsTrigger>
        </TabsList>
        <TabsContent value="symbols" className={styles.content}>
          <Tabs value={filter} onValueChange={(next) => setFilter(next as SymbolFilter)}>
            <TabsList variant="pill" aria-label="Symbol type">
              {SYMBOL_FILTERS.map((item) => (
                <TabsTrigger key={item.value} value={item.value}>
                  {item.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {SYMBOL_FILTERS.map((item) => (
              <TabsContent key={item.value} value={item.value} className={styles.content}>
                {results(
                  SEARCH_EMPTY_TEXTS[item.value],
                  symbolRows(
                    item.value === 'all'
                      ? symbols
                      : symbols.filter((symbol) => symbol.type === item.value),
                  ),
                )}
              </TabsContent>
            ))}
          </Tabs>
        </TabsContent>
        <TabsContent value="groups" className={styles.content}>
          {results(
            SEARCH_EMPTY_TEXTS.groups,
            groups.map((group) =>
              link(
                { kind: 'group', group, href: groupHref(group) },
                `${group.group_name}, ${group.group_title}`,
                <>
                  <Avatar src={group.avatar} name={group.group_title} decorative size="md" />
                  <span className={styles.rowText}>
                    <span className={styles.primary}>{group.group_name}</span>
                    <span className={styles.secondary}>{group.group_title}</span>
                  </span>
                </>,
                group.id,
              ),
            ),
          )}
        </TabsContent>
        <TabsContent value="traders" className={styles.content}>
          {results(
            SEARCH_EMPTY_TEXTS.traders,
            traders.map((trader) =>
              link(
                { kind: 'trader', trader, href: traderHref(trader) },
                trader.name,
                <>
                  <Avatar src={trader.avatar} name={trader.name} decorative size="md" />
                  <span className={styles.rowText}>
                    <span className={styles.primary}>{trader.name}</span>
                    {trader.userName && (
                      <span className={styles.secondary}>@{trader.userName}</span>
                    )}
                  </span>
                </>,
                trader.name,
              ),
            ),
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

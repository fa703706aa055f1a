import {
  HeaderSearchPanel,
  type HeaderSearchPanelHandle,
  type SearchGroup,
  type SearchSymbol,
  type SearchTab,
  type SearchTrader,
} from '@tapetv/ui/header-search-panel';
import { Popover, PopoverAnchor, PopoverContent } from '@tapetv/ui/popover';
import { useAtomValue, useSetAtom } from 'jotai';
import { type Ref, type RefObject, useEffect, useState } from 'react';
import { symbolHref } from '@/entities/symbol';
import { RouterLink } from '@/shared/ui/router-link';
import {
  resultsKey,
  SEARCH_DEBOUNCE_MS,
  searchText,
  shownRows,
  type SearchTab as Tab,
} from '../lib/search-rules.ts';
import {
  loadSearchDefaultsAtom,
  retrySearchAtom,
  runSearchAtom,
  searchTabAtoms,
  type TabSearchState,
} from '../model/header-search.atoms.ts';
import type { GroupResult, SymbolResult, TraderResult } from '../model/types.ts';
import styles from './header-search-popover.module.css';

export interface HeaderSearchPopoverProps {
  /** The search box the panel hangs from. */
  anchor: RefObject<HTMLDivElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The text typed in the box. */
  query: string;
  /** The panel's handle, so the box can move focus into the results (ArrowDown). */
  panelRef?: Ref<HeaderSearchPanelHandle>;
  /** ArrowUp on the first result: focus goes back to the box. */
  onExitTop?: () => void;
}

const toSymbol = (row: SymbolResult): SearchSymbol => row;
const toGroup = (row: GroupResult): SearchGroup => row;
const toTrader = (row: TraderResult): SearchTrader => ({
  name: row.name,
  userName: row.userName,
  avatar: row.avatar,
});

/** What one tab shows for the text: rows, whether they are on their way, and why not. */
function tabView<R>(state: TabSearchState<R>, tab: Tab, query: string) {
  const blank = searchText(query) === '';
  const key = resultsKey(tab, query);
  const held = blank ? state.defaults !== null : key in state.results;
  const error = state.error?.key === key ? state.error.message : null;
  return {
    rows: shownRows(query, state.defaults, state.results[key] ?? null),
    loading: !held && !error && (blank ? state.defaultsLoading || state.defaults === null : true),
    error: held ? null : error,
  };
}

/**
 * The header search's results (spec point 2 "Header search panel", point 4 "Search", point 5):
 * the defaults while the box is empty (each fetched once), and otherwise the chosen tab's search,
 * sent once typing pauses. Loaded on first use, with its popover.
 */
export function HeaderSearchPopover({
  anchor,
  open,
  onOpenChange,
  query,
  panelRef,
  onExitTop,
}: HeaderSearchPopoverProps) {
  const [tab, setTab] = useState<SearchTab>('symbols');
  const symbols = useAtomValue(searchTabAtoms.symbols);
  const groups = useAtomValue(searchTabAtoms.groups);
  const traders = useAtomValue(searchTabAtoms.traders);
  const loadDefaults = useSetAtom(loadSearchDefaultsAtom);
  const runSearch = useSetAtom(runSearchAtom);
  const retry = useSetAtom(retrySearchAtom);
  const text = searchText(query);
  // The text searched: follows the box once typing pauses.
  const [settled, setSettled] = useState(text);

  useEffect(() => {
    if (text === settled) return;
    const timer = setTimeout(() => setSettled(text), text === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, settled]);

  useEffect(() => {
    if (!open) return;
    if (settled === '') void loadDefaults(tab);
    else void runSearch(tab, settled);
  }, [open, tab, settled, loadDefaults, runSearch]);

  const waiting = text !== settled;
  const states = { symbols, groups, traders } as const;
  const view = tabView<unknown>(states[tab] as TabSearchState<unknown>, tab, settled);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={anchor} />
      <PopoverContent
        align="start"
        className={styles.content}
        onOpenAutoFocus={(event) => event.preventDefault()}
        // Clicks in the search box keep the panel open (the box is outside the popover).
        onInteractOutside={(event) => {
          if (anchor.current?.contains(event.target as Node)) event.preventDefault();
        }}
        aria-label="Search results"
      >
        <HeaderSearchPanel
          ref={panelRef}
          query={settled}
          tab={tab}
          onTabChange={setTab}
          symbols={tabView(symbols, 'symbols', settled).rows.map(toSymbol)}
          groups={tabView(groups, 'groups', settled).rows.map(toGroup)}
          traders={tabView(traders, 'traders', settled).rows.map(toTrader)}
          loading={view.loading || waiting}
          error={view.error}
          onRetry={() => void retry(tab, settled)}
          linkComponent={RouterLink}
          getSymbolHref={(symbol) => symbolHref(symbol.symbol)}
          onSelect={() => onOpenChange(false)}
          onExitTop={onExitTop}
        />
      </PopoverContent>
    </Popover>
  );
}

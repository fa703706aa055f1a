import { MagnifyingGlassIcon, PlusIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { Spinner } from '@tapetv/ui/spinner';
import { TextField } from '@tapetv/ui/text-field';
import { useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { SymbolSummary } from '@/entities/symbol';
import { NO_SYMBOL_FOUND, type Watchlist } from '@/entities/watchlist';
import { SEARCH_DEBOUNCE_MS, searchText } from '@/shared/lib/search';
import { FormAlert } from '@/shared/ui/form-alert';
import { addWatchlistSymbolAtom } from '../model/add-symbol.atoms.ts';
import {
  IDLE_SEARCH,
  searchWatchlistSymbolsAtom,
  symbolSearchAtomFamily,
} from '../model/symbol-search.atoms.ts';
import styles from './add-symbol-search.module.css';

export interface AddSymbolSearchProps {
  /** Which box this is (its results are its own): `first-symbol`, `watchlist:{id}`. */
  searchKey: string;
  /** The list to add to; without it the member's first list ("My watchlist" when none). */
  watchlistId?: number;
  /** Symbols the list holds already: they show "In list" instead of being added twice. */
  existingIds?: readonly number[];
  label?: string;
  disabled?: boolean;
  onAdded?: (watchlist: Watchlist, symbol: SymbolSummary) => void;
}

/**
 * A symbol search that adds to a list: typing searches once it pauses; Enter adds the first
 * result, a click (or Enter on it) adds any; ArrowDown moves into the results and Escape clears
 * the box. An empty answer says "No Symbol found"; a refusal (a duplicate, a full list) shows the
 * server's message.
 */
export function AddSymbolSearch({
  searchKey,
  watchlistId,
  existingIds = [],
  label = 'Add a symbol',
  disabled,
  onAdded,
}: AddSymbolSearchProps) {
  const searchAtom = symbolSearchAtomFamily(searchKey);
  const state = useAtomValue(searchAtom);
  const resetSearch = useSetAtom(searchAtom);
  const search = useSetAtom(searchWatchlistSymbolsAtom);
  const add = useSetAtom(addWatchlistSymbolAtom);
  const [query, setQuery] = useState('');
  // The text searched: follows the box once typing pauses.
  const [settled, setSettled] = useState('');
  const [adding, setAdding] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsId = useId();
  const text = searchText(query);

  useEffect(() => {
    if (text === settled) return;
    const timer = setTimeout(() => setSettled(text), text === '' ? 0 : SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, settled]);

  useEffect(() => {
    void search(searchKey, settled);
  }, [search, searchKey, settled]);

  // A box opened again starts empty.
  useEffect(() => () => resetSearch(IDLE_SEARCH), [resetSearch]);

  const answered = settled !== '' && state.query === settled && state.status !== 'loading';
  const results = answered ? state.results : [];
  const searching = text !== '' && !answered;
  const held = new Set(existingIds);

  async function choose(symbol: SymbolSummary) {
    if (adding !== null || disabled) return;
    if (held.has(symbol.symbol_id)) {
      setMessage({ tone: 'error', text: `${symbol.symbol} is already in this list.` });
      return;
    }
    setAdding(symbol.symbol_id);
    setMessage(null);
    const result = await add(
      watchlistId ? { symbolId: symbol.symbol_id, watchlistId } : { symbolId: symbol.symbol_id },
    );
    setAdding(null);
    if (!result.ok) {
      setMessage({ tone: 'error', text: result.message });
      return;
    }
    setQuery('');
    setMessage({ tone: 'success', text: `${symbol.symbol} added to ${result.watchlist.title}.` });
    inputRef.current?.focus();
    onAdded?.(result.watchlist, symbol);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      const first = results[0];
      if (first && !searching) void choose(first);
      else if (text !== settled) setSettled(text);
    } else if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      buttons[Math.min(index + 1, buttons.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (index === 0) inputRef.current?.focus();
      else buttons[index - 1]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      inputRef.current?.focus();
    }
  }

  return (
    <div className={styles.root} data-slot="add-symbol-search">
      <TextField
        ref={inputRef}
        type="search"
        label={label}
        iconStart={<MagnifyingGlassIcon />}
        placeholder="Ticker or company, e.g. AAPL"
        autoComplete="off"
        spellCheck={false}
        value={query}
        disabled={disabled}
        aria-controls={results.length > 0 ? resultsId : undefined}
        description={
          results.length > 0 ? 'Enter adds the first result; ArrowDown moves to the others.' : null
        }
        onChange={(event) => {
          setQuery(event.target.value);
          setMessage(null);
        }}
        onKeyDown={onInputKeyDown}
      />
      {searching && (
        <p role="status" className={styles.status}>
          <Spinner size="sm" decorative /> Searching…
        </p>
      )}
      {answered && state.error === NO_SYMBOL_FOUND && (
        <p role="status" className={styles.status}>
          {NO_SYMBOL_FOUND}
        </p>
      )}
      {answered && state.status === 'error' && (
        <div role="alert" className={styles.status}>
          {state.error}{' '}
          <Button variant="ghost" size="sm" onClick={() => void search(searchKey, settled)}>
            Try again
          </Button>
        </div>
      )}
      {results.length > 0 && (
        <ul
          id={resultsId}
          ref={listRef}
          className={styles.results}
          aria-label={`Symbols matching “${settled}”`}
          onKeyDown={onListKeyDown}
        >
          {results.map((symbol, index) => {
            const inList = held.has(symbol.symbol_id);
            return (
              <li key={symbol.symbol_id}>
                <button
                  type="button"
                  className={styles.result}
                  data-first={index === 0 ? '' : undefined}
                  aria-disabled={inList || adding !== null || disabled ? true : undefined}
                  aria-label={
                    inList
                      ? `${symbol.symbol} ${symbol.name}, already in this list`
                      : `Add ${symbol.symbol} ${symbol.name}`
                  }
                  onClick={() => void choose(symbol)}
                >
                  <span className={styles.ticker}>{symbol.symbol}</span>
                  <span className={styles.name}>{symbol.name}</span>
                  <span className={styles.exchange}>{symbol.exchange}</span>
                  <span className={styles.action} aria-hidden>
                    {adding === symbol.symbol_id ? (
                      <Spinner size="sm" decorative />
                    ) : inList ? (
                      'In list'
                    ) : (
                      <>
                        <PlusIcon /> Add
                      </>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {message && <FormAlert tone={message.tone}>{message.text}</FormAlert>}
    </div>
  );
}

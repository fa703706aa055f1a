import { SEARCH_DEBOUNCE_MS, searchText } from '@/shared/lib/search';

/** The header search's tabs (spec point 2); the tab shown decides which search runs (point 5). */
export type SearchTab = 'symbols' | 'groups' | 'traders';

// Shared with the watchlists' symbol search; blank text here means "show the defaults".
export { SEARCH_DEBOUNCE_MS, searchText };

/**
 * What the panel shows for a tab (spec point 4 "Search"): the default list while the text is
 * empty, the query's results otherwise.
 */
export function shownRows<T>(
  query: string,
  defaults: readonly T[] | null,
  results: readonly T[] | null,
): readonly T[] {
  return searchText(query) === '' ? (defaults ?? []) : (results ?? []);
}

/** The key of one search's results: a tab and the text searched. */
export const resultsKey = (tab: SearchTab, query: string) => `${tab}:${searchText(query)}`;

/**
 * Whether this tab's search must be sent (spec point 5): only for non-empty text, and only when
 * its answer is not already held.
 */
export function needsSearch(query: string, held: boolean): boolean {
  return searchText(query) !== '' && !held;
}

/**
 * Whether a tab's default list must be fetched (spec point 7: "fetched once if empty"): while it
 * has not arrived and no fetch is under way. Once it has, it is never fetched again.
 */
export function needsDefaults(defaults: readonly unknown[] | null, loading: boolean): boolean {
  return defaults === null && !loading;
}

/** Keeps the newest results only: at most `max` searches are held, oldest dropped first. */
export function rememberResults<T>(
  held: Readonly<Record<string, T>>,
  key: string,
  rows: T,
  max = 30,
): Record<string, T> {
  const { [key]: _previous, ...rest } = held;
  const entries = Object.entries(rest);
  return Object.fromEntries([...entries.slice(Math.max(0, entries.length - max + 1)), [key, rows]]);
}

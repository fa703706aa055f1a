import { limits } from '@tapetv/api-client';
import { paths } from '@/shared/config';
import type { Watchlist, WatchlistPrivacy } from '../model/types.ts';

/**
 * The watchlist screens: the list's table (/watchlist), its editor and the manage view (all the
 * member's lists, to order, rename or delete).
 */
export type WatchlistScreen = 'table' | 'edit' | 'manage';

/**
 * Spec point 9: a list's symbols are loaded only when it has at least one symbol and the view is
 * not the manage view (which shows titles and counts only). An empty list needs no call: its
 * table is empty.
 */
export function shouldLoadSymbols(
  watchlist: Pick<Watchlist, 'symbol_count'>,
  screen: WatchlistScreen,
): boolean {
  return watchlist.symbol_count >= 1 && screen !== 'manage';
}

/** Spec point 8: the error a symbol search with no results sets, exactly. */
export const NO_SYMBOL_FOUND = 'No Symbol found';

/** A symbol search's error from its answer: "No Symbol found" for an empty list, else none. */
export function symbolSearchError(rows: readonly unknown[]): string | null {
  return rows.length === 0 ? NO_SYMBOL_FOUND : null;
}

/**
 * What the privacy selector shows (spec point 4: "Privacy is set by the user. The response
 * carries selectedPrivacy"): the choice while its call runs, then whatever the server answered
 * (`saved` becomes its `selectedPrivacy`), and after a refusal the saved value again.
 */
export function shownPrivacy(
  saved: WatchlistPrivacy,
  requested: WatchlistPrivacy | null,
): WatchlistPrivacy {
  return requested ?? saved;
}

/**
 * `items` in the order of `ids` (a drag's or move button's answer): ids not among the items are
 * skipped, and items the ids leave out keep their place after the others, so nothing is lost.
 */
export function inOrder<T>(
  items: readonly T[],
  ids: readonly number[],
  getId: (item: T) => number,
): T[] {
  const byId = new Map(items.map((item) => [getId(item), item]));
  const ordered = ids.flatMap((id) => {
    const item = byId.get(id);
    return item === undefined ? [] : [item];
  });
  const placed = new Set(ids);
  return [...ordered, ...items.filter((item) => !placed.has(getId(item)))];
}

/** A list with its symbols in a new order (`symbol_positions` follows them). */
export function withSymbolOrder(watchlist: Watchlist, ids: readonly number[]): Watchlist {
  const symbols = inOrder(watchlist.watchlist_symbols, ids, (symbol) => symbol.symbol_id);
  return {
    ...watchlist,
    watchlist_symbols: symbols,
    symbol_positions: symbols.map((symbol) => symbol.symbol_id),
  };
}

/** A list id from an address (`/watchlist/edit/7`, `?list=7`): a positive integer, or null. */
export function parseWatchlistId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The tab `?list=` names when it is one of the lists, else the first list. */
export function selectedWatchlist<T extends { id: number }>(
  lists: readonly T[],
  listParam: string | null,
): T | undefined {
  const id = parseWatchlistId(listParam);
  return lists.find((list) => list.id === id) ?? lists[0];
}

/** A list's read-only or own view: the viewer's own lists open on /watchlist?list=. */
export function watchlistHref(watchlist: Watchlist, viewerId: number | null | undefined): string {
  return watchlist.is_owner || watchlist.owner.id === viewerId
    ? paths.watchlistList(watchlist.id)
    : paths.watchlistList(watchlist.id, watchlist.owner.id);
}

type TitleBounds = { minLength: number; maxLength: number };

/**
 * The title's check before a round trip, with the contract's bounds (`limits.watchlist` for a
 * new list, `limits.watchlistUpdate` for a rename): trimmed, 1 to 60 characters.
 */
export function checkWatchlistTitle(
  title: string,
  bounds: TitleBounds = limits.watchlist.title,
): string | undefined {
  const trimmed = title.trim();
  if (trimmed.length < bounds.minLength) return 'Give the list a title.';
  if (trimmed.length > bounds.maxLength)
    return `A title has at most ${bounds.maxLength} characters.`;
  return undefined;
}

/** How many symbols one list may hold (the contract's `symbol_positions` bound). */
export const WATCHLIST_SYMBOLS_MAX = limits.watchlistUpdate.symbol_positions.maxItems;

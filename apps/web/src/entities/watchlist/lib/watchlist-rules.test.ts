import { describe, expect, it } from 'vitest';
import { watchlistFactory, watchlistSymbolFactory } from '@/shared/lib/test';
import {
  checkWatchlistTitle,
  inOrder,
  NO_SYMBOL_FOUND,
  parseWatchlistId,
  selectedWatchlist,
  shouldLoadSymbols,
  shownPrivacy,
  symbolSearchError,
  watchlistHref,
  withSymbolOrder,
} from './watchlist-rules.ts';

const apple = watchlistSymbolFactory({ symbol_id: 1, symbol: 'AAPL' });
const nvidia = watchlistSymbolFactory({ symbol_id: 2, symbol: 'NVDA' });
const tesla = watchlistSymbolFactory({ symbol_id: 3, symbol: 'TSLA' });

describe('shouldLoadSymbols (spec point 9)', () => {
  it('loads a list with at least one symbol on the table and the editor', () => {
    expect(shouldLoadSymbols({ symbol_count: 1 }, 'table')).toBe(true);
    expect(shouldLoadSymbols({ symbol_count: 12 }, 'edit')).toBe(true);
  });

  it('never loads a list without symbols', () => {
    expect(shouldLoadSymbols({ symbol_count: 0 }, 'table')).toBe(false);
    expect(shouldLoadSymbols({ symbol_count: 0 }, 'edit')).toBe(false);
  });

  it('never loads symbols on the manage view, whatever the count', () => {
    expect(shouldLoadSymbols({ symbol_count: 1 }, 'manage')).toBe(false);
    expect(shouldLoadSymbols({ symbol_count: 50 }, 'manage')).toBe(false);
  });
});

describe('symbolSearchError (spec point 8 "Other errors")', () => {
  it('is exactly "No Symbol found" for an empty answer, and nothing otherwise', () => {
    expect(NO_SYMBOL_FOUND).toBe('No Symbol found');
    expect(symbolSearchError([])).toBe('No Symbol found');
    expect(symbolSearchError([apple])).toBeNull();
  });
});

describe('shownPrivacy (spec point 4 "Watchlists")', () => {
  it('shows the choice while it is sent, else what the server last answered', () => {
    expect(shownPrivacy('private', 'public')).toBe('public');
    expect(shownPrivacy('followers', null)).toBe('followers');
  });
});

describe('ordering', () => {
  it('puts items in the order of the ids, keeping any the ids leave out at the end', () => {
    const get = (item: { symbol_id: number }) => item.symbol_id;
    expect(inOrder([apple, nvidia, tesla], [3, 1, 2], get)).toEqual([tesla, apple, nvidia]);
    expect(inOrder([apple, nvidia, tesla], [2, 99], get)).toEqual([nvidia, apple, tesla]);
  });

  it('reorders a list’s symbols and its symbol_positions together', () => {
    const list = watchlistFactory({ id: 4, watchlist_symbols: [apple, nvidia, tesla] });
    const moved = withSymbolOrder(list, [2, 3, 1]);
    expect(moved.watchlist_symbols.map((symbol) => symbol.symbol)).toEqual([
      'NVDA',
      'TSLA',
      'AAPL',
    ]);
    expect(moved.symbol_positions).toEqual([2, 3, 1]);
    expect(list.symbol_positions).toEqual([1, 2, 3]);
  });
});

describe('addresses', () => {
  it.each([
    ['7', 7],
    ['123', 123],
  ])('reads list id %s', (value, id) => {
    expect(parseWatchlistId(value)).toBe(id);
  });

  it.each(['0', '-1', '07', 'abc', '1.5', '', null, undefined])('refuses list id %s', (value) => {
    expect(parseWatchlistId(value)).toBeNull();
  });

  it('selects the list ?list= names, else the first one', () => {
    const lists = [watchlistFactory({ id: 4 }), watchlistFactory({ id: 9 })];
    expect(selectedWatchlist(lists, '9')?.id).toBe(9);
    expect(selectedWatchlist(lists, '5')?.id).toBe(4);
    expect(selectedWatchlist(lists, null)?.id).toBe(4);
    expect(selectedWatchlist([], '9')).toBeUndefined();
  });

  it('opens the viewer’s own lists on /watchlist and another member’s read-only', () => {
    expect(watchlistHref(watchlistFactory({ id: 4 }), 1)).toBe('/watchlist?list=4');
    const theirs = watchlistFactory({
      id: 8,
      is_owner: false,
      owner: { id: 5, name: 'Sam', user_name: 'sam', avatar: '/a.jpg' },
    });
    expect(watchlistHref(theirs, 1)).toBe('/watchlist?user=5&list=8');
  });
});

describe('checkWatchlistTitle (the contract’s limits)', () => {
  it('asks for a title and refuses one over 60 characters, counting without the spaces around', () => {
    expect(checkWatchlistTitle('   ')).toBe('Give the list a title.');
    expect(checkWatchlistTitle('x'.repeat(61))).toBe('A title has at most 60 characters.');
    expect(checkWatchlistTitle(` ${'x'.repeat(60)} `)).toBeUndefined();
    expect(checkWatchlistTitle('Tech')).toBeUndefined();
  });
});

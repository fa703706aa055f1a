import { describe, expect, it } from 'vitest';
import {
  needsDefaults,
  needsSearch,
  rememberResults,
  resultsKey,
  searchText,
  shownRows,
} from './search-rules.ts';

describe('header search rules (spec points 4 and 5)', () => {
  it('shows the defaults while the text is empty or blank, the results otherwise', () => {
    expect(shownRows('', ['d'], ['r'])).toEqual(['d']);
    expect(shownRows('   ', ['d'], ['r'])).toEqual(['d']);
    expect(shownRows('app', ['d'], ['r'])).toEqual(['r']);
    expect(shownRows('app', ['d'], null)).toEqual([]);
    expect(shownRows('', null, ['r'])).toEqual([]);
  });

  it('queries the server only for non-empty text whose answer is not held', () => {
    expect(needsSearch('', false)).toBe(false);
    expect(needsSearch('  ', false)).toBe(false);
    expect(needsSearch('app', false)).toBe(true);
    expect(needsSearch('app', true)).toBe(false);
  });

  it('fetches a default list once: not while it is loading, never after it arrived', () => {
    expect(needsDefaults(null, false)).toBe(true);
    expect(needsDefaults(null, true)).toBe(false);
    expect(needsDefaults([], false)).toBe(false);
    expect(needsDefaults(['x'], false)).toBe(false);
  });

  it('keys results by tab and trimmed text', () => {
    expect(resultsKey('symbols', ' app ')).toBe('symbols:app');
    expect(resultsKey('groups', 'app')).not.toBe(resultsKey('symbols', 'app'));
    expect(searchText('  a b ')).toBe('a b');
  });

  it('keeps the newest answers only, a repeated text moving to the newest place', () => {
    let held: Record<string, number> = {};
    for (let index = 0; index < 5; index += 1) held = rememberResults(held, `k${index}`, index, 3);
    expect(Object.keys(held)).toEqual(['k2', 'k3', 'k4']);
    held = rememberResults(held, 'k2', 9, 3);
    expect(Object.keys(held)).toEqual(['k3', 'k4', 'k2']);
    expect(held.k2).toBe(9);
  });
});

import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const { loadSearchDefaultsAtom, retrySearchAtom, runSearchAtom, searchTabAtoms } = await import(
  './header-search.atoms.ts'
);

const apple = {
  symbol_id: 1,
  symbol: 'AAPL',
  company_name: 'Apple Inc.',
  name: 'Apple Inc.',
  country: 'US',
  exchange: 'NASDAQ',
  type: 'stocks' as const,
  region: 'us',
  sector: 'technology',
  currency: 'USD',
};
const club = {
  id: 4,
  group_name: 'options',
  group_title: 'Options Club',
  avatar: '/a.jpg',
  url: '/groups/4/Options-Club',
};

beforeEach(() => {
  get.mockReset();
});

describe('header search state (spec points 4, 5 and 7 "Search")', () => {
  it('fetches each tab’s default list once, from that tab’s own call', async () => {
    const store = createStore();
    get.mockResolvedValue({ data: [apple] });
    await store.set(loadSearchDefaultsAtom, 'symbols');
    await store.set(loadSearchDefaultsAtom, 'symbols');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/api/searchSymbol/default');
    expect(store.get(searchTabAtoms.symbols).defaults).toEqual([apple]);

    get.mockResolvedValue({ data: [club] });
    await store.set(loadSearchDefaultsAtom, 'groups');
    expect(get).toHaveBeenLastCalledWith('/api/searchGroups/default');
    get.mockResolvedValue({ data: [] });
    await store.set(loadSearchDefaultsAtom, 'traders');
    await store.set(loadSearchDefaultsAtom, 'traders');
    expect(get).toHaveBeenLastCalledWith('/api/searchMembers/default');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('sends nothing for empty text, and the chosen tab decides which search runs', async () => {
    const store = createStore();
    get.mockResolvedValue({ data: [] });
    await store.set(runSearchAtom, 'symbols', '   ');
    expect(get).not.toHaveBeenCalled();

    await store.set(runSearchAtom, 'symbols', ' app ');
    expect(get).toHaveBeenLastCalledWith('/api/symbol/search', { query: { query: 'app' } });
    await store.set(runSearchAtom, 'groups', 'app');
    expect(get).toHaveBeenLastCalledWith('/api/searchGroups', { query: { query: 'app' } });
    await store.set(runSearchAtom, 'traders', 'app');
    expect(get).toHaveBeenLastCalledWith('/api/searchMembers', { query: { query: 'app' } });
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer, so the same text is not searched twice', async () => {
    const store = createStore();
    get.mockResolvedValue({ data: [apple] });
    await store.set(runSearchAtom, 'symbols', 'app');
    await store.set(runSearchAtom, 'symbols', 'app ');
    expect(get).toHaveBeenCalledTimes(1);
    expect(store.get(searchTabAtoms.symbols).results['symbols:app']).toEqual([apple]);
  });

  it('keeps a late answer without undoing the newer search’s loading state', async () => {
    const store = createStore();
    let answerFirst: (value: unknown) => void = () => {};
    get.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    get.mockImplementationOnce(() => new Promise(() => {}));
    const first = store.set(runSearchAtom, 'symbols', 'ap');
    void store.set(runSearchAtom, 'symbols', 'app');
    answerFirst({ data: [apple] });
    await first;
    const state = store.get(searchTabAtoms.symbols);
    expect(state.results['symbols:ap']).toEqual([apple]);
    expect(state.pending).toBe('symbols:app');
  });

  it('says why a search failed, and Retry sends it again', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new ApiError(500, { message: 'Search is down' }, 'Search is down'));
    await store.set(runSearchAtom, 'groups', 'opt');
    expect(store.get(searchTabAtoms.groups).error).toEqual({
      key: 'groups:opt',
      message: 'Search is down',
    });
    get.mockResolvedValueOnce({ data: [club] });
    await store.set(retrySearchAtom, 'groups', 'opt');
    expect(store.get(searchTabAtoms.groups)).toMatchObject({
      error: null,
      results: { 'groups:opt': [club] },
    });
  });
});

import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { homeFactory } from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const { homeAtom, loadHomeAtom } = await import('./home.atoms.ts');

beforeEach(() => {
  vi.resetAllMocks();
});

describe('the home page’s figures', () => {
  it('loads GET /api/home', async () => {
    const home = homeFactory();
    get.mockResolvedValueOnce(home);
    const store = createStore();

    await store.set(loadHomeAtom);

    expect(get).toHaveBeenCalledWith('/api/home');
    expect(store.get(homeAtom)).toEqual({ status: 'ready', home, error: null });
  });

  it('keeps what it showed when a refresh fails, and says why', async () => {
    const home = homeFactory();
    get.mockResolvedValueOnce(home);
    const store = createStore();
    await store.set(loadHomeAtom);
    get.mockRejectedValueOnce(new Error('offline'));

    await store.set(loadHomeAtom);

    expect(store.get(homeAtom)).toMatchObject({ status: 'error', home });
    expect(store.get(homeAtom).error).toEqual(expect.any(String));
  });

  it('asks once while an answer is on its way', async () => {
    let answer: (value: unknown) => void = () => {};
    get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const store = createStore();

    const first = store.set(loadHomeAtom);
    await store.set(loadHomeAtom);
    answer(homeFactory());
    await first;

    expect(get).toHaveBeenCalledTimes(1);
    expect(store.get(homeAtom).status).toBe('ready');
  });
});

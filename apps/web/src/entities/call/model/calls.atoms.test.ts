import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileCalls } from './types.ts';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const { callsAtomFamily, loadCallsAtom } = await import('./calls.atoms.ts');

const empty: ProfileCalls = {
  summary: {
    calls: 0,
    scored: 0,
    right: 0,
    wrong: 0,
    hit_rate: null,
    avg_return_pct: null,
    simulated: false,
  },
  calls: [],
};

beforeEach(() => vi.resetAllMocks());

describe('calls', () => {
  it('loads a member’s calls by user name', async () => {
    const store = createStore();
    get.mockResolvedValueOnce(empty);
    const loading = store.set(loadCallsAtom, 'dana');
    expect(store.get(callsAtomFamily('dana')).status).toBe('loading');
    await loading;
    expect(get).toHaveBeenCalledWith('/api/profile/{userName}/calls', {
      path: { userName: 'dana' },
    });
    expect(store.get(callsAtomFamily('dana'))).toEqual({ status: 'ready', calls: empty });
  });

  it('is an error when loading fails, keeping the calls shown before', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new TypeError('offline'));
    await store.set(loadCallsAtom, 'sam');
    expect(store.get(callsAtomFamily('sam'))).toEqual({ status: 'error', calls: null });

    get.mockResolvedValueOnce(empty).mockRejectedValueOnce(new TypeError('offline'));
    await store.set(loadCallsAtom, 'kept');
    await store.set(loadCallsAtom, 'kept');
    expect(store.get(callsAtomFamily('kept'))).toEqual({ status: 'error', calls: empty });
  });
});

import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { justJoinedAtom, signOutAtom, viewerAtom } from '@/entities/session';
import { userFactory } from '@/shared/lib/test';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { post },
}));

const { confirmRegistrationAtom } = await import('./register.atoms.ts');

beforeEach(() => vi.resetAllMocks());

describe('finishing the sign-up', () => {
  it('logs the new member in and marks them just joined (the feed’s welcome step), until they log out', async () => {
    const store = createStore();
    const user = userFactory({ id: 31, name: 'Noor New' });
    post.mockResolvedValueOnce({ user });
    expect(await store.set(confirmRegistrationAtom, 'token-1')).toEqual({ ok: true });
    expect(post).toHaveBeenCalledWith('/register/confirm', { body: { token: 'token-1' } });
    expect(store.get(viewerAtom)).toEqual(user);
    expect(store.get(justJoinedAtom)).toBe(true);
    store.set(signOutAtom);
    expect(store.get(justJoinedAtom)).toBe(false);
  });

  it('a refused link leaves nobody logged in and no welcome', async () => {
    const store = createStore();
    post.mockRejectedValueOnce(new Error('expired'));
    expect((await store.set(confirmRegistrationAtom, 'old')).ok).toBe(false);
    expect(store.get(viewerAtom)).toBeNull();
    expect(store.get(justJoinedAtom)).toBe(false);
  });
});

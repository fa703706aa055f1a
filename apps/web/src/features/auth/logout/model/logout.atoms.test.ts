import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));

const { logOutAtom } = await import('./logout.atoms.ts');

describe('logOutAtom', () => {
  it('calls POST /logout, then leaves for home', async () => {
    post.mockResolvedValue({ success: true, message: 'You have been logged out.' });
    const leave = vi.fn();
    await createStore().set(logOutAtom, leave);
    expect(post).toHaveBeenCalledWith('/logout');
    expect(leave).toHaveBeenCalledTimes(1);
    expect(post.mock.invocationCallOrder[0]).toBeLessThan(leave.mock.invocationCallOrder[0] ?? 0);
  });

  it('leaves even when the call fails', async () => {
    post.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const leave = vi.fn();
    await createStore().set(logOutAtom, leave);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

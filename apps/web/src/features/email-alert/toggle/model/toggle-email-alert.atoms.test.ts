import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailAlertsAtom, loadEmailAlertsAtom } from '@/entities/research/email-alert';
import { emailAlertFactory, emailAlertsFactory } from '@/shared/lib/test';

const { get, post, remove } = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), remove: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, post, delete: remove },
}));

const { toggleEmailAlertAtom } = await import('./toggle-email-alert.atoms.ts');

async function loadedStore() {
  const store = createStore();
  get.mockResolvedValueOnce(emailAlertsFactory({ new_reports: 'active' }));
  await store.set(loadEmailAlertsAtom);
  return store;
}

const statuses = (store: ReturnType<typeof createStore>) =>
  store.get(emailAlertsAtom).alerts?.lists.map((each) => each.status);

beforeEach(() => {
  for (const mock of [get, post, remove]) mock.mockReset();
});

describe('turning an email alert on or off', () => {
  it('on: POSTs the list and keeps the server’s pending state', async () => {
    const store = await loadedStore();
    post.mockResolvedValueOnce(emailAlertFactory({ list: 'daily_wrap', status: 'pending' }));
    expect(await store.set(toggleEmailAlertAtom, { list: 'daily_wrap', on: true })).toEqual({
      ok: true,
    });
    expect(post).toHaveBeenCalledWith('/api/emailAlerts/{list}', { path: { list: 'daily_wrap' } });
    expect(statuses(store)).toEqual(['pending', 'off', 'active']);
  });

  it('off: DELETEs the list', async () => {
    const store = await loadedStore();
    remove.mockResolvedValueOnce(emailAlertFactory({ list: 'new_reports', status: 'off' }));
    await store.set(toggleEmailAlertAtom, { list: 'new_reports', on: false });
    expect(remove).toHaveBeenCalledWith('/api/emailAlerts/{list}', {
      path: { list: 'new_reports' },
    });
    expect(statuses(store)).toEqual(['off', 'off', 'off']);
  });

  it('a refusal changes nothing and answers the server’s words', async () => {
    const store = await loadedStore();
    post.mockRejectedValueOnce(
      new ApiError(
        429,
        { code: 'TOO_MANY_REQUESTS', message: 'Check your inbox.' },
        'Check your inbox.',
      ),
    );
    const result = await store.set(toggleEmailAlertAtom, { list: 'daily_wrap', on: true });
    expect(result).toMatchObject({ ok: false, message: 'Check your inbox.' });
    expect(statuses(store)).toEqual(['off', 'off', 'active']);
  });
});

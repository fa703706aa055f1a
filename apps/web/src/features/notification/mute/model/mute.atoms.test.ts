import { ApiError } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { get, put, notify } = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn(), notify: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get, put },
}));
vi.mock('@/shared/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/lib/notify')>()),
  notify,
}));

const { loadNotificationSettingsAtom, notificationSettingsAtom, setMutedAtom } = await import(
  './mute.atoms.ts'
);

async function loaded(muted: string[]) {
  const store = createStore();
  get.mockResolvedValueOnce({ muted });
  await store.set(loadNotificationSettingsAtom);
  return store;
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('notification mutes', () => {
  it('loads the muted kinds', async () => {
    const store = await loaded(['reaction']);
    expect(get).toHaveBeenCalledWith('/api/notifications/settings');
    expect(store.get(notificationSettingsAtom)).toEqual({
      status: 'ready',
      muted: ['reaction'],
      saving: null,
    });
  });

  it('a failed load is an error state, nothing muted assumed', async () => {
    const store = createStore();
    get.mockRejectedValueOnce(new ApiError(500, { message: 'Server Error' }, 'Server Error'));
    await store.set(loadNotificationSettingsAtom);
    expect(store.get(notificationSettingsAtom).status).toBe('error');
  });

  it('sends the whole set in a stable order and keeps what the server answered', async () => {
    const store = await loaded(['comment']);
    put.mockResolvedValueOnce({ success: true, message: 'saved', muted: ['follower', 'comment'] });
    const saving = store.set(setMutedAtom, 'follower', true);
    // The switch moves at once, and a second change waits for the first.
    expect(store.get(notificationSettingsAtom)).toMatchObject({
      muted: ['follower', 'comment'],
      saving: 'follower',
    });
    expect(await store.set(setMutedAtom, 'reaction', true)).toBe(false);
    expect(await saving).toBe(true);
    expect(put).toHaveBeenCalledTimes(1);
    expect(put).toHaveBeenCalledWith('/api/notifications/settings', {
      body: { muted: ['follower', 'comment'] },
    });
    expect(store.get(notificationSettingsAtom)).toEqual({
      status: 'ready',
      muted: ['follower', 'comment'],
      saving: null,
    });
    expect(notify).toHaveBeenCalledWith('notificationSettingsSuccess');
  });

  it('unmuting removes the kind', async () => {
    const store = await loaded(['comment', 'pollVote']);
    put.mockResolvedValueOnce({ success: true, message: 'saved', muted: ['pollVote'] });
    await store.set(setMutedAtom, 'comment', false);
    expect(put).toHaveBeenCalledWith('/api/notifications/settings', {
      body: { muted: ['pollVote'] },
    });
  });

  it('a refusal puts the switch back and says so', async () => {
    const store = await loaded(['reaction']);
    const failure = new ApiError(500, { message: 'Server Error' }, 'Server Error');
    put.mockRejectedValueOnce(failure);
    expect(await store.set(setMutedAtom, 'follower', true)).toBe(false);
    expect(store.get(notificationSettingsAtom)).toEqual({
      status: 'ready',
      muted: ['reaction'],
      saving: null,
    });
    expect(notify).toHaveBeenCalledWith('notificationSettingsFailure', { error: failure });
  });

  it('nothing is sent before the settings loaded', async () => {
    const store = createStore();
    expect(await store.set(setMutedAtom, 'follower', true)).toBe(false);
    expect(put).not.toHaveBeenCalled();
  });
});

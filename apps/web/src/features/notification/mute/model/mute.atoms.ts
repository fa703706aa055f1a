import { atom } from 'jotai';
import { api } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

/** The kinds a member can silence; direct messages are conversations and always arrive. */
export const MUTABLE_KINDS = ['follower', 'reaction', 'comment', 'pollVote'] as const;
export type MutableKind = (typeof MUTABLE_KINDS)[number];

export interface NotificationSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  muted: readonly MutableKind[];
  /** The kind whose change is on its way to the server. */
  saving: MutableKind | null;
}

export const notificationSettingsAtom = atom<NotificationSettingsState>({
  status: 'idle',
  muted: [],
  saving: null,
});
notificationSettingsAtom.debugLabel = 'notifications:settings';

/** `GET /api/notifications/settings`: the kinds the member muted. */
export const loadNotificationSettingsAtom = atom(null, async (get, set) => {
  if (get(notificationSettingsAtom).status === 'loading') return;
  set(notificationSettingsAtom, { ...get(notificationSettingsAtom), status: 'loading' });
  try {
    const { muted } = await api.get('/api/notifications/settings');
    set(notificationSettingsAtom, { status: 'ready', muted, saving: null });
  } catch (error) {
    console.error('Loading the notification settings failed:', error);
    set(notificationSettingsAtom, { ...get(notificationSettingsAtom), status: 'error' });
  }
});

/**
 * Mutes (or unmutes) one kind with `PUT /api/notifications/settings`. The switch moves at once;
 * a refusal puts it back and says so. One change at a time: another while one is on its way is
 * ignored, so the set sent is never built from a stale one.
 */
export const setMutedAtom = atom(null, async (get, set, kind: MutableKind, muted: boolean) => {
  const before = get(notificationSettingsAtom);
  if (before.status !== 'ready' || before.saving) return false;
  const next = MUTABLE_KINDS.filter((each) =>
    each === kind ? muted : before.muted.includes(each),
  );
  set(notificationSettingsAtom, { ...before, muted: next, saving: kind });
  try {
    const answer = await api.put('/api/notifications/settings', { body: { muted: next } });
    set(notificationSettingsAtom, { status: 'ready', muted: answer.muted, saving: null });
    notify('notificationSettingsSuccess');
    return true;
  } catch (error) {
    set(notificationSettingsAtom, { ...before, saving: null });
    notify('notificationSettingsFailure', { error });
    return false;
  }
});

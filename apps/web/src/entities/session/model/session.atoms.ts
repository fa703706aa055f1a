import type { UserData } from '@tapetv/api-client';
import { atom } from 'jotai';
import { api } from '@/shared/api';

/** Spec point 4 "Authentication": checking first, then member (logged in) or visitor (logged out). */
export type AuthStatus = 'checking' | 'member' | 'visitor';

export const authStatusAtom = atom<AuthStatus>('checking');
authStatusAtom.debugLabel = 'authStatus';

/** The logged-in member's data (GET /api/userdata), or null for a visitor. */
export const viewerAtom = atom<UserData | null>(null);
viewerAtom.debugLabel = 'viewer';

/**
 * The member has just finished signing up in this tab: the feed greets them once with its welcome
 * step (who to follow). Not kept across reloads.
 */
export const justJoinedAtom = atom(false);
justJoinedAtom.debugLabel = 'session:just-joined';

/** Logged in with user data (what real-time subscriptions need). */
export const signedInViewerAtom = atom((get) =>
  get(authStatusAtom) === 'member' ? get(viewerAtom) : null,
);

/**
 * Checks the login status and loads the member's data. Each check starts in `checking`; any failure
 * of the check or of the user-data fetch counts as logged out.
 */
export const checkSessionAtom = atom(null, async (_get, set) => {
  set(authStatusAtom, 'checking');
  try {
    const { loggedIn } = await api.get('/api/check-login');
    if (loggedIn) {
      const user = await api.get('/api/userdata');
      set(viewerAtom, user);
      set(authStatusAtom, 'member');
      return;
    }
  } catch {
    // Logged out, as the spec says; the pages a visitor may see still work.
  }
  set(viewerAtom, null);
  set(authStatusAtom, 'visitor');
});

/** Marks the browser as logged in with this member (after login or register). */
export const signInAtom = atom(null, (_get, set, user: UserData) => {
  set(viewerAtom, user);
  set(authStatusAtom, 'member');
});

/** Marks the browser as logged out. */
export const signOutAtom = atom(null, (_get, set) => {
  set(viewerAtom, null);
  set(authStatusAtom, 'visitor');
  set(justJoinedAtom, false);
});

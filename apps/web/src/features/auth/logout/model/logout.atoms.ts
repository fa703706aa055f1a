import { atom } from 'jotai';
import { api } from '@/shared/api';
import { paths } from '@/shared/config';

const goHome = () => window.location.assign(paths.home);

/**
 * POST /logout, then the browser goes to home (spec point 7) with a full page load, which drops
 * everything held in memory for the member (atoms, real-time connection) in one go. It leaves
 * even when the call fails: a member who asked to leave must not stay signed in on screen.
 * `leave` is replaceable for tests.
 */
export const logOutAtom = atom(null, async (_get, _set, leave: () => void = goHome) => {
  try {
    await api.post('/logout');
  } catch (error) {
    console.error('logout failed', error);
  }
  leave();
});

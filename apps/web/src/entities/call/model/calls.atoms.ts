import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api } from '@/shared/api';
import type { ProfileCalls } from './types.ts';

export interface CallsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The last answer; kept while a reload runs or fails, so the section does not blank. */
  calls: ProfileCalls | null;
}

const IDLE: CallsState = { status: 'idle', calls: null };

/**
 * Each member's calls as the viewer last loaded them, keyed by user name like the profile they
 * show on (the address's key), so a profile and its calls are looked up the same way.
 */
export const callsAtomFamily = atomFamily((userName: string) => {
  const callsAtom = atom<CallsState>(IDLE);
  callsAtom.debugLabel = `calls:${userName}`;
  return callsAtom;
});

/** Loads a member's calls; a failure is `error` and keeps the calls shown before. */
export const loadCallsAtom = atom(null, async (get, set, userName: string) => {
  const callsAtom = callsAtomFamily(userName);
  set(callsAtom, { ...get(callsAtom), status: 'loading' });
  try {
    const calls = await api.get('/api/profile/{userName}/calls', { path: { userName } });
    set(callsAtom, { status: 'ready', calls });
  } catch {
    set(callsAtom, { ...get(callsAtom), status: 'error' });
  }
});

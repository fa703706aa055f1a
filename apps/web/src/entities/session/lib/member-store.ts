import type { UserData } from '@tapetv/api-client';
import { createStore } from 'jotai';
import { signInAtom } from '../model/session.atoms.ts';

/** A fresh Jotai store in which `member` is logged in: for tests and stories of member actions. */
export function memberStore(member: UserData): ReturnType<typeof createStore> {
  const store = createStore();
  store.set(signInAtom, member);
  return store;
}

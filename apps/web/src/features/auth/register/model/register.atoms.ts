import { atom } from 'jotai';
import { justJoinedAtom, signInAtom } from '@/entities/session';
import { api, type FormResult, formFailure, type MessageResult } from '@/shared/api';
import { sameSitePath } from '@/shared/config';

export interface RegisterInput {
  name: string;
  userName: string;
  email: string;
  password: string;
}

/** What a sign-up sends: the form's fields and, from a page that wants the member back, where. */
export interface RegisterRequest extends RegisterInput {
  /**
   * A path on this site the mailed link comes back to once the sign-up is finished (the server
   * adds it to the link as `&next=`), e.g. /checkout: the chosen plan is still in local storage.
   */
  next?: string;
}

/**
 * POST /register: the server mails a link that finishes the sign-up. Its answer is the same
 * whether or not the email already has an account, so nobody learns that here.
 */
export const registerAtom = atom(
  null,
  async (_get, _set, { next, ...input }: RegisterRequest): Promise<MessageResult> => {
    try {
      // Only a path on this site goes into the link (the confirm page checks it again).
      const back = sameSitePath(next);
      const body: RegisterRequest = back ? { ...input, next: back } : input;
      const answer = await api.post('/register', { body });
      return { ok: true, message: answer.message };
    } catch (error) {
      return formFailure(error);
    }
  },
);

/** POST /register/confirm with the mailed link's token: the account is created and logged in. */
export const confirmRegistrationAtom = atom(
  null,
  async (_get, set, token: string): Promise<FormResult> => {
    try {
      const answer = await api.post('/register/confirm', { body: { token } });
      set(signInAtom, answer.user);
      set(justJoinedAtom, true);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);

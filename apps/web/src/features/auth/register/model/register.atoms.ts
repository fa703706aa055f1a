import { atom } from 'jotai';
import { justJoinedAtom, signInAtom } from '@/entities/session';
import { api, type FormResult, formFailure, type MessageResult } from '@/shared/api';

export interface RegisterInput {
  name: string;
  userName: string;
  email: string;
  password: string;
}

/**
 * POST /register: the server mails a link that finishes the sign-up. Its answer is the same
 * whether or not the email already has an account, so nobody learns that here.
 */
export const registerAtom = atom(
  null,
  async (_get, _set, input: RegisterInput): Promise<MessageResult> => {
    try {
      const answer = await api.post('/register', { body: input });
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

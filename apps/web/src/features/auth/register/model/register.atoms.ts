import { atom } from 'jotai';
import { signInAtom } from '@/entities/session';
import { api, type FormResult, formFailure } from '@/shared/api';

export interface RegisterInput {
  name: string;
  userName: string;
  email: string;
  password: string;
}

/** POST /register; the new member is logged in straight away. */
export const registerAtom = atom(
  null,
  async (_get, set, input: RegisterInput): Promise<FormResult> => {
    try {
      const answer = await api.post('/register', { body: input });
      set(signInAtom, answer.user);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);

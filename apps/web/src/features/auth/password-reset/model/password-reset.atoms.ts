import { atom } from 'jotai';
import { api, formFailure, type MessageResult } from '@/shared/api';

/** POST /forgot-password: the server answers the same whether or not the email has an account. */
export const requestPasswordResetAtom = atom(
  null,
  async (_get, _set, email: string): Promise<MessageResult> => {
    try {
      const answer = await api.post('/forgot-password', { body: { email } });
      return { ok: true, message: answer.message };
    } catch (error) {
      return formFailure(error);
    }
  },
);

/** POST /reset-password with the token and email from the mailed link. */
export const resetPasswordAtom = atom(
  null,
  async (
    _get,
    _set,
    input: { token: string; email: string; password: string },
  ): Promise<MessageResult> => {
    try {
      const answer = await api.post('/reset-password', { body: input });
      return { ok: true, message: answer.message };
    } catch (error) {
      return formFailure(error);
    }
  },
);

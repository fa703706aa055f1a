import { ApiError } from '@tapetv/api-client';
import { atom } from 'jotai';
import { loginPopupOpenAtom, signInAtom } from '@/entities/session';
import { api } from '@/shared/api';

/** Spec point 8 "Login": a transport error shows this; a refusal shows the server's message. */
export const LOGIN_TRANSPORT_ERROR = 'An error occurred during login';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export type LoginResult = { ok: true } | { ok: false; message: string };

/** POST /login; on success the browser is marked as logged in with the member the server returned. */
export const logInAtom = atom(null, async (_get, set, input: LoginInput): Promise<LoginResult> => {
  try {
    const answer = await api.post('/login', { body: input });
    set(signInAtom, answer.user);
    set(loginPopupOpenAtom, false);
    return { ok: true };
  } catch (error) {
    const serverMessage =
      error instanceof ApiError
        ? (error.body as { message?: unknown } | undefined)?.message
        : undefined;
    return {
      ok: false,
      message: typeof serverMessage === 'string' ? serverMessage : LOGIN_TRANSPORT_ERROR,
    };
  }
});

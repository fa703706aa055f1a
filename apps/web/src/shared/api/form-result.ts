import { ApiError } from '@tapetv/api-client';

/** What a form shows after a refused call: the server's message and its per-field errors. */
export type FormFailure = { ok: false; message: string; fieldErrors: Record<string, string[]> };
export type FormResult = { ok: true } | FormFailure;
/** A form call whose success comes with the server's message to show ("check your inbox"). */
export type MessageResult = { ok: true; message: string } | FormFailure;

export const FORM_TRANSPORT_ERROR =
  'The server could not be reached. Check your connection and try again.';

export function formFailure(error: unknown): FormFailure {
  if (error instanceof ApiError)
    return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
  return { ok: false, message: FORM_TRANSPORT_ERROR, fieldErrors: {} };
}

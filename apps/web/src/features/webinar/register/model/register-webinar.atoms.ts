import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { applyWebinarAtom, type WebinarSummary } from '@/entities/research/webinar';
import { api, formFailure, type MessageResult } from '@/shared/api';

/**
 * Whether a registration or cancellation of the webinar is in flight, keyed by its slug (one
 * change per webinar at a time: a second click waits for the first answer).
 */
export const webinarPendingAtomFamily = atomFamily((slug: string) => {
  const pendingAtom = atom(false);
  pendingAtom.debugLabel = `webinar-pending:${slug}`;
  return pendingAtom;
});

export interface ChangeRegistrationInput {
  webinar: WebinarSummary;
  /** true: take a seat; false: give it up. */
  register: boolean;
}

/**
 * Registers for a webinar or cancels the seat (`POST` / `DELETE /api/webinars/{slug}/registration`).
 * Optimistic: the card shows the change at once (the seat and the count), then the server's answer
 * replaces it; a refusal (an ended webinar's 409, a lost connection) puts back what was there and
 * answers the server's words to show.
 */
export const changeWebinarRegistrationAtom = atom(
  null,
  async (get, set, { webinar, register }: ChangeRegistrationInput): Promise<MessageResult> => {
    const pending = webinarPendingAtomFamily(webinar.slug);
    if (get(pending)) return { ok: true, message: '' };
    set(pending, true);
    if (webinar.registered !== register)
      set(applyWebinarAtom, {
        ...webinar,
        registered: register,
        registrant_count: Math.max(0, webinar.registrant_count + (register ? 1 : -1)),
      });
    try {
      const options = { path: { slug: webinar.slug } };
      const answer = register
        ? await api.post('/api/webinars/{slug}/registration', options)
        : await api.delete('/api/webinars/{slug}/registration', options);
      set(applyWebinarAtom, answer.webinar);
      return { ok: true, message: answer.message };
    } catch (error) {
      set(applyWebinarAtom, webinar);
      return formFailure(error);
    } finally {
      set(pending, false);
    }
  },
);
changeWebinarRegistrationAtom.debugLabel = 'change-webinar-registration';

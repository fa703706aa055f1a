import { atom } from 'jotai';
import { type EmailAlertListName, storeEmailAlertAtom } from '@/entities/research/email-alert';
import { api, type FormResult, formFailure } from '@/shared/api';

/**
 * Turns a list on (`POST /api/emailAlerts/{list}`: pending, with a confirmation mail) or off
 * (`DELETE`). The same POST while pending is "Resend": the server mails a new link, or refuses
 * within a minute of the last (429, its message shown). The list changes once the server agreed.
 */
export const toggleEmailAlertAtom = atom(
  null,
  async (
    _get,
    set,
    { list, on }: { list: EmailAlertListName; on: boolean },
  ): Promise<FormResult> => {
    try {
      const alert = on
        ? await api.post('/api/emailAlerts/{list}', { path: { list } })
        : await api.delete('/api/emailAlerts/{list}', { path: { list } });
      set(storeEmailAlertAtom, alert);
      return { ok: true };
    } catch (error) {
      return formFailure(error);
    }
  },
);
toggleEmailAlertAtom.debugLabel = 'toggle-email-alert';

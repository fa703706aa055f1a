import { atom } from 'jotai';
import { loadEmailAlertsAtom } from '@/entities/research/email-alert';
import { api, formFailure, type MessageResult } from '@/shared/api';

/**
 * Opens a confirmation link's token (`POST /api/emailAlerts/confirm`): the pending list turns on.
 * The server's words either way: its success message, or why the link does not work (400 not
 * valid, 410 expired). The lists are read again after, so the page shows the new state.
 */
export const confirmEmailAlertAtom = atom(
  null,
  async (_get, set, token: string): Promise<MessageResult> => {
    try {
      const { message } = await api.post('/api/emailAlerts/confirm', { body: { token } });
      return { ok: true, message };
    } catch (error) {
      return formFailure(error);
    } finally {
      await set(loadEmailAlertsAtom);
    }
  },
);
confirmEmailAlertAtom.debugLabel = 'confirm-email-alert';

import { atom } from 'jotai';
import { api, formFailure } from '@/shared/api';
import type { EmailAlert, EmailAlerts } from './types.ts';

export interface EmailAlertsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The server's last answer; kept while a reload is on its way. */
  alerts: EmailAlerts | null;
  error: string | null;
}

/** The member's email alerts as the server last said (one snapshot: there are only three lists). */
export const emailAlertsAtom = atom<EmailAlertsState>({
  status: 'idle',
  alerts: null,
  error: null,
});
emailAlertsAtom.debugLabel = 'email-alerts';

export const loadEmailAlertsAtom = atom(null, async (get, set) => {
  set(emailAlertsAtom, { ...get(emailAlertsAtom), status: 'loading', error: null });
  try {
    const alerts = await api.get('/api/emailAlerts');
    set(emailAlertsAtom, { status: 'ready', alerts, error: null });
  } catch (error) {
    set(emailAlertsAtom, {
      ...get(emailAlertsAtom),
      status: 'error',
      error: formFailure(error).message,
    });
  }
});
loadEmailAlertsAtom.debugLabel = 'load-email-alerts';

/** Writes one list as the server answered a change of it (turned on, off, or confirmed). */
export const storeEmailAlertAtom = atom(null, (get, set, alert: EmailAlert) => {
  const state = get(emailAlertsAtom);
  if (!state.alerts) return;
  set(emailAlertsAtom, {
    ...state,
    alerts: {
      ...state.alerts,
      lists: state.alerts.lists.map((each) => (each.list === alert.list ? alert : each)),
    },
  });
});
storeEmailAlertAtom.debugLabel = 'store-email-alert';

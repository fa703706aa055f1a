import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api, formFailure } from '@/shared/api';
import { alertsOfSymbol } from '../lib/alert-rules.ts';
import type { PriceAlert } from './types.ts';

export interface AlertsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** What the server last said, kept in step with this member's creates and deletes. */
  alerts: PriceAlert[];
  /** How many active alerts the member may keep (null until the first answer). */
  maxActive: number | null;
  /** An answer has arrived once: a failed reload keeps the alerts shown. */
  loaded: boolean;
  error: string | null;
}

/** The viewer's price alerts (`GET /api/alerts`), every symbol's: one call serves every page. */
export const alertsAtom = atom<AlertsState>({
  status: 'idle',
  alerts: [],
  maxActive: null,
  loaded: false,
  error: null,
});
alertsAtom.debugLabel = 'price-alerts';

/** Loads the alerts once; again only after a failure (a retry). */
export const loadAlertsAtom = atom(null, async (get, set) => {
  const { status } = get(alertsAtom);
  if (status === 'loading' || status === 'ready') return;
  set(alertsAtom, { ...get(alertsAtom), status: 'loading', error: null });
  try {
    const { data, max_active } = await api.get('/api/alerts');
    set(alertsAtom, {
      status: 'ready',
      alerts: data,
      maxActive: max_active,
      loaded: true,
      error: null,
    });
  } catch (error) {
    set(alertsAtom, { ...get(alertsAtom), status: 'error', error: formFailure(error).message });
  }
});

/** An alert the server made joins the list (once). */
export const storeAlertAtom = atom(null, (get, set, alert: PriceAlert) => {
  const state = get(alertsAtom);
  if (state.alerts.some((held) => held.id === alert.id)) return;
  set(alertsAtom, { ...state, alerts: [alert, ...state.alerts] });
});

/** A deleted alert leaves the list. */
export const forgetAlertAtom = atom(null, (get, set, id: number) => {
  const state = get(alertsAtom);
  set(alertsAtom, { ...state, alerts: state.alerts.filter((alert) => alert.id !== id) });
});

/**
 * Derived, keyed by symbol id: that symbol's alerts, active then triggered (`alertsOfSymbol`).
 * A symbol page reads only its own, and re-renders when the member's list changes.
 */
export const symbolAlertsAtomFamily = atomFamily((symbolId: number) => {
  const symbolAlertsAtom = atom((get) => alertsOfSymbol(get(alertsAtom).alerts, symbolId));
  symbolAlertsAtom.debugLabel = `price-alerts:${symbolId}`;
  return symbolAlertsAtom;
});

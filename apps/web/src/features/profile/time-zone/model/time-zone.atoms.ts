import { atom } from 'jotai';
import { setViewerTimeZoneAtom } from '@/entities/session';
import { api, formFailure, type MessageResult } from '@/shared/api';

/** Every IANA zone the browser knows, UTC included, sorted: the choices of the settings form. */
export function timeZoneChoices(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/**
 * Saves the member's zone (`PUT /api/user/time-zone`; null follows the browser) and, once the
 * server has it, moves every calendar to it through the viewer's data.
 */
export const saveTimeZoneAtom = atom(
  null,
  async (_get, set, timeZone: string | null): Promise<MessageResult> => {
    try {
      const answer = await api.put('/api/user/time-zone', { body: { time_zone: timeZone } });
      set(setViewerTimeZoneAtom, answer.time_zone);
      return { ok: true, message: answer.message };
    } catch (error) {
      return formFailure(error);
    }
  },
);
saveTimeZoneAtom.debugLabel = 'save-time-zone';

import { atom } from 'jotai';
import { viewerAtom } from './session.atoms.ts';

/** The browser's own IANA zone (what a member who chose none sees). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone the calendars show times and days in: the member's choice in settings
 * (`UserData.timeZone`), else the browser's.
 */
export const memberTimeZoneAtom = atom((get) => get(viewerAtom)?.timeZone ?? browserTimeZone());
memberTimeZoneAtom.debugLabel = 'member-time-zone';

/** The saved choice changed (PUT /api/user/time-zone answered): the viewer carries it. */
export const setViewerTimeZoneAtom = atom(null, (get, set, timeZone: string | null) => {
  const viewer = get(viewerAtom);
  if (viewer) set(viewerAtom, { ...viewer, timeZone });
});

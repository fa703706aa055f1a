export type { WebinarTab } from './lib/webinar-links.ts';
export { WEBINARS_PATH, webinarHref } from './lib/webinar-links.ts';
export type {
  Webinar,
  WebinarList,
  WebinarRegistration,
  WebinarStatus,
  WebinarSummary,
} from './model/types.ts';
export type { WebinarListState, WebinarLoadStatus, WebinarState } from './model/webinar.atoms.ts';
export {
  applyWebinarAtom,
  findWebinar,
  loadWebinarAtom,
  loadWebinarListAtom,
  webinarAtomFamily,
  webinarListAtom,
} from './model/webinar.atoms.ts';
export { WebinarDescription } from './ui/webinar-description.tsx';
export type { WebinarReplayProps } from './ui/webinar-replay.tsx';
export { REPLAY_FAILED, WebinarReplay } from './ui/webinar-replay.tsx';

export { memberStore } from './lib/member-store.ts';
export { loginPopupOpenAtom } from './model/login-prompt.atoms.ts';
export type { AuthStatus } from './model/session.atoms.ts';
export {
  authStatusAtom,
  checkSessionAtom,
  justJoinedAtom,
  signedInViewerAtom,
  signInAtom,
  signOutAtom,
  viewerAtom,
} from './model/session.atoms.ts';
export {
  browserTimeZone,
  memberTimeZoneAtom,
  setViewerTimeZoneAtom,
} from './model/time-zone.atoms.ts';

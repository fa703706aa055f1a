export { memberStore } from './lib/member-store.ts';
export type { AuthStatus } from './model/session.atoms.ts';
export {
  authStatusAtom,
  checkSessionAtom,
  signedInViewerAtom,
  signInAtom,
  signOutAtom,
  viewerAtom,
} from './model/session.atoms.ts';

// The post entity derives the member's own reaction and vote from who is logged in.
export { viewerAtom } from '../model/session.atoms.ts';

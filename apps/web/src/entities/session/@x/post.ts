// The post entity derives the member's own reaction and vote from who is logged in.

export { memberStore } from '../lib/member-store.ts';
export { viewerAtom } from '../model/session.atoms.ts';

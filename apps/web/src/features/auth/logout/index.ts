export { logOutAtom } from './model/logout.atoms.ts';

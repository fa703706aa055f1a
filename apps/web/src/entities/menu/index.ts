export type { MenuItem, MenuState } from './model/menu.atoms.ts';
export { loadMenuAtom, markSoon, menuStateAtom } from './model/menu.atoms.ts';

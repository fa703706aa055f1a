export type { MenuItem, MenuState } from './model/menu.atoms.ts';
export { loadMenuAtom, menuStateAtom } from './model/menu.atoms.ts';

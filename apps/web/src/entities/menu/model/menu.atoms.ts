import type { ResponseBody } from '@tapetv/api-client';
import { atom } from 'jotai';
import { api } from '@/shared/api';

export type MenuItem = ResponseBody<'/api/menu', 'get'>[number];

export type MenuState =
  | { status: 'idle' | 'loading'; items: MenuItem[] }
  | { status: 'ready'; items: MenuItem[] }
  | { status: 'error'; items: MenuItem[]; message: string };

/** The mega-menu from GET /api/menu, loaded once per page load. */
export const menuStateAtom = atom<MenuState>({ status: 'idle', items: [] });
menuStateAtom.debugLabel = 'menuState';

export const loadMenuAtom = atom(null, async (get, set) => {
  const current = get(menuStateAtom);
  if (current.status === 'loading' || current.status === 'ready') return;
  set(menuStateAtom, { status: 'loading', items: current.items });
  try {
    set(menuStateAtom, { status: 'ready', items: await api.get('/api/menu') });
  } catch (error) {
    console.error('menu failed to load', error);
    set(menuStateAtom, { status: 'error', items: [], message: 'The menu could not be loaded.' });
  }
});

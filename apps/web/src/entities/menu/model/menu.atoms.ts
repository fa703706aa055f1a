import { atom } from 'jotai';
import { api } from '@/shared/api';
import { isBuiltUrl } from '@/shared/config';

interface ServerEntry {
  id: number;
  title: string;
  url: string;
  children?: readonly ServerEntry[];
}

/** A menu entry as the menus show it: the server's item, marked `soon` when its page is not built. */
export interface MenuItem {
  id: number;
  title: string;
  url: string;
  soon: boolean;
  children: MenuItem[];
}

/** Marks every entry, at every depth, whose link leads to a page that is not built yet. */
export function markSoon(items: readonly ServerEntry[]): MenuItem[] {
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    url: item.url,
    soon: !isBuiltUrl(item.url),
    children: markSoon(item.children ?? []),
  }));
}

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
    set(menuStateAtom, { status: 'ready', items: markSoon(await api.get('/api/menu')) });
  } catch (error) {
    console.error('menu failed to load', error);
    set(menuStateAtom, { status: 'error', items: [], message: 'The menu could not be loaded.' });
  }
});

import type { MenuRepository, MenuRow } from './menu.repository.ts';

/** Spec point 3 "Menu item": id, title, url, children. */
export interface MenuItem {
  id: number;
  title: string;
  url: string;
  children: MenuItem[];
}

/** Builds the tree from flat rows (already ordered by position); rows with an unknown parent are dropped. */
export function buildMenuTree(rows: MenuRow[]): MenuItem[] {
  const nodes = new Map<number, MenuItem>();
  for (const row of rows)
    nodes.set(row.id, { id: row.id, title: row.title, url: row.url, children: [] });
  const roots: MenuItem[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.children.push(node);
  }
  return roots;
}

export class MenuService {
  constructor(private readonly menu: MenuRepository) {}

  async tree(): Promise<MenuItem[]> {
    return buildMenuTree(await this.menu.all());
  }
}

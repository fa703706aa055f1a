import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../../../src/modules/menu/menu.service.ts';

const row = (id: number, parentId: number | null, position = 0) => ({
  id,
  parentId,
  title: `item ${id}`,
  url: `/item-${id}`,
  position,
});

describe('buildMenuTree', () => {
  it('nests children under their parent, keeping the order given', () => {
    const tree = buildMenuTree([row(1, null), row(3, 1), row(2, null), row(4, 1), row(5, 2)]);
    expect(tree.map((item) => item.id)).toEqual([1, 2]);
    expect(tree[0]?.children.map((item) => item.id)).toEqual([3, 4]);
    expect(tree[1]?.children.map((item) => item.id)).toEqual([5]);
  });

  it('drops items whose parent is missing', () => {
    expect(buildMenuTree([row(1, null), row(2, 99)])).toEqual([
      { id: 1, title: 'item 1', url: '/item-1', children: [] },
    ]);
  });
});

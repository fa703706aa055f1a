import { describe, expect, it } from 'vitest';
import { groupHref, traderHref } from './header-search-panel.tsx';

describe('result links (spec point 2)', () => {
  it('replace every space of the group title with a dash', () => {
    expect(groupHref({ id: 12, group_title: 'Value  investing for beginners' })).toBe(
      '/groups/12/Value--investing-for-beginners',
    );
  });

  it('lead traders to their profile', () => {
    expect(traderHref({ name: 'dana' })).toBe('/profile/dana');
    expect(traderHref({ name: 'ana/maria' })).toBe('/profile/ana%2Fmaria');
    expect(traderHref({ name: 'Dana Whitfield', userName: 'dana' })).toBe('/profile/dana');
  });
});

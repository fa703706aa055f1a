import { describe, expect, it } from 'vitest';
import { markSoon } from './menu.atoms.ts';

describe('markSoon', () => {
  it('marks every entry, at every depth, whose page is not built', () => {
    expect(
      markSoon([
        {
          id: 1,
          title: 'Learn',
          url: '/trading-school',
          children: [
            { id: 11, title: 'Exams', url: '/exams', children: [] },
            { id: 12, title: 'Blog', url: 'https://blog.tapetv.dev/', children: [] },
          ],
        },
        { id: 2, title: 'Feed', url: '/feed', children: [] },
      ]),
    ).toEqual([
      {
        id: 1,
        title: 'Learn',
        url: '/trading-school',
        soon: true,
        children: [
          { id: 11, title: 'Exams', url: '/exams', soon: true, children: [] },
          { id: 12, title: 'Blog', url: 'https://blog.tapetv.dev/', soon: false, children: [] },
        ],
      },
      { id: 2, title: 'Feed', url: '/feed', soon: false, children: [] },
    ]);
  });
});

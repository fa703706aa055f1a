import { describe, expect, it } from 'vitest';
import { markSoon } from './menu.atoms.ts';

describe('markSoon', () => {
  it('keeps every entry, at every depth, and marks none soon now that every page is built', () => {
    expect(
      markSoon([
        {
          id: 1,
          title: 'Watch',
          url: '/tapetv-live',
          children: [
            { id: 11, title: 'Webinars', url: '/webinar', children: [] },
            { id: 12, title: 'Blog', url: 'https://blog.tapetv.dev/', children: [] },
          ],
        },
        { id: 2, title: 'Feed', url: '/feed', children: [] },
        { id: 3, title: 'Exams', url: '/exams', children: [] },
      ]),
    ).toEqual([
      {
        id: 1,
        title: 'Watch',
        url: '/tapetv-live',
        soon: false,
        children: [
          { id: 11, title: 'Webinars', url: '/webinar', soon: false, children: [] },
          { id: 12, title: 'Blog', url: 'https://blog.tapetv.dev/', soon: false, children: [] },
        ],
      },
      { id: 2, title: 'Feed', url: '/feed', soon: false, children: [] },
      { id: 3, title: 'Exams', url: '/exams', soon: false, children: [] },
    ]);
  });
});

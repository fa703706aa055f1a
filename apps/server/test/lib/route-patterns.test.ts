import { describe, expect, it } from 'vitest';
import { parseRouteTable, routeMatcher } from '../../src/lib/route-patterns.ts';

const isPage = routeMatcher([
  '/',
  '/feed',
  '/post/:id',
  '/groups/:groupId/:groupName/live-chat',
  '/exam/:examName/question/:questionId',
]);

describe('routeMatcher (React Router patterns)', () => {
  it.each([
    '/',
    '/feed',
    '/feed/',
    '/FEED',
    '/post/abc',
    '/post/12',
    '/groups/1/Options-Club/live-chat',
    '/groups/1/Options%20Club/live-chat',
    '/exam/basics/question/3',
  ])('takes %s for a page', (pathname) => {
    expect(isPage(pathname)).toBe(true);
  });

  it.each([
    '/no/such/page',
    '/feedx',
    '/post',
    '/post/1/2',
    '/groups/1/live-chat',
    '/exam/basics/question',
    '/%E0%A4%A',
  ])('takes %s for no page', (pathname) => {
    expect(isPage(pathname)).toBe(false);
  });

  it('treats regular-expression characters in a literal segment literally', () => {
    const matches = routeMatcher(['/a.b']);
    expect(matches('/a.b')).toBe(true);
    expect(matches('/axb')).toBe(false);
  });
});

describe('parseRouteTable', () => {
  it('reads an array of patterns', () => {
    expect(parseRouteTable('["/", "/feed"]')).toEqual(['/', '/feed']);
  });

  it('refuses anything else', () => {
    expect(() => parseRouteTable('{"routes": []}')).toThrow(/array of route patterns/);
    expect(() => parseRouteTable('[1]')).toThrow(/array of route patterns/);
  });
});

import { describe, expect, it } from 'vitest';
import { isBuiltUrl, ROUTES } from './routes.ts';

describe('isBuiltUrl (the one fact behind every "Soon" mark)', () => {
  it.each([
    '/',
    '/feed',
    '/feed?tab=new#top',
    '/post/42',
    '/login',
    '/reset-password?token=t',
    '/groups/1/Options-Club/live-chat',
    '/markets/stocks',
    '/markets/crypto/global',
    '/symbol/AAPL',
    '/watchlist',
    '/watchlist?list=3',
    '/watchlist/manage',
    '/watchlist/edit/3',
    '/watchlist-ideas',
    '/pro-picks',
    '/holiday-calendar?from=2026-12-01&to=2026-12-31',
    '/ipo-calendar',
  ])('%s leads to a built page', (url) => {
    expect(isBuiltUrl(url)).toBe(true);
  });

  it.each(['/webinar', '/ceo-interviews', '/pricing?plan=pro'])(
    '%s leads to a page not built yet',
    (url) => {
      expect(isBuiltUrl(url)).toBe(false);
    },
  );

  it('takes other sites and paths outside the table for no concern of its own', () => {
    expect(isBuiltUrl('https://blog.tapetv.dev/category/news')).toBe(true);
    expect(isBuiltUrl('//cdn.example.com/x')).toBe(true);
    expect(isBuiltUrl('/no/such/page')).toBe(true);
  });

  it('agrees with the route table for every example URL', () => {
    for (const route of ROUTES) {
      expect(isBuiltUrl(route.example), route.path).toBe('built' in route && route.built === true);
    }
  });
});

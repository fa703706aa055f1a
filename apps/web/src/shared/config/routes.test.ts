import { describe, expect, it } from 'vitest';
import { ROUTE_EXAMPLES } from './route-examples.ts';
import { isBuiltUrl, paths, ROUTES, redirectTarget, sameSitePath } from './routes.ts';

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
    '/pricing?plan=pro',
    '/checkout?canceled=1',
    '/checkout/thank-you?order=12',
  ])('%s leads to a built page', (url) => {
    expect(isBuiltUrl(url)).toBe(true);
  });

  it.each([
    '/webinar',
    '/ceo-interviews',
    '/tapetv-live?from=menu',
    '/email-alerts?confirm=t',
    '/personal-access',
    '/technical-analysis?analysis=aapl',
  ])('%s leads to a built page since issue 20', (url) => {
    expect(isBuiltUrl(url)).toBe(true);
  });

  it('leaves no route of the table on the "coming soon" page (issue 20: every link is real)', () => {
    expect(ROUTES.filter((route) => !('built' in route && route.built === true))).toEqual([]);
  });

  it('takes other sites and paths outside the table for no concern of its own', () => {
    expect(isBuiltUrl('https://blog.tapetv.dev/category/news')).toBe(true);
    expect(isBuiltUrl('//cdn.example.com/x')).toBe(true);
    expect(isBuiltUrl('/no/such/page')).toBe(true);
  });

  it('agrees with the route table for every example URL', () => {
    for (const route of ROUTES) {
      expect(isBuiltUrl(ROUTE_EXAMPLES[route.path]), route.path).toBe(
        'built' in route && route.built === true,
      );
    }
  });
});

describe('sameSitePath (where `redirect` and `next` may send a member)', () => {
  it.each(['/checkout', '/watchlist?x=1#top', '/'])('keeps %s, a path on this site', (value) => {
    expect(sameSitePath(value)).toBe(value);
  });

  it.each([
    'https://evil.example/checkout',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'checkout',
    '',
    null,
    undefined,
  ])('refuses %s', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });

  it('is what the login redirect follows, with the feed when refused', () => {
    expect(redirectTarget('?redirect=%2Fcheckout')).toBe('/checkout');
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/feed');
  });
});

describe('the checkout paths', () => {
  it('open the thank-you page with or without an order', () => {
    expect(paths.checkout).toBe('/checkout');
    expect(paths.checkoutThankYou(12)).toBe('/checkout/thank-you?order=12');
    expect(paths.checkoutThankYou()).toBe('/checkout/thank-you');
  });
});

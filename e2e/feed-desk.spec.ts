import { type Browser, expect, type Page, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

/** Dana's feed at a given screen size, every request's path noted from the first load on. */
async function danaAt(browser: Browser, size: { width: number; height: number }) {
  const page = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await page.setViewportSize(size);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/feed');
  await expect(page.locator('article[data-post-id]').first()).toBeVisible();
  return { page, asked };
}

const box = async (page: Page, name: string, role: 'navigation' | 'complementary' | 'region') => {
  const found = await page.getByRole(role, { name, exact: true }).boundingBox();
  if (!found) throw new Error(`${name} is not on the page`);
  return found;
};

test('the feed is a desk of three columns at 1440 × 900: places and groups, posts, market rail', async ({
  browser,
}) => {
  const { page } = await danaAt(browser, { width: 1440, height: 900 });

  // Left: the member's places and groups (Dana is in the seeded Options Lab).
  const desk = page.getByRole('navigation', { name: 'Desk' });
  await expect(desk.getByRole('link', { name: 'Your feed' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    desk.getByRole('region', { name: 'Your groups' }).getByRole('link', { name: 'Options Lab' }),
  ).toBeVisible();

  // Right: who to follow, her watchlist with live prices (first list: AAPL…), trending today.
  const rail = page.getByRole('complementary', { name: 'Suggestions' });
  await expect(rail.getByRole('region', { name: 'Who to follow' })).toBeVisible();
  const watchlist = rail.getByRole('region', { name: 'Your watchlist' });
  await expect(
    watchlist.getByRole('link', { name: /^AAPL \$[\d,.]+, (up|down|unchanged)/ }),
  ).toBeVisible();
  await expect(watchlist.getByRole('link', { name: 'All watchlists' })).toHaveAttribute(
    'href',
    '/watchlist',
  );
  await expect(rail.getByRole('region', { name: 'Trending today' })).toBeVisible();

  // Side by side, in that order, none overlapping: desk | posts | rail.
  const left = await box(page, 'Desk', 'navigation');
  const posts = await box(page, 'Posts', 'region');
  const right = await box(page, 'Suggestions', 'complementary');
  expect(left.x + left.width).toBeLessThanOrEqual(posts.x);
  expect(posts.x + posts.width).toBeLessThanOrEqual(right.x);
  expect(right.x + right.width).toBeLessThanOrEqual(1440);
  expect(posts.width).toBeGreaterThan(560);
});

test('on a 390 × 844 phone the feed is one column that asks for no side-column data', async ({
  browser,
}) => {
  const { page, asked } = await danaAt(browser, { width: 390, height: 844 });
  await page.waitForLoadState('networkidle');

  await expect(page.getByRole('navigation', { name: 'Desk' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Suggestions' })).toBeHidden();
  expect(asked).not.toContain('/api/trending-symbols');
  expect(asked).not.toContain('/api/joined-chats');
  // The bottom bar leads back to the feed.
  const bar = page.getByRole('navigation', { name: 'Sections' });
  await expect(bar.getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
});

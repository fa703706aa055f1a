import { expect, type Page, test } from '@playwright/test';

/** The home page's sections once GET /api/home answered. */
async function openHome(page: Page) {
  await page.goto('/');
  const markets = page.getByRole('region', { name: 'Markets now' });
  await expect(markets).not.toHaveAttribute('aria-busy', 'true');
  return markets;
}

/**
 * The visitors' home page (issue 21 item 5) from the seeded demo data: the market (simulated,
 * and labelled so), members' popular posts, the channel's week, all from real endpoints; a
 * symbol on it leads a visitor to log in and on to the symbol.
 */
test.describe('the home page for visitors', () => {
  test('at 1440 × 900: the market, popular posts and the channel’s week, side by side', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const markets = await openHome(page);
    const indices = markets.getByRole('list', { name: 'Indices' }).getByRole('link');
    expect(await indices.count()).toBeGreaterThan(0);
    await expect(markets.getByText('Simulated data')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Market tape' })).toBeVisible();
    // The brand's faces come from the app itself (self-hosted), and the page is set in them.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(document.body).fontFamily,
        loaded: [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replaceAll('"', '')),
      };
    });
    expect(fonts.family).toMatch(/^"?Inter Variable"?,/);
    expect(fonts.loaded).toContain('Inter Variable');

    const popular = page.getByRole('region', { name: 'Popular on TapeTV' });
    await expect(popular.getByRole('listitem', { name: /^Post by / }).first()).toBeVisible();

    const channel = page.getByRole('region', { name: 'On TapeTV this week' });
    await expect(channel.getByRole('article')).toHaveCount(3);
    await expect(
      channel
        .getByRole('article', { name: 'TapeTV Live' })
        .getByRole('list', { name: 'Next shows' }),
    ).toBeVisible();
    await expect(
      channel.getByRole('article', { name: 'Big releases this week' }).getByText('Sample data'),
    ).toBeVisible();

    // The pitch and the market side by side.
    const hero = await page.getByRole('region', { name: /Markets, live/ }).boundingBox();
    const card = await markets.boundingBox();
    expect((hero?.x ?? 0) + (hero?.width ?? 0)).toBeLessThanOrEqual(card?.x ?? 0);

    const ticker = (await indices.first().getAttribute('href'))?.replace('/symbol/', '') ?? '';
    await indices.first().click();
    await expect(page).toHaveURL(
      `/login?redirect=${encodeURIComponent(`/symbol/${decodeURIComponent(ticker)}`)}`,
    );
  });

  test('at 390 × 844: one column, the bottom bar, nothing wider than the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const markets = await openHome(page);
    const hero = await page.getByRole('region', { name: /Markets, live/ }).boundingBox();
    const card = await markets.boundingBox();
    expect((hero?.y ?? 0) + (hero?.height ?? 0)).toBeLessThanOrEqual(card?.y ?? 0);
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Popular on TapeTV' }).getByRole('listitem').first(),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

import { expect, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

test('header search finds Apple among stocks, groups and traders; its page shows a live price and a chart', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  const search = dana.getByRole('searchbox', { name: 'Search' });

  // Beside the full menu the box is a button that opens it; focused, it shows the defaults.
  await dana.getByRole('button', { name: 'Open search' }).click();
  await expect(search).toBeFocused();
  const panel = dana.getByRole('dialog', { name: 'Search results' });
  await expect(panel.getByText('Popular right now')).toBeVisible();
  await search.fill('app');
  await expect(panel.getByText('Results for “app”')).toBeVisible();
  await panel.getByRole('tab', { name: 'Stocks' }).click();
  await expect(panel.getByRole('link', { name: 'AAPL, Apple Inc.' })).toBeVisible();

  // Groups and Traders run their own searches, with the spec's empty texts.
  await panel.getByRole('tab', { name: 'Groups' }).click();
  await expect(panel.getByText('No Groups To Show')).toBeVisible();
  await search.fill('sam');
  await panel.getByRole('tab', { name: 'Traders' }).click();
  await expect(panel.getByRole('link', { name: /Sam/ }).first()).toBeVisible();
  await search.fill('zzzqqq');
  await expect(panel.getByText('No Traders To Show')).toBeVisible();

  // Back to Apple with the keyboard: ArrowDown into the results, Enter opens it.
  await search.fill('aapl');
  await panel.getByRole('tab', { name: 'Symbols' }).click();
  await expect(panel.getByRole('link', { name: 'AAPL, Apple Inc.' })).toBeVisible();
  await search.focus();
  await search.press('ArrowDown');
  await expect(panel.getByRole('link', { name: 'AAPL, Apple Inc.' })).toBeFocused();
  await dana.keyboard.press('Enter');
  await expect(dana).toHaveURL(/\/symbol\/AAPL$/);
  await expect(dana.getByRole('heading', { level: 1, name: /AAPL/ })).toBeVisible();
  await expect(dana.getByText('Simulated data').first()).toBeVisible();
  // The chart draws its candles on a canvas once the bars arrive.
  await expect(dana.locator('[data-slot="price-chart"] canvas').first()).toBeVisible();
  await expect(dana.getByRole('figure', { name: /^AAPL, 1 month: from / })).toBeAttached();
  await expect(dana.getByRole('heading', { level: 2, name: 'Posts on $AAPL' })).toBeVisible();
});

test('Markets → Crypto: prices move live in the table and the selected symbol’s chart follows the choice', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/markets/crypto');
  await expect(dana.getByRole('heading', { level: 1, name: 'Crypto' })).toBeVisible();
  const table = dana.getByRole('table');
  const bitcoin = table.getByRole('row', { name: /BTC/ });
  await expect(bitcoin).toBeVisible();
  // Each row draws its last sessions' closes, ending at the live price.
  await expect(bitcoin.locator('[data-slot="sparkline"] polyline')).toHaveAttribute(
    'points',
    /^(?:[\d.]+,[\d.]+ ){30}[\d.]+,[\d.]+$/,
  );
  // Crypto trades around the clock: the simulator moves it every tick, and the row follows live.
  const price = bitcoin.locator('[data-slot="market-table-price"]');
  const first = (await price.textContent()) ?? '';
  await expect(price).not.toHaveText(first, { timeout: 20_000 });

  // Choosing another row shows its chart beside the table and keeps the choice in the address.
  await table.getByRole('row', { name: /ETH/ }).locator('td').first().click();
  await expect(dana).toHaveURL(/\/markets\/crypto\?symbol=ETH$/);
  await expect(dana.getByRole('complementary', { name: 'ETH chart' })).toBeVisible();
  await expect(dana.getByRole('figure', { name: /^ETH, 1 month: from / })).toBeAttached();

  // The stocks market lists its sub-categories; a bad market says so.
  await dana
    .getByRole('navigation', { name: 'Markets' })
    .getByRole('link', { name: 'Stocks' })
    .click();
  await expect(dana).toHaveURL(/\/markets\/stocks$/);
  await dana.goto('/markets/bonds');
  await expect(dana.getByText('There is no such market')).toBeVisible();
});

test('a $AAPL bullish post links to Apple and heads its stream', async ({ browser }) => {
  test.setTimeout(90_000);
  const ivy = await registeredMember(browser, 'Ivy Cashtag', 'ivy_cashtag');
  const composer = ivy.getByRole('form', { name: 'Create a post' });
  await composer.getByRole('textbox').fill('Adding $AAPL on the pullback');
  await composer.getByRole('button', { name: '▲ Bullish' }).click();
  await composer.getByRole('button', { name: 'Post' }).click();

  const post = ivy.getByRole('article', { name: 'Post by Ivy Cashtag' }).first();
  await expect(post.getByText('▲ Bullish')).toBeVisible();
  await expect(
    post.getByRole('link', { name: /AAPL.*(up|down|unchanged|price loading)/ }),
  ).toBeVisible();
  await post.getByRole('link', { name: '$AAPL', exact: true }).click();
  await expect(ivy).toHaveURL(/\/symbol\/AAPL$/);
  const stream = ivy.getByRole('region', { name: 'Posts on $AAPL' });
  await expect(stream.getByText('Adding $AAPL on the pullback')).toBeVisible();

  // A call without a symbol is refused beside the composer, and nothing is posted.
  await ivy.goto('/feed');
  await composer.getByRole('textbox').fill('Feeling good about everything');
  await composer.getByRole('button', { name: '▼ Bearish' }).click();
  await composer.getByRole('button', { name: 'Post' }).click();
  await expect(composer.getByText(/to call it bullish or bearish/)).toBeVisible();
});

test('the ticker tape under the header: indices, the member’s watchlist and movers, live, each leading to its page', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1', { motion: true });
  await dana.goto('/feed');
  const tape = dana.getByRole('region', { name: 'Market tape' });
  // The tape loads once the feed shows its posts and their requests are answered.
  await expect(tape).toBeVisible({ timeout: 20_000 });
  // The simulator's prices say so.
  await expect(tape.getByText('Simulated data')).toBeVisible({ timeout: 10_000 });
  // Dana's first watchlist is on it, each symbol once for keyboards and screen readers.
  const apple = tape.getByRole('link', { name: /^AAPL \$[\d,.]+/ });
  await expect(apple).toHaveCount(1);
  await expect(tape.getByRole('link', { name: /^BTC / })).toHaveCount(1);
  expect(await tape.getByRole('link').count()).toBeGreaterThan(12);

  // Focus stops the tape; Enter opens the symbol's page.
  await apple.focus();
  await expect(tape.locator('[data-slot="ticker-tape-track"]')).toHaveCSS(
    'animation-play-state',
    'paused',
  );
  await dana.keyboard.press('Enter');
  await expect(dana).toHaveURL(/\/symbol\/AAPL$/);
  await expect(dana.getByRole('heading', { level: 1, name: /AAPL/ })).toBeVisible();
});

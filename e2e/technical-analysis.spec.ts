import { expect, test } from '@playwright/test';
import { registeredMember } from './support/member-page.ts';

test('a member opens a technical analysis and sees its chart, indicator legend and text', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The analyses come from content/analyses on a fresh start; the prices are simulated offline.
  const page = await registeredMember(browser, 'Tara Technicals', 'tara_technicals');
  await page.goto('/technical-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Technical Analysis' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Technical analyses' });
  await expect(list.getByRole('article').first()).toBeVisible();

  // Narrowed to Bitcoin: one analysis, the filter kept in the address.
  await page.getByRole('combobox', { name: 'Symbol' }).selectOption('BTC');
  await expect(page).toHaveURL(/symbol=BTC/);
  await expect(list.getByRole('article')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Symbol' }).selectOption('');
  await expect(list.getByRole('article')).toHaveCount(5);

  const title = 'Apple keeps respecting its rising 50-day average';
  await list.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/[?&]analysis=apple-rising-fifty-day/);
  await expect(page.getByRole('heading', { level: 2, name: title }).last()).toBeVisible();

  const chart = page.getByRole('region', {
    name: 'AAPL chart with moving averages, RSI and MACD',
  });
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-slot="indicator-chart-canvas"] canvas').first()).toBeVisible();
  const legend = chart.getByRole('list', { name: 'Indicators' });
  for (const name of ['SMA 20', 'SMA 50', 'RSI 14', 'MACD 12/26/9'])
    await expect(legend).toContainText(name);
  // Computed from a year of stored bars: every indicator has a latest value, none a dash.
  await expect(legend.getByText('–', { exact: true })).toHaveCount(0);
  await expect(chart.getByText('Simulated prices')).toBeVisible();
  await expect(chart.getByRole('list', { name: 'Levels and lines' })).toContainText('50-day band');

  await expect(page.getByRole('heading', { level: 2, name: 'What we watch' })).toBeVisible();
  await expect(page.getByText(/Indicators describe past prices/)).toBeVisible();

  // The address is linkable: opened afresh, it shows the same analysis.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: title }).last()).toBeVisible();
  await expect(chart).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

/** Dana's symbols across her two seeded watchlists (watchlists.seed.ts). */
const DANA_SYMBOLS = [
  'AAPL',
  'MSFT',
  'NVDA',
  'TSLA',
  'SPY',
  'BTC',
  'KO',
  'PG',
  'JNJ',
  'SCHD',
  'O',
  'PEP',
];

test('a member saves the calendars’ time zone in settings and goes back to the browser’s', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/profile/dana/setting');
  const form = dana.getByRole('form', { name: 'Time zone' });
  const zone = form.getByRole('combobox', { name: 'Time zone' });
  await zone.selectOption('Asia/Tokyo');
  await form.getByRole('button', { name: 'Save time zone' }).click();
  await expect(form.getByRole('status')).toHaveText('Time zone saved.');

  // The server keeps it: a new page load starts from it.
  await dana.reload();
  await expect(zone).toHaveValue('Asia/Tokyo');

  await zone.selectOption({ index: 0 });
  await form.getByRole('button', { name: 'Save time zone' }).click();
  await expect(form.getByRole('status')).toHaveText('Time zone saved.');
  await dana.reload();
  await expect(zone).toHaveValue('');
});

test('a member narrows the dividend calendar to their watchlists; sample rows are labelled', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/dividend-calendar');
  const table = dana.getByRole('table', { name: /Dividends by ex-dividend date/ });
  // The seeded demo rows say what they are.
  await expect(dana.getByText('Sample data').first()).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toBeVisible();

  await dana.getByRole('switch', { name: 'My watchlist only' }).click();
  await expect(dana).toHaveURL(/watchlist=1/);
  await expect(dana.getByRole('switch', { name: 'My watchlist only' })).toBeChecked();
  // Every row left is one of her symbols (the count may be 0 when none is due).
  await expect(dana.getByText(/^\d+ dividends?$/).first()).toBeVisible();
  const symbols = await table.getByRole('link').allInnerTexts();
  for (const symbol of symbols) expect(DANA_SYMBOLS).toContain(symbol.trim());
});

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registeredMember } from './support/member-page.ts';

test('a member without pro sees pro reports locked, and opens a free report and downloads its PDF', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // A fresh member is never pro; the reports come from content/reports on a fresh start.
  const page = await registeredMember(browser, 'Rita Reports', 'rita_reports');
  await page.goto('/specialize-reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Specialized Reports' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Reports' });
  await expect(list.getByRole('article').first()).toBeVisible();

  // A pro report: a lock and Upgrade to Pro to the plans, no link into it.
  const pro = list.getByRole('article', { name: 'EUR/USD in central-bank weeks' });
  await expect(pro.getByText('Pro', { exact: true })).toBeVisible();
  await expect(
    pro.getByRole('link', { name: 'EUR/USD in central-bank weeks', exact: true }),
  ).toHaveCount(0);
  await expect(
    pro.getByRole('link', { name: 'Upgrade to Pro to open EUR/USD in central-bank weeks' }),
  ).toHaveAttribute('href', '/pricing');

  // Opened by its address anyway: the preview and the upgrade message, not the text.
  await page.goto('/single-report?slug=eur-usd-and-central-bank-weeks');
  await expect(
    page.getByRole('heading', { level: 1, name: 'EUR/USD in central-bank weeks' }),
  ).toBeVisible();
  await expect(page.getByText('This is for pro members. Upgrade to Pro to open it.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);

  // Filtered to commodities: the free oil report, which opens.
  await page.goto('/specialize-reports');
  await page.getByRole('combobox', { name: 'Market' }).selectOption('commodities');
  await expect(page).toHaveURL(/market=commodities/);
  const free = page.getByRole('link', { name: 'What the crude oil curve is telling you' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await free.click();
  await expect(page).toHaveURL(/\/single-report\?slug=crude-oil-term-structure$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'What the crude oil curve is telling you' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Contango and backwardation' }),
  ).toBeVisible();
  await expect(page.getByText(/not investment advice/).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('tapetv-report-crude-oil-term-structure.pdf');
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The PDF of a pro report is refused to this member.
  const refused = await page.request.get('/api/reports/eur-usd-and-central-bank-weeks/pdf');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'PRO_ONLY' });
});

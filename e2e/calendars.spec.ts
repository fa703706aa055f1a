import { expect, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

test('a member reads exchange holidays for December, narrows them to one exchange and moves by preset', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/holiday-calendar?from=2026-12-01&to=2026-12-31');
  await expect(dana.getByRole('heading', { level: 1, name: 'Holiday Calendar' })).toBeVisible();

  const table = dana.getByRole('table', { name: /Exchange closures and early closes/ });
  const christmas = table.getByRole('rowgroup').filter({ hasText: 'Friday, 25 December 2026' });
  await expect(
    christmas.getByRole('row', { name: /New York Stock Exchange.*Christmas Day.*Closed/ }),
  ).toBeVisible();
  // Christmas Eve is an early close in New York, a full closure at Xetra.
  const eve = table.getByRole('rowgroup').filter({ hasText: 'Thursday, 24 December 2026' });
  await expect(
    eve.getByRole('row', { name: /New York Stock Exchange.*Closes early at 13:00/ }),
  ).toBeVisible();
  await expect(eve.getByRole('row', { name: /Xetra.*Closed/ })).toBeVisible();

  // One exchange: the filter keeps Tokyo's year-end closure and drops the others'.
  await dana.getByRole('button', { name: /^Exchange/ }).click();
  await dana.getByRole('checkbox', { name: /Tokyo Stock Exchange/ }).click();
  await dana.keyboard.press('Escape');
  await expect(dana).toHaveURL(/exchanges=TSE/);
  await expect(table.getByRole('row', { name: /Tokyo Stock Exchange/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /New York Stock Exchange/ })).toHaveCount(0);

  // A preset replaces the range in the address; the filter stays.
  await dana.getByRole('radio', { name: 'Next week' }).click();
  await expect(dana).not.toHaveURL(/from=2026-12-01/);
  await expect(dana).toHaveURL(/exchanges=TSE/);
});

test('a member finds the December equity index expiries and gold’s first notice day', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/futures-expiry-calendar?from=2026-12-14&to=2026-12-20');
  const table = dana.getByRole('table', { name: /Futures contract months/ });
  const friday = table.getByRole('rowgroup').filter({ hasText: 'Friday, 18 December 2026' });
  await expect(friday.getByRole('row', { name: /ESZ26/ })).toBeVisible();

  await dana.goto('/futures-expiry-calendar?from=2026-11-25&to=2026-12-31');
  await dana.getByRole('button', { name: /^Asset class/ }).click();
  await dana.getByRole('checkbox', { name: 'Metals' }).click();
  await dana.keyboard.press('Escape');
  await expect(dana).toHaveURL(/groups=metals/);
  const notice = table.getByRole('rowgroup').filter({ hasText: 'Monday, 30 November 2026' });
  await expect(
    notice.getByRole('row', { name: /GCZ26.*Mon, 30 Nov 2026.*Tue, 29 Dec 2026/ }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: /ESZ26/ })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

test('a member sets a price alert on a symbol page, is told when a level is already met, and removes it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/symbol/MSFT');
  const form = dana.getByRole('form', { name: 'Price alert for MSFT' });
  const price = form.getByRole('spinbutton', { name: 'Price' });
  // The price comes prefilled with the live one.
  await expect(price).not.toHaveValue('');
  const last = Number(await price.inputValue());
  expect(last).toBeGreaterThan(0);
  const level = (Math.round(last * 150) / 100).toFixed(2);

  // Below a level far above the price is met already: the server says so under the field.
  await form.getByRole('radio', { name: 'Below' }).check();
  await price.fill(level);
  await form.getByRole('button', { name: 'Set alert' }).click();
  await expect(form.getByText(/^MSFT is already below/)).toBeVisible();

  // Above it is an alert to wait for.
  await form.getByRole('radio', { name: 'Above' }).check();
  await form.getByRole('button', { name: 'Set alert' }).click();
  await expect(
    dana.locator('[data-slot="toast"]', { hasText: 'Alert set: MSFT above' }),
  ).toBeVisible();
  const active = dana.getByRole('list', { name: 'Active alerts on MSFT' });
  await expect(active.getByText(`Above ${level}`)).toBeVisible();

  // It is the server's: a reload shows it again, and Remove takes it away.
  await dana.reload();
  const remove = dana.getByRole('button', { name: /^Remove alert above / });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(dana.locator('[data-slot="toast"]', { hasText: 'Alert removed.' })).toBeVisible();
  await expect(dana.getByText('No alerts on MSFT yet.')).toBeVisible();
});

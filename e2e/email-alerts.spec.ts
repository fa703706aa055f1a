import { expect, test } from '@playwright/test';
import { latestLink } from './support/mail.ts';
import { registeredMember } from './support/member-page.ts';

/** The confirmation link of the newest mail, or null while the job queue has not sent it yet. */
function confirmationLink(): string | null {
  try {
    return latestLink('/email-alerts');
  } catch {
    return null;
  }
}

test('a member turns on the daily market wrap, confirms it from the mailed link, and turns it off', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await registeredMember(browser, 'Ella Alerts', 'ella_alerts');
  await page.goto('/email-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Alerts' })).toBeVisible();
  const wrap = page.getByRole('switch', { name: 'Daily market wrap' });
  const region = page.getByRole('region', { name: 'Daily market wrap' });
  await expect(wrap).not.toBeChecked();
  await expect(region.getByText('Off', { exact: true })).toBeVisible();

  // On: pending until the mailed link is opened.
  await wrap.click();
  await expect(region.getByText('Check your inbox to confirm')).toBeVisible();
  await expect(region.getByRole('button', { name: 'Resend' })).toBeVisible();
  await expect(wrap).toBeChecked();

  // The confirmation mail goes out through the job queue: it reaches the outbox shortly.
  await expect.poll(confirmationLink, { timeout: 20_000 }).not.toBeNull();
  const link = confirmationLink();
  expect(link).toMatch(/^\/email-alerts\?confirm=/);
  await page.goto(link ?? '');
  await expect(page.getByText('“Daily market wrap” is on.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/email-alerts$/);
  await expect(region.getByText('On', { exact: true })).toBeVisible();
  await expect(wrap).toBeChecked();

  // Off again, and it stays off.
  await wrap.click();
  await expect(region.getByText('Off', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Daily market wrap' })).not.toBeChecked();
});

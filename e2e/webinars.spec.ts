import { expect, test } from '@playwright/test';
import { latestMail } from './support/mail.ts';
import { registeredMember } from './support/member-page.ts';

/** The newest mail if it is a webinar confirmation, or null while the job queue has not sent it. */
function confirmation(): string | null {
  try {
    // Long headers are folded onto the next line: unfolded here.
    const mail = latestMail().replace(/\r?\n[ \t]+/g, ' ');
    return mail.includes('Subject: You are registered:') ? mail : null;
  } catch {
    return null;
  }
}

test('a member registers for an upcoming webinar, gets the confirmation mail, and cancels', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The webinars come from content/webinars on a fresh start; the first upcoming one is used, so
  // the test does not name a date.
  const page = await registeredMember(browser, 'Wes Webinars', 'wes_webinars');
  await page.goto('/webinar');
  await expect(page.getByRole('heading', { level: 1, name: 'Webinars' })).toBeVisible();
  const upcoming = page.getByRole('list', { name: 'Upcoming webinars' });
  const card = upcoming.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(title).not.toBe('');

  // Register: the card says so, and the server's sentence is shown.
  await card.getByRole('button', { name: `Register for ${title}` }).click();
  await expect(card.getByText('✓ Registered')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are registered.' })).toBeVisible();
  await expect(card.getByText(/^1 member registered$/)).toBeVisible();

  // The confirmation goes out through the job queue: it reaches the outbox shortly.
  await expect.poll(confirmation, { timeout: 20_000 }).not.toBeNull();
  const mail = confirmation() ?? '';
  expect(mail).toContain('To: wes_webinars@example.com');
  expect(mail).toContain(`Subject: You are registered: ${title}`);
  const link = mail.match(/https?:\/\/\S+\/webinar\?webinar=[a-z0-9-]+/)?.[0];
  expect(link).toBeDefined();

  // The mail's link opens the webinar's details, registered.
  const url = new URL(link ?? '');
  await page.goto(`${url.pathname}${url.search}`);
  const details = page.getByRole('region', { name: title });
  await expect(details.getByText('✓ Registered')).toBeVisible();

  // A reload keeps the seat (it is the server's), then cancelling gives it up.
  await page.reload();
  await expect(details.getByText('✓ Registered')).toBeVisible();
  await details.getByRole('button', { name: `Cancel registration for ${title}` }).click();
  await expect(details.getByRole('button', { name: `Register for ${title}` })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your registration is cancelled.' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Upcoming webinars' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: `Register for ${title}` }),
  ).toBeVisible();
});

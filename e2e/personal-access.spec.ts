import { expect, type Page, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

/** Fills the checkout's card form with a test card of the local provider and pays. */
async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Name on card').fill('Pia Access');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

test.describe('personal access (issue 20)', () => {
  test('a member without pro sees the analysts and their times as a preview, with the upgrade link', async ({
    browser,
  }) => {
    const page = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
    await page.goto('/personal-access');

    await expect(page.getByRole('heading', { level: 1, name: 'Personal Access' })).toBeVisible();
    const upgrade = page.getByRole('region', { name: 'For pro members' });
    await expect(upgrade.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // The three analysts of content/personal-access, without booking controls.
    const analysts = page.getByRole('list', { name: 'Analysts' });
    await expect(analysts.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Maya Okafor' })).toBeVisible();
    await expect(analysts.getByRole('button')).toHaveCount(0);

    await upgrade.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('a member who becomes pro books a slot, sees it under My sessions and cancels it', async ({
    browser,
  }) => {
    const page = await registeredMember(browser, 'Pia Access', 'piaaccess');
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: 'Pro', exact: true })
      .getByRole('button', { name: 'Choose plan' })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel('Billing country').selectOption('US');
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=\d+$/);

    await page.goto('/personal-access');
    await expect(page.getByRole('region', { name: 'For pro members' })).toHaveCount(0);
    const mine = page.getByRole('region', { name: 'My sessions' });
    await expect(mine.getByText('No sessions booked. Choose a time below.')).toBeVisible();

    // The first open time of the chosen day, whoever's it is.
    const times = page.getByRole('group', { name: /^Open times with / }).first();
    const time = times.getByRole('button').first();
    const label = (await time.textContent()) ?? '';
    await time.click();
    const dialog = page.getByRole('dialog', { name: /^Book a session with / });
    await expect(dialog).toContainText(label);
    await dialog
      .getByLabel('What would you like to talk about?')
      .fill('How to size a position into an earnings date');
    await dialog.getByRole('button', { name: 'Book session' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /^Booked: / })).toContainText(
      'The confirmation is on its way to your email.',
    );
    await expect(mine.getByText('How to size a position into an earnings date')).toBeVisible();
    await expect(mine.getByText(label)).toBeVisible();

    await mine.getByRole('button', { name: /^Cancel the session with / }).click();
    await expect(mine.getByText('No sessions booked. Choose a time below.')).toBeVisible();
    await expect(times.getByRole('button', { name: label, exact: true })).toBeVisible();
  });
});

import { expect, type Page, test } from '@playwright/test';
import { latestLink } from './support/mail.ts';
import { registeredMember } from './support/member-page.ts';

/** Fills the checkout's card form with a test card of the local provider and pays. */
async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card payment' });
  await form.getByLabel('Name on card').fill('Pat Buyer');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

test.describe('the pro tier’s money path (issue 20)', () => {
  test('a visitor picks yearly Pro, signs up inside the checkout, pays with the test card and opens a pro pick', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    // The cycle starts on yearly (spec point 9).
    await expect(page.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    const pro = page.getByRole('article', { name: 'Pro', exact: true });
    await expect(pro).toContainText('$249');
    await pro.getByRole('button', { name: 'Choose plan' }).click();
    await expect(page).toHaveURL(/\/checkout$/);

    // The summary is the server's: Pro, yearly, with the US's "No tax".
    await page.getByLabel('Billing country').selectOption('US');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Pro');
    await expect(summary).toContainText('$249.00');
    await expect(summary).toContainText('per year');

    // A visitor creates an account inside the checkout; the mailed link brings them back to it.
    const account = page.getByRole('region', { name: 'Log in or create an account to pay' });
    await account.getByRole('tab', { name: 'Create account' }).click();
    await account.getByLabel('Name', { exact: true }).fill('Pat Buyer');
    await account.getByLabel('User name').fill('patbuyer');
    await account.getByLabel('Email').fill('patbuyer@example.com');
    await account.getByLabel('Password').fill('patbuyer-password-1');
    await account.getByRole('button', { name: 'Create account' }).click();
    await expect(
      account.getByText('Check your email: the link brings you back to your checkout.'),
    ).toBeVisible();
    await page.goto(latestLink('/register/confirm', 'patbuyer@example.com'));
    await expect(page).toHaveURL(/\/checkout$/);

    // The plan and the yearly cycle were kept while the visitor signed up.
    await page.getByLabel('Billing country').selectOption('GB');
    await expect(summary).toContainText('VAT 20%');
    await expect(summary).toContainText('$49.80');
    await expect(summary).toContainText('$298.80');
    await payWith(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/checkout\/thank-you\?order=\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to TapeTV Pro' }),
    ).toBeVisible();
    await expect(page.getByText('$298.80')).toBeVisible();
    await expect(page.getByText('Ending in 4242')).toBeVisible();

    const billing = await page.evaluate(async () =>
      (await fetch('/api/billing/subscription')).json(),
    );
    expect(billing).toMatchObject({
      isPro: true,
      subscription: { status: 'active', cycle: 'yearly', plan: { slug: 'pro' } },
    });

    // A pro pick opens whole, with Copy, and no upgrade link.
    await page.getByRole('link', { name: 'See the pro picks' }).click();
    await expect(page).toHaveURL(/\/pro-picks$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Picks' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Copy/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Upgrade to Pro/ })).toHaveCount(0);
  });

  test('a declined card shows a clear error and no subscription is created', async ({
    browser,
  }) => {
    const page = await registeredMember(browser, 'Dee Clined', 'deeclined');
    await page.goto('/pricing');
    await page
      .getByRole('article', { name: 'Pro', exact: true })
      .getByRole('button', { name: 'Choose plan' })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel('Billing country').selectOption('US');
    await payWith(page, '4000 0000 0000 0002');

    await expect(page.getByRole('alert')).toContainText(
      'Your card was declined. You have not been charged.',
    );
    await expect(page).toHaveURL(/\/checkout$/);
    const billing = await page.evaluate(async () =>
      (await fetch('/api/billing/subscription')).json(),
    );
    expect(billing).toEqual({ isPro: false, subscription: null });

    // The pro picks stay locked.
    await page.goto('/pro-picks');
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).first()).toBeVisible();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The reset link in the newest mail of the server's outbox (no SMTP configured in tests). */
function latestResetLink(): string {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const newest = readdirSync(outbox).sort().at(-1);
  if (!newest) throw new Error(`no mail in ${outbox}`);
  // Quoted-printable: join soft line breaks and decode "=3D" before looking for the link.
  const mail = readFileSync(path.join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const link = mail.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link in ${newest}`);
  return link;
}

test.describe('account pages', () => {
  test('a visitor registers, with field messages first, and lands on the feed logged in', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The name field is required.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();

    await page.getByLabel('Name', { exact: true }).fill('Erin Example');
    await page.getByLabel('User name').fill('erin_e2e');
    await page.getByLabel('Email').fill('dana@tapetv.dev');
    await page.getByLabel('Password').fill('erin-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The email has already been taken.')).toBeVisible();

    await page.getByLabel('Email').fill('erin@example.com');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menu')).toContainText('@erin_e2e');
  });

  test('a member resets a forgotten password with the mailed link, once', async ({
    page,
    browser,
  }) => {
    // A member of its own, so no other test depends on the password this one changes.
    const member = {
      email: 'riley@example.com',
      oldPassword: 'riley-old-password',
      newPassword: 'riley-new-password-9',
    };
    const signup = await browser.newContext();
    const signupPage = await signup.newPage();
    await signupPage.goto('/register');
    await signupPage.getByLabel('Name', { exact: true }).fill('Riley Reset');
    await signupPage.getByLabel('User name').fill('riley_reset');
    await signupPage.getByLabel('Email').fill(member.email);
    await signupPage.getByLabel('Password').fill(member.oldPassword);
    await signupPage.getByRole('button', { name: 'Create account' }).click();
    await expect(signupPage).toHaveURL(/\/feed$/);
    await signup.close();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for that email');

    const link = new URL(latestResetLink());
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill(member.newPassword);
    await page.getByLabel('Repeat the new password').fill('something-else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(member.newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been reset');

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill('another-password-1');
    await page.getByLabel('Repeat the new password').fill('another-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link is invalid or has expired.',
    );

    // The new password logs in; the old one no longer does.
    const fresh = await browser.newPage();
    await fresh.goto('/login');
    await fresh.getByPlaceholder('Enter Your Email').fill(member.email);
    await fresh.getByPlaceholder('Enter Password').fill(member.oldPassword);
    await fresh.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(fresh.getByRole('alert')).toHaveText(
      'These credentials do not match our records.',
    );
    await fresh.getByPlaceholder('Enter Password').fill(member.newPassword);
    await fresh.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await expect(fresh).toHaveURL(/\/feed$/);
    await fresh.close();
  });
});

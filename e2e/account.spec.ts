import { expect, test } from '@playwright/test';
import { latestLink, latestMail } from './support/mail.ts';
import { ownContext } from './support/member-page.ts';

const SENT = 'Almost there: we have sent a link to your email.';

test.describe('account pages', () => {
  test('a visitor registers with the mailed link, and a taken email reveals nothing', async ({
    page,
    browser,
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
    // The same answer as for a free address; Dana's inbox gets a note, not a sign-up link.
    await expect(page.getByRole('status')).toContainText(SENT);
    await expect(page.getByText('already been taken')).toHaveCount(0);
    expect(latestMail()).toContain('already has one');
    expect(latestMail()).not.toContain('/register/confirm');

    await page.getByRole('button', { name: 'Sign up again' }).click();
    await page.getByLabel('Email').fill('erin@example.com');
    await page.getByLabel('Password').fill('erin-password-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText(SENT);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();

    const link = latestLink('/register/confirm');
    await page.goto(link);
    await expect(page).toHaveURL(/\/feed$/);
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menu')).toContainText('@erin_e2e');

    // The link works once.
    const again = await browser.newPage();
    await again.goto(link);
    await expect(again.getByRole('alert')).toContainText('invalid or has expired');
    await again.close();
  });

  test('a member resets a forgotten password with the mailed link, once', async ({
    page,
    browser,
  }) => {
    // Registration, confirmation, reset and two logins: five password hashes (scrypt, ~0.1 s
    // each by design) and three pages; it has come within a second of the 30 s default.
    test.slow();
    // A member of its own, so no other test depends on the password this one changes.
    const member = {
      email: 'riley@example.com',
      oldPassword: 'riley-old-password',
      newPassword: 'riley-new-password-9',
    };
    const signup = await ownContext(browser);
    const signupPage = await signup.newPage();
    await signupPage.goto('/register');
    await signupPage.getByLabel('Name', { exact: true }).fill('Riley Reset');
    await signupPage.getByLabel('User name').fill('riley_reset');
    await signupPage.getByLabel('Email').fill(member.email);
    await signupPage.getByLabel('Password').fill(member.oldPassword);
    await signupPage.getByRole('button', { name: 'Create account' }).click();
    await expect(signupPage.getByRole('status')).toContainText(SENT);
    await signupPage.goto(latestLink('/register/confirm'));
    await expect(signupPage).toHaveURL(/\/feed$/);
    await signup.close();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The URL changes before the lazily loaded page replaces the login form (its Email too).
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account exists for that email');

    const resetLink = latestLink('/reset-password');
    await page.goto(resetLink);
    await page.getByLabel('New password', { exact: true }).fill(member.newPassword);
    await page.getByLabel('Repeat the new password').fill('something-else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(member.newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been reset');

    // The link works once.
    await page.goto(resetLink);
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

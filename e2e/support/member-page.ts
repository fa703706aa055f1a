import { type Browser, expect, type Page } from '@playwright/test';
import { latestLink } from './mail.ts';

/**
 * A browser context of its own (cookies, real-time connection). It prefers reduced motion, as the
 * config's pages do (see playwright.config.ts), unless the test is about motion.
 */
export function ownContext(browser: Browser, { motion = false }: { motion?: boolean } = {}) {
  return browser.newContext({ reducedMotion: motion ? 'no-preference' : 'reduce' });
}

/** A member logged in through the login page, in a browser context of their own. */
export async function memberPage(
  browser: Browser,
  email: string,
  password: string,
  options: { motion?: boolean } = {},
): Promise<Page> {
  const context = await ownContext(browser, options);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder('Enter Your Email').fill(email);
  await page.getByPlaceholder('Enter Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/feed');
  return page;
}

/** A member registered through the register page and its mailed link, landing on their feed. */
export async function registeredMember(
  browser: Browser,
  name: string,
  userName: string,
): Promise<Page> {
  const page = await (await ownContext(browser)).newPage();
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Email').fill(`${userName}@example.com`);
  await page.getByLabel('Password').fill(`${userName}-password-1`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a link');
  await page.goto(latestLink('/register/confirm', `${userName}@example.com`));
  await expect(page).toHaveURL(/\/feed$/);
  return page;
}

import type { Browser, Page } from '@playwright/test';

/** A member logged in through the login page, in a browser context of their own (their own cookies and real-time connection). */
export async function memberPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder('Enter Your Email').fill(email);
  await page.getByPlaceholder('Enter Password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/feed');
  return page;
}

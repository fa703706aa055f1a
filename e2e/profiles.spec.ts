import { type Browser, expect, type Page, test } from '@playwright/test';
import { latestLink } from './support/mail.ts';
import { memberPage } from './support/member-page.ts';

/** A member registered through the register page and its mailed link, landing on their feed. */
async function registeredMember(browser: Browser, name: string, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Email').fill(`${userName}@example.com`);
  await page.getByLabel('Password').fill(`${userName}-password-1`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a link');
  await page.goto(latestLink('/register/confirm'));
  await expect(page).toHaveURL(/\/feed$/);
  return page;
}

/** The number in a profile's "N followers" link. */
const followersOf = async (page: Page) => {
  const link = page.getByRole('main').getByRole('link', { name: /\d+ followers?$/ });
  return Number(((await link.textContent()) ?? '').replace(/\D/g, ''));
};

test('a new member follows Sam from his profile, Sam is told live, and the counts, feed and lists follow; then unfollows', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const quinn = await registeredMember(browser, 'Quinn Follow', 'quinn_follow');
  await expect(quinn.getByText('Your feed is empty')).toBeVisible();
  const sam = await memberPage(browser, 'sam@tapetv.dev', 'TapeTV-demo-2');

  // Every post author leads to a real profile page.
  await sam.getByRole('main').getByRole('link', { name: /@sam$/ }).first().click();
  await expect(sam).toHaveURL(/\/profile\/sam$/);
  await expect(sam.getByRole('heading', { level: 1, name: 'Sam Trader' })).toBeVisible();
  await expect(sam.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(sam.getByRole('main').getByRole('button', { name: /^(Follow|Unfollow) / })).toHaveCount(0);

  await quinn.goto('/profile/sam');
  await expect(quinn.getByRole('heading', { level: 1, name: 'Sam Trader' })).toBeVisible();
  await expect(quinn.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(quinn.locator('article[data-post-id]').first()).toContainText('Sam Trader');
  const before = await followersOf(quinn);

  await quinn.getByRole('button', { name: 'Follow Sam Trader' }).click();
  await expect(quinn.getByText('Follow user successfully!', { exact: true })).toBeVisible();
  await expect(quinn.getByRole('button', { name: 'Unfollow Sam Trader' })).toBeVisible();
  expect(await followersOf(quinn)).toBe(before + 1);

  // Sam's notifications channel got NewFollower: his followers dropdown shows it without a reload.
  await sam.getByRole('button', { name: 'Followers' }).click();
  await expect(
    sam.getByRole('menuitem', { name: 'Quinn Follow started following you' }),
  ).toBeVisible();
  await sam.getByRole('menuitem', { name: 'Quinn Follow started following you' }).click();
  await expect(sam).toHaveURL(/\/profile\/quinn_follow$/);
  await expect(sam.getByRole('button', { name: 'Follow Quinn Follow' })).toBeVisible();
  // After a reload Sam's own profile counts Quinn.
  await sam.goto('/profile/sam');
  await expect.poll(() => followersOf(sam)).toBe(before + 1);

  // Quinn's feed now has Sam's posts.
  await quinn.goto('/feed');
  await expect(quinn.locator('article[data-post-id]').first()).toContainText('Sam Trader');

  // Quinn's own followings list shows Sam; unfollowing from it flips the row.
  await quinn.goto('/profile/quinn_follow/follow?tab=followings');
  await expect(quinn.getByRole('tab', { name: 'Following (1)', selected: true })).toBeVisible();
  await expect(quinn.getByRole('link', { name: 'Sam Trader' })).toBeVisible();
  await quinn.getByRole('button', { name: 'Unfollow Sam Trader' }).click();
  await expect(quinn.getByText('unfollow user successfully!', { exact: true })).toBeVisible();
  await expect(quinn.getByRole('button', { name: 'Follow Sam Trader' })).toBeVisible();
  await expect(quinn.getByRole('tab', { name: 'Following (0)' })).toBeVisible();

  await quinn.goto('/profile/sam');
  await expect.poll(() => followersOf(quinn)).toBe(before);
  await expect(quinn.getByRole('button', { name: 'Follow Sam Trader' })).toBeVisible();

  // An unknown member is a clear "does not exist", not a blank page.
  await quinn.goto('/profile/nobody_at_all');
  await expect(quinn.getByText('This member does not exist')).toBeVisible();
});

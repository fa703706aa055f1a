import { expect, type Page, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

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

  // Every post author leads to a real profile page. Sam posts first: the top of his feed may hold
  // only the people he follows, whose posts the earlier tests added.
  const text = `Profile e2e ${Date.now()}: $MSFT holds the range`;
  await sam.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
  await sam.getByRole('button', { name: 'Post', exact: true }).click();
  const own = sam.locator('article', { hasText: text });
  await expect(own).toBeVisible();
  await own.getByRole('link', { name: /@sam$/ }).first().click();
  await expect(sam).toHaveURL(/\/profile\/sam$/);
  await expect(sam.getByRole('heading', { level: 1, name: 'Sam Trader' })).toBeVisible();
  await expect(sam.getByRole('link', { name: 'Edit profile' })).toBeVisible();
  await expect(
    sam.getByRole('main').getByRole('button', { name: /^(Follow|Unfollow) / }),
  ).toHaveCount(0);

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
  await sam.getByRole('button', { name: /^Followers, \d+ unread$/ }).click();
  await expect(
    sam.getByRole('menuitem', { name: /^Quinn Follow started following you/ }),
  ).toBeVisible();
  await sam.getByRole('menuitem', { name: /^Quinn Follow started following you/ }).click();
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

test('a member sets a cover and an avatar (kept after a reload, in the header too), removes the cover, and a file that is no image is refused', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const pat = await registeredMember(browser, 'Pat Pictures', 'pat_pictures');
  await pat.goto('/profile/pat_pictures');
  const cover = pat.getByRole('img', { name: "Pat Pictures's cover" });
  await expect(cover).toHaveAttribute('src', '/photos/d-cover.jpg');
  await expect(pat.getByRole('button', { name: 'Remove cover' })).toHaveCount(0);

  const choose = async (
    button: string,
    files: Parameters<import('@playwright/test').FileChooser['setFiles']>[0],
  ) => {
    const chooser = pat.waitForEvent('filechooser');
    await pat.getByRole('button', { name: button }).click();
    await (await chooser).setFiles(files);
  };

  await choose('Change cover', 'e2e/fixtures/chart.png');
  await expect(pat.getByText('cover photo updated successfully!', { exact: true })).toBeVisible();
  await expect(cover).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);

  await choose('Change profile photo', 'e2e/fixtures/chart.png');
  await expect(pat.getByText('Profile Photo updated successfully!', { exact: true })).toBeVisible();
  const headerAvatar = pat.getByRole('button', { name: 'Profile menu' }).getByRole('img');
  await expect(headerAvatar).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);

  await pat.reload();
  await expect(cover).toHaveAttribute('src', /^\/uploads\//);
  await expect(headerAvatar).toHaveAttribute('src', /^\/uploads\//);
  await expect(
    pat.getByRole('main').getByRole('img', { name: 'Pat Pictures' }).first(),
  ).toHaveAttribute('src', /^\/uploads\//);

  // Reposition: the banner is a slider; the chosen focus is kept after a reload.
  await pat.getByRole('button', { name: 'Reposition' }).click();
  const slider = pat.getByRole('slider', { name: 'Cover position' });
  await expect(slider).toBeFocused();
  await pat.keyboard.press('Home');
  await pat.keyboard.press('Shift+ArrowUp');
  await pat.getByRole('button', { name: 'Save position' }).click();
  await expect(pat.getByText('Cover position saved.', { exact: true })).toBeVisible();
  await expect(slider).toHaveCount(0);
  await pat.reload();
  await expect(cover).toHaveCSS('object-position', '50% 10%');

  await pat.getByRole('button', { name: 'Remove cover' }).click();
  await expect(pat.getByText('Cover Photo deleted successfully!', { exact: true })).toBeVisible();
  await expect(cover).toHaveAttribute('src', '/photos/d-cover.jpg');
  await pat.reload();
  await expect(cover).toHaveAttribute('src', '/photos/d-cover.jpg');

  await choose('Change cover', {
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are notes, not a picture'),
  });
  await expect(pat.getByText('Error uploading cover photo', { exact: true })).toBeVisible();
  await expect(pat.getByRole('alert').filter({ hasText: 'Cover photo:' })).toContainText(
    'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  );
  await expect(cover).toHaveAttribute('src', '/photos/d-cover.jpg');
});

test('a member changes their name, user name and bio in settings: the header, profile and posts follow without a reload, the old address is gone, and refusals show beside the fields', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const robin = await registeredMember(browser, 'Robin Rename', 'robin_rename');
  const text = `Robin's first idea ${Date.now()}`;
  await robin.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
  await robin.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(robin.locator('article', { hasText: text })).toBeVisible();

  await robin.getByRole('button', { name: 'Profile menu' }).click();
  await robin.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(robin).toHaveURL(/\/profile\/robin_rename\/setting$/);

  // Another member's user name is refused beside its field.
  const userName = robin.getByLabel('User name');
  await userName.fill('sam');
  await robin.getByRole('button', { name: 'Save changes' }).click();
  await expect(robin.getByText('Error updating user data', { exact: true })).toBeVisible();
  await expect(robin.getByText('The user name has already been taken.')).toBeVisible();

  await robin.getByLabel('Name', { exact: true }).fill('Robin Renamed');
  await userName.fill('robin_new');
  await robin.getByLabel('Bio').fill('Swing trader, mostly energy.');
  await robin.getByRole('button', { name: 'Save changes' }).click();
  await expect(robin.getByText('User data updated successfully!', { exact: true })).toBeVisible();
  await expect(robin).toHaveURL(/\/profile\/robin_new\/setting$/);

  // No reload from here on: the header, the profile and the post show the new names.
  await robin.getByRole('button', { name: 'Profile menu' }).click();
  await expect(robin.getByRole('menu')).toContainText('@robin_new');
  await robin.getByRole('menuitem', { name: 'My Profile' }).click();
  await expect(robin).toHaveURL(/\/profile\/robin_new$/);
  await expect(robin.getByRole('heading', { level: 1, name: 'Robin Renamed' })).toBeVisible();
  await expect(robin.getByText('Swing trader, mostly energy.')).toBeVisible();
  await expect(robin.locator('article', { hasText: text })).toContainText('Robin Renamed');
  await expect(robin.locator('article', { hasText: text })).toContainText('@robin_new');

  // The old address is free now; the settings of another member are refused.
  await robin.goto('/profile/robin_rename');
  await expect(robin.getByText('This member does not exist')).toBeVisible();
  await robin.goto('/profile/sam/setting');
  await expect(robin.getByText('These are not your settings')).toBeVisible();

  // A new password needs the right current one.
  await robin.goto('/profile/robin_new/setting');
  await robin.getByLabel('Current password').fill('not-my-password');
  await robin.getByLabel('New password', { exact: true }).fill('robin-new-password-2');
  await robin.getByLabel('Repeat the new password').fill('robin-new-password-2');
  await robin.getByRole('button', { name: 'Change password' }).click();
  await expect(robin.getByText('The current password is incorrect.')).toBeVisible();
  await robin.getByLabel('Current password').fill('robin_rename-password-1');
  await robin.getByRole('button', { name: 'Change password' }).click();
  await expect(robin.getByText('User data updated successfully!', { exact: true })).toBeVisible();
  await expect(robin.getByLabel('Current password')).toHaveValue('');
});

test('a newly registered member follows a suggested trader and joins a suggested group from the welcome step on the empty feed, and the trader’s posts fill it; popular now shows the site', async ({
  browser,
}) => {
  const noor = await registeredMember(browser, 'Noor New', 'noor_new');
  // The welcome step suggests traders; the empty feed is under it.
  const welcome = noor.getByRole('region', { name: 'Welcome to TapeTV, Noor!' });
  await expect(welcome).toBeVisible();
  await expect(noor.getByText('Your feed is empty')).toBeVisible();
  const first = welcome.getByRole('listitem').first();
  const trader = (await first.getByRole('link').textContent()) ?? '';
  expect(trader).not.toBe('');

  await first.getByRole('button', { name: `Follow ${trader}` }).click();
  await expect(noor.getByText('Follow user successfully!', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: `Unfollow ${trader}` })).toBeVisible();
  // The feed loads again with the trader's posts, without a reload.
  await expect(noor.locator('article[data-post-id]').first()).toContainText(trader);

  // The step suggests groups too: one click joins (or asks to join a private one).
  const group = welcome
    .getByRole('region', { name: 'Groups to join' })
    .getByRole('listitem')
    .first();
  const groupTitle = (await group.getByRole('link').textContent()) ?? '';
  expect(groupTitle).not.toBe('');
  await group.getByRole('button', { name: `Join ${groupTitle}` }).click();
  await expect(
    group.getByRole('button', {
      name: new RegExp(`^(Leave|Cancel your request to join) ${groupTitle}$`),
    }),
  ).toBeVisible();

  // Done: the suggestions move to the side rail, where the followed trader shows Unfollow.
  await welcome.getByRole('button', { name: 'Done, show my feed' }).click();
  await expect(welcome).toHaveCount(0);
  await expect(
    noor
      .getByRole('complementary', { name: 'Suggestions' })
      .getByRole('button', { name: `Unfollow ${trader}` }),
  ).toBeVisible();

  await noor.getByRole('link', { name: 'Popular now' }).click();
  await expect(noor).toHaveURL(/\/feed\?tab=popular$/);
  await expect(noor.locator('article[data-post-id]').first()).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

test('B reacts, votes, comments and follows: A’s badges and dropdowns update live; what A opens stays read after a reload', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ava = await registeredMember(browser, 'Ava Author', 'ava_author');
  const ben = await registeredMember(browser, 'Ben Busy', 'ben_busy');

  // A fresh member has nothing unread.
  const notifications = ava.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  const followers = ava.getByRole('banner').getByRole('button', { name: /^Followers/ });
  await expect(notifications).toHaveAccessibleName('Notifications');
  await expect(followers).toHaveAccessibleName('Followers');

  // Ava posts a poll; Ben opens it on its own page.
  const text = `Notify me ${Date.now()}: $SPY above 600 by Friday?`;
  await ava.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
  await ava.getByRole('button', { name: 'Add a poll' }).click();
  await ava.getByPlaceholder('Option 1').fill('Yes');
  await ava.getByPlaceholder('Option 2').fill('No');
  await ava.getByRole('button', { name: 'Post', exact: true }).click();
  const avaCard = ava.locator('article[data-post-id]', { hasText: text });
  await expect(avaCard).toBeVisible();
  const postId = await avaCard.getAttribute('data-post-id');
  await ben.goto(`/post/${postId}`);
  const benCard = ben.locator('article[data-post-id]', { hasText: text });

  // Ben reacts: Ava's badge counts it at once, without a reload.
  await benCard.getByRole('button', { name: 'React' }).click();
  const picker = ben.getByRole('dialog', { name: 'Choose a reaction' });
  await picker
    .getByRole('radio', { name: 'bullish' })
    .or(picker.getByRole('button', { name: 'bullish' }))
    .click();
  await expect(notifications).toHaveAccessibleName('Notifications, 1 unread');

  // Ben votes and comments; then follows Ava from her profile.
  await benCard.getByRole('button', { name: 'Yes' }).click();
  await expect(notifications).toHaveAccessibleName('Notifications, 2 unread');
  await benCard.getByRole('textbox', { name: 'Write a comment' }).fill('Agreed, into the close.');
  await benCard.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(notifications).toHaveAccessibleName('Notifications, 3 unread');
  await ben.goto('/profile/ava_author');
  await ben.getByRole('button', { name: 'Follow Ava Author' }).click();
  await expect(followers).toHaveAccessibleName('Followers, 1 unread');

  // The dropdown lists all three, newest first; opening one goes to the post and reads it.
  await notifications.click();
  const items = ava.getByRole('menuitem', { name: /^Ben Busy / });
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toHaveAccessibleName(/^Ben Busy commented on your post.*Unread$/);
  await expect(items.nth(1)).toHaveAccessibleName(/^Ben Busy voted in your poll/);
  await expect(items.nth(2)).toHaveAccessibleName(/^Ben Busy reacted to your post/);
  await items.nth(0).click();
  await expect(ava).toHaveURL(new RegExp(`/post/${postId}$`));
  await expect(notifications).toHaveAccessibleName('Notifications, 2 unread');

  // After a reload the server still says 2 unread, and the opened one is read.
  await ava.reload();
  await expect(notifications).toHaveAccessibleName('Notifications, 2 unread');
  await notifications.click();
  await expect(
    ava.getByRole('menuitem', { name: /^Ben Busy commented on your post/ }),
  ).not.toHaveAccessibleName(/Unread$/);
  await ava.keyboard.press('Escape');

  // Ava follows Ben back from the followers dropdown; the offer goes away (after a reload too).
  await followers.click();
  await ava.getByRole('menuitem', { name: 'Follow back Ben Busy' }).click();
  await expect(ava.getByText('Follow user successfully!', { exact: true })).toBeVisible();
  await expect(
    ava.getByRole('menuitem', { name: /^Ben Busy started following you/ }),
  ).toBeVisible();
  await expect(ava.getByRole('menuitem', { name: 'Follow back Ben Busy' })).toHaveCount(0);
  await ava.keyboard.press('Escape');

  // The notifications screen: filter by kind, then mark all read (kept after a reload).
  await ava.goto('/notifications');
  await expect(ava.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = ava.getByRole('main').getByRole('region', { name: 'Notifications' });
  await expect(list.getByRole('button', { name: /^Ben Busy / })).toHaveCount(4);
  await ava.getByRole('tab', { name: 'Followers' }).click();
  await expect(ava).toHaveURL(/kind=follower/);
  await expect(list.getByRole('button', { name: /^Ben Busy / })).toHaveCount(1);
  await expect(list.getByRole('button', { name: /^Ben Busy started following you/ })).toBeVisible();
  await ava.getByRole('tab', { name: 'All' }).click();
  await ava.getByRole('button', { name: 'Mark all read' }).click();
  await expect(ava.getByText('Nothing unread')).toBeVisible();
  await expect(notifications).toHaveAccessibleName('Notifications');
  await expect(followers).toHaveAccessibleName('Followers');
  await ava.reload();
  await expect(notifications).toHaveAccessibleName('Notifications');
  await expect(list.getByRole('button', { name: /Unread$/ })).toHaveCount(0);
  await followers.click();
  await expect(
    ava.getByRole('menuitem', { name: /^Ben Busy started following you/ }),
  ).toBeVisible();
  await expect(ava.getByRole('menuitem', { name: 'Follow back Ben Busy' })).toHaveCount(0);
});

test('on a phone, where the dropdowns do not fit, the header’s bell leads to the notifications screen', async ({
  browser,
}) => {
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.setViewportSize({ width: 375, height: 812 });
  await expect(
    dana.getByRole('banner').getByRole('button', { name: /^Notifications/ }),
  ).toBeHidden();
  await dana
    .getByRole('banner')
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(dana).toHaveURL(/\/notifications$/);
  await expect(dana.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

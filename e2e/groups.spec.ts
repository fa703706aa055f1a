import { expect, type Page, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

/** The group's live chat on a page (who is online, the messages and the composer). */
const chatOf = (page: Page) => page.getByRole('region', { name: 'Live chat', exact: true });

test('two members chat live in a group: send, reply, edit, delete and presence; both reload to the same history', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const gia = await registeredMember(browser, 'Gia Group', 'gia_group');
  const hal = await registeredMember(browser, 'Hal Chat', 'hal_chat');

  // Gia creates a public group from /groups and lands on it, its owner.
  await gia.goto('/groups');
  await gia.getByRole('button', { name: 'Create group' }).click();
  const form = gia.getByRole('form', { name: 'New group' });
  await form.getByLabel('Group name').fill('swing-desk');
  await form.getByLabel('Title').fill('Swing Desk');
  await form.getByLabel('Description (optional)').fill('Multi-day setups, $SPY and friends.');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(gia).toHaveURL(/\/groups\/\d+\/Swing-Desk$/);
  await expect(gia.getByRole('heading', { name: 'Swing Desk', level: 1 })).toBeVisible();
  const groupUrl = new URL(gia.url()).pathname;

  // Hal follows a link with an outdated title: he lands on the right address, and joins.
  await hal.goto(groupUrl.replace('Swing-Desk', 'Old-Title'));
  await expect(hal).toHaveURL(new RegExp(`${groupUrl}$`));
  await hal.getByRole('button', { name: 'Join Swing Desk' }).click();
  await expect(hal.getByRole('button', { name: 'Leave Swing Desk' })).toBeVisible();

  // Both open the live chat; each sees the other online.
  await gia
    .getByRole('navigation', { name: 'Group sections' })
    .getByRole('link', { name: 'Live chat' })
    .click();
  await expect(gia).toHaveURL(new RegExp(`${groupUrl}/live-chat$`));
  await hal.goto(`${groupUrl}/live-chat`);
  const giaChat = chatOf(gia);
  const halChat = chatOf(hal);
  await expect(gia.getByRole('list', { name: 'Online now' }).getByText('Hal Chat')).toBeVisible();
  await expect(hal.getByRole('list', { name: 'Online now' }).getByText('Gia Group')).toBeVisible();

  // Gia sends: Hal has it at once, and replies to it.
  await giaChat.getByRole('textbox', { name: 'Message' }).fill('Morning desk, $SPY gap up?');
  await giaChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const halSees = halChat.getByRole('article', { name: 'Gia Group: Morning desk, $SPY gap up?' });
  await expect(halSees).toBeVisible();
  await halSees.hover();
  await halSees.getByRole('button', { name: 'Reply to Gia Group' }).click();
  await halChat.getByRole('textbox', { name: 'Reply to Gia Group' }).fill('Fading it into 10am.');
  await halChat.getByRole('textbox', { name: 'Reply to Gia Group' }).press('Enter');
  const reply = giaChat.getByRole('article', { name: 'Hal Chat: Fading it into 10am.' });
  await expect(reply).toBeVisible();
  await expect(reply).toContainText('Morning desk, $SPY gap up?');

  // Gia edits her message: Hal sees the new text, marked edited.
  const giaMessage = giaChat.getByRole('article', { name: /^Gia Group: Morning desk/ });
  await giaMessage.hover();
  await giaMessage.getByRole('button', { name: 'Edit message' }).click();
  await giaChat.getByRole('textbox', { name: 'Edit message' }).fill('Morning desk, $SPY gap fill?');
  await giaChat.getByRole('button', { name: 'Save' }).click();
  const edited = halChat.getByRole('article', { name: 'Gia Group: Morning desk, $SPY gap fill?' });
  await expect(edited).toBeVisible();
  await expect(edited).toContainText('edited');

  // A second message of Gia's, then deleted: it goes from Hal's chat.
  await giaChat.getByRole('textbox', { name: 'Message' }).fill('Wrong chat, ignore');
  await giaChat.getByRole('textbox', { name: 'Message' }).press('Enter');
  const mistaken = halChat.getByRole('article', { name: 'Gia Group: Wrong chat, ignore' });
  await expect(mistaken).toBeVisible();
  const giaMistaken = giaChat.getByRole('article', { name: 'Gia Group: Wrong chat, ignore' });
  await giaMistaken.hover();
  await giaMistaken.getByRole('button', { name: 'Delete message' }).click();
  await expect(mistaken).toHaveCount(0);
  await expect(giaMistaken).toHaveCount(0);

  // Both reload: the same history, in the same order.
  for (const page of [gia, hal]) {
    await page.reload();
    await expect(chatOf(page).getByRole('article')).toHaveText([
      /Morning desk, \$SPY gap fill\?/,
      /Fading it into 10am\./,
    ]);
  }
});

test('the owner changes the group cover; another member sees it after a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const olive = await registeredMember(browser, 'Olive Owner', 'olive_owner');
  const mike = await registeredMember(browser, 'Mike Member', 'mike_member');

  await olive.goto('/groups');
  await olive.getByRole('button', { name: 'Create group' }).click();
  const form = olive.getByRole('form', { name: 'New group' });
  await form.getByLabel('Group name').fill('cover-club');
  await form.getByLabel('Title').fill('Cover Club');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(olive).toHaveURL(/\/groups\/\d+\/Cover-Club$/);
  const groupUrl = new URL(olive.url()).pathname;

  await mike.goto(groupUrl);
  await mike.getByRole('button', { name: 'Join Cover Club' }).click();
  const mikeCover = mike.getByRole('img', { name: 'Cover Club cover' });
  await expect(mikeCover).toHaveAttribute('src', '/photos/d-cover.jpg');
  // A member who is not an admin has no controls.
  await expect(mike.getByRole('button', { name: 'Change cover' })).toHaveCount(0);

  const chooser = olive.waitForEvent('filechooser');
  await olive.getByRole('button', { name: 'Change cover' }).click();
  await (await chooser).setFiles('e2e/fixtures/chart.png');
  await expect(olive.getByText('cover photo updated successfully!', { exact: true })).toBeVisible();
  await expect(olive.getByRole('img', { name: 'Cover Club cover' })).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]{32}\.webp$/,
  );

  await mike.reload();
  await expect(mikeCover).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.webp$/);
});

test('Dana and Sam meet in the seeded Options Lab: its history, each other online, a live message, and the members tab', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  const sam = await memberPage(browser, 'sam@tapetv.dev', 'TapeTV-demo-2');

  // The menu leads to the groups; Options Lab is among Dana's.
  await dana.goto('/groups');
  await dana
    .getByRole('region', { name: 'Joined chats' })
    .getByRole('link', { name: /^Options Lab/ })
    .click();
  await expect(dana).toHaveURL(/\/groups\/\d+\/Options-Lab$/);
  const groupUrl = new URL(dana.url()).pathname;
  await dana
    .getByRole('navigation', { name: 'Group sections' })
    .getByRole('link', { name: 'Live chat' })
    .click();
  await expect(
    chatOf(dana).getByRole('article', {
      name: 'Dana Demo: Writing a covered call on $AAPL 235 for next week. Thoughts?',
    }),
  ).toBeVisible();

  await sam.goto(`${groupUrl}/live-chat`);
  await expect(
    dana.getByRole('list', { name: 'Online now' }).getByText('Sam Trader'),
  ).toBeVisible();
  await chatOf(sam).getByRole('textbox', { name: 'Message' }).fill('Skew is steep on $AAPL today.');
  await chatOf(sam).getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    chatOf(dana).getByRole('article', { name: 'Sam Trader: Skew is steep on $AAPL today.' }),
  ).toBeVisible();

  // The members tab: both, with their roles, and Sam (still in the chat) online.
  await dana
    .getByRole('navigation', { name: 'Group sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(dana).toHaveURL(new RegExp(`${groupUrl}/members$`));
  const members = dana.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem').filter({ hasText: 'Dana Demo' })).toBeVisible();
  await expect(members.getByRole('listitem').filter({ hasText: 'Sam Trader' })).toContainText(
    '(online)',
  );
});

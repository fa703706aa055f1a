import { expect, test } from '@playwright/test';
import { registeredMember } from './support/member-page.ts';

test('two members hold a conversation live: badge, dropdown, typing, seen, edit; both reload to the same conversation with nothing unread', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const cara = await registeredMember(browser, 'Cara Chat', 'cara_chat');
  const dev = await registeredMember(browser, 'Dev Direct', 'dev_direct');
  const devMessages = dev.getByRole('banner').getByRole('button', { name: /^Messages/ });
  await expect(devMessages).toHaveAccessibleName('Messages');

  // Cara starts the conversation from Dev's profile.
  await cara.goto('/profile/dev_direct');
  await cara.getByRole('button', { name: 'Message Dev Direct' }).click();
  await expect(cara).toHaveURL(/\/messages\?chat=\d+$/);
  const caraPane = cara.getByRole('region', { name: 'Conversation with Dev Direct' });
  await expect(caraPane.getByText('Say hello to Dev Direct.')).toBeVisible();
  await caraPane
    .getByRole('textbox', { name: 'Message' })
    .fill('Hi Dev, long $NVDA into earnings?');
  await caraPane.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(
    caraPane.getByRole('article', { name: 'Cara Chat: Hi Dev, long $NVDA into earnings?' }),
  ).toBeVisible();
  await expect(caraPane.getByText('Sent', { exact: true })).toBeVisible();

  // Dev's badge and dropdown follow live; opening it reads it, and Cara sees "Seen".
  await expect(devMessages).toHaveAccessibleName('Messages, 1 unread');
  await devMessages.click();
  await dev.getByRole('menuitem', { name: /^Cara Chat.*long \$NVDA into earnings/ }).click();
  await expect(dev).toHaveURL(/\/messages\?chat=\d+$/);
  const devPane = dev.getByRole('region', { name: 'Conversation with Cara Chat' });
  await expect(
    devPane.getByRole('article', { name: 'Cara Chat: Hi Dev, long $NVDA into earnings?' }),
  ).toBeVisible();
  await expect(devMessages).toHaveAccessibleName('Messages');
  await expect(caraPane.getByText('Seen', { exact: true })).toBeVisible();

  // Dev types: Cara sees it; Dev replies: it reaches Cara's open conversation.
  await devPane.getByRole('textbox', { name: 'Message' }).fill('Trimmed half');
  await expect(caraPane.getByText('Dev Direct is typing…')).toBeVisible();
  await devPane.getByRole('textbox', { name: 'Message' }).fill('Trimmed half, holding the rest.');
  await devPane.getByRole('button', { name: 'Send' }).click();
  await expect(
    caraPane.getByRole('article', { name: 'Dev Direct: Trimmed half, holding the rest.' }),
  ).toBeVisible();

  // Cara edits her message: Dev's open conversation shows the new text.
  const caraMessage = caraPane.getByRole('article', { name: /^Cara Chat: Hi Dev/ });
  await caraMessage.hover();
  await caraMessage.getByRole('button', { name: 'Edit message' }).click();
  await caraPane
    .getByRole('textbox', { name: 'Edit message' })
    .fill('Hi Dev, long $NVDA after earnings?');
  await caraPane.getByRole('button', { name: 'Save' }).click();
  await expect(
    devPane.getByRole('article', { name: 'Cara Chat: Hi Dev, long $NVDA after earnings?' }),
  ).toBeVisible();

  // Both reload: the same conversation, in order, and nothing unread.
  for (const [page, pane] of [
    [cara, 'Conversation with Dev Direct'],
    [dev, 'Conversation with Cara Chat'],
  ] as const) {
    await page.reload();
    const region = page.getByRole('region', { name: pane });
    await expect(region.getByRole('article')).toHaveText([
      /Hi Dev, long \$NVDA after earnings\?/,
      /Trimmed half, holding the rest\./,
    ]);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /^Messages/ }),
    ).toHaveAccessibleName('Messages');
  }
});

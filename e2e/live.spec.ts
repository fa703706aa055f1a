import { expect, type Page, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

/** The live chat's messages on a page. */
const chatOf = (page: Page) => page.getByRole('region', { name: 'Live chat', exact: true });

test('a member opens the live show off the air, chats, and another member sees the message live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // No LIVE_STREAM_URL in this run: the channel is off the air, whatever the schedule says.
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  const lee = await registeredMember(browser, 'Lee Live', 'lee_live');

  await dana.goto('/tapetv-live');
  await expect(dana.getByRole('heading', { level: 1, name: 'TapeTV Live' })).toBeVisible();
  const player = dana.getByRole('region', { name: 'Off air', exact: true });
  await expect(player.getByRole('heading', { name: 'Off air' })).toBeVisible();
  // The next show, from content/live, with its host and time.
  await expect(player.getByText(/^Next:/)).toBeVisible();
  await expect(player.locator('strong')).toHaveText(
    /^(The Opening Tape|Midday Levels|Closing Bell Debrief|Weekend Chart Clinic) with .+, .+ at \d\d:\d\d/,
  );
  const week = dana.getByRole('region', { name: 'This week' });
  await expect(week.getByRole('listitem').first()).toBeVisible();
  await expect(dana.locator('h1 + [data-slot="badge"]')).toHaveText('Off air');

  // Lee opens the page too and waits for the chat to load.
  await lee.goto('/tapetv-live');
  await expect(chatOf(lee).getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(chatOf(lee).getByRole('status', { name: 'Loading messages' })).toHaveCount(0);

  // Dana writes; she sees her message, and Lee's page receives it without a reload.
  const text = `Hello from the e2e run ${Date.now()}`;
  await chatOf(dana).getByRole('textbox', { name: 'Message' }).fill(text);
  await chatOf(dana).getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chatOf(dana).getByRole('article', { name: `Dana Demo: ${text}` })).toBeVisible();
  await expect(chatOf(dana).getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(chatOf(lee).getByRole('article', { name: `Dana Demo: ${text}` })).toBeVisible();

  // Lee may not delete it; Dana deletes it and it leaves Lee's page too.
  await expect(
    chatOf(lee)
      .getByRole('article', { name: `Dana Demo: ${text}` })
      .getByRole('button', { name: /Delete/ }),
  ).toHaveCount(0);
  await chatOf(dana)
    .getByRole('article', { name: `Dana Demo: ${text}` })
    .getByRole('button', { name: 'Delete message' })
    .click();
  await expect(chatOf(lee).getByRole('article', { name: `Dana Demo: ${text}` })).toHaveCount(0);
  await expect(chatOf(dana).getByRole('article', { name: `Dana Demo: ${text}` })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { latestMail } from './support/mail.ts';
import { memberPage, registeredMember } from './support/member-page.ts';

interface MyWeekItem {
  key: string;
  at: string | null;
  title: string;
}

test('a member sees their week across the calendars, filtered to their watchlists', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  // The Calendars menu leads to it.
  const menu = dana.getByRole('banner').getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Calendars' }).click();
  await menu.getByRole('link', { name: 'My Week' }).click();
  await expect(dana).toHaveURL(/\/my-week$/);
  await expect(dana.getByRole('heading', { level: 1, name: 'My Week' })).toBeVisible();
  await expect(dana.getByText(/^\d+ events?, \d+ reminders?$/)).toBeVisible();
  // Sample rows are labelled; her watchlists' symbols scope the view.
  await expect(dana.getByText('Sample data').first()).toBeVisible();
  await expect(dana.getByText(/AAPL/).first()).toBeVisible();
});

test('a member sets a reminder and it arrives by email and as a notification when its job runs', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await registeredMember(browser, 'Rita Moreno', 'rita');
  await member.goto('/my-week');
  await expect(member.getByText(/^\d+ events?, \d+ reminders?$/)).toBeVisible();

  // The next timed event of this week, as the server has it.
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
  const answer = await member.request.get(`/api/calendars/my-week?from=${from}&to=${to}&tz=UTC`);
  expect(answer.ok()).toBe(true);
  const items = ((await answer.json()) as { items: MyWeekItem[] }).items;
  const next = items.find((item) => item.at && Date.parse(item.at) > Date.now() + 3 * 60_000);
  if (!next?.at) throw new Error('no timed event in the coming week of the sample calendars');

  await member.goto(`/my-week?from=${from}&to=${to}`);
  const row = member.locator(`tr[data-key="${next.key}"]`);
  await row.scrollIntoViewIfNeeded();
  await row.getByRole('button', { name: `Remind me about ${next.title}` }).click();
  const dialog = member.getByRole('dialog', { name: `Reminder for ${next.title}` });
  await dialog.getByRole('button', { name: 'Custom…' }).click();
  // A lead that puts the reminder within the next minute (a whole minute less than the wait).
  let minutes = Math.floor((Date.parse(next.at) - Date.now()) / 60_000);
  if (Date.parse(next.at) - minutes * 60_000 - Date.now() < 10_000) minutes -= 1;
  await dialog.getByRole('spinbutton', { name: 'Minutes before' }).fill(String(minutes));
  await dialog.getByRole('button', { name: 'Set reminder' }).click();
  await expect(row.locator('[data-reminder="set"]')).toBeVisible();

  // The job, due within about a minute, mails the member and notifies them.
  await expect
    .poll(
      () => {
        try {
          return latestMail();
        } catch {
          return '';
        }
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toContain(`Subject: Reminder: ${next.title.slice(0, 30)}`);
  expect(latestMail()).toContain('To: rita@example.com');
  await member.goto('/notifications');
  await expect(member.getByText(`Reminder: ${next.title}`).first()).toBeVisible();
});

test('a member gets a calendar-app feed of their week and can reset its address', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await registeredMember(browser, 'Omar Haddad', 'omar');
  await member.goto('/my-week');
  const panel = member.getByRole('region', { name: 'Subscribe in your calendar app' });
  await panel.getByRole('button', { name: 'Get the subscription link' }).click();
  const address = panel.getByRole('textbox', { name: 'My week feed address' });
  await expect(address).toHaveValue(/\/api\/calendars\/ics\/[^/]+\/my-week\.ics$/);
  const first = await address.inputValue();

  // A calendar app fetches it without a session (`request` has no cookies).
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('BEGIN:VEVENT');

  await panel.getByRole('button', { name: 'Reset link' }).click();
  await member
    .getByRole('alertdialog', { name: 'Reset your calendar link?' })
    .or(member.getByRole('dialog', { name: 'Reset your calendar link?' }))
    .getByRole('button', { name: 'Reset link' })
    .click();
  await expect(address).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);
});

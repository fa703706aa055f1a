import { expect, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

/** Dana's symbols across her two seeded watchlists (watchlists.seed.ts). */
const DANA_SYMBOLS = [
  'AAPL',
  'MSFT',
  'NVDA',
  'TSLA',
  'SPY',
  'BTC',
  'KO',
  'PG',
  'JNJ',
  'SCHD',
  'O',
  'PEP',
];

test('a member saves the calendars’ time zone in settings and goes back to the browser’s', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/profile/dana/setting');
  const form = dana.getByRole('form', { name: 'Time zone' });
  const zone = form.getByRole('combobox', { name: 'Time zone' });
  await zone.selectOption('Asia/Tokyo');
  await form.getByRole('button', { name: 'Save time zone' }).click();
  await expect(form.getByRole('status')).toHaveText('Time zone saved.');

  // The server keeps it: a new page load starts from it.
  await dana.reload();
  await expect(zone).toHaveValue('Asia/Tokyo');

  await zone.selectOption({ index: 0 });
  await form.getByRole('button', { name: 'Save time zone' }).click();
  await expect(form.getByRole('status')).toHaveText('Time zone saved.');
  await dana.reload();
  await expect(zone).toHaveValue('');
});

test('a member narrows the dividend calendar to their watchlists; sample rows are labelled', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await dana.goto('/dividend-calendar');
  const table = dana.getByRole('table', { name: /Dividends by ex-dividend date/ });
  // The seeded demo rows say what they are.
  await expect(dana.getByText('Sample data').first()).toBeVisible();
  await expect(table.getByRole('row').nth(2)).toBeVisible();

  await dana.getByRole('switch', { name: 'My watchlist only' }).click();
  await expect(dana).toHaveURL(/watchlist=1/);
  await expect(dana.getByRole('switch', { name: 'My watchlist only' })).toBeChecked();
  // Every row left is one of her symbols (the count may be 0 when none is due).
  await expect(dana.getByText(/^\d+ dividends?$/).first()).toBeVisible();
  const symbols = await table.getByRole('link').allInnerTexts();
  for (const symbol of symbols) expect(DANA_SYMBOLS).toContain(symbol.trim());
});

/** A civil date `days` from today (UTC), as the calendar routes take it. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const clock = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

interface EconomicRow {
  id: number;
  date: string;
  scheduled_at: string;
  country: string;
}

test('a member sets the time zone to Asia/Tokyo and the economic events move to Tokyo time', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A member of their own: the zone they save must not leak into other tests.
  const member = await registeredMember(browser, 'Kenji Sato', 'kenji');
  const from = dayFromToday(1);
  const to = dayFromToday(7);
  // An event of neither the first nor the last day: nine hours later, in Tokyo, it stays in the range.
  const answer = await member.request.get(`/api/calendars/economic?from=${from}&to=${to}&tz=UTC`);
  expect(answer.ok()).toBe(true);
  const rows = ((await answer.json()) as { data: EconomicRow[] }).data;
  const event = rows.find((row) => row.date > from && row.date < to);
  if (!event) throw new Error(`the sample economic calendar has no event inside ${from}–${to}`);
  const address = `/economic-calendar?from=${from}&to=${to}&countries=${event.country}`;
  const time = member.locator(`[data-key="${event.id}"] [data-column="time"]`);

  await member.goto(address);
  await expect(member.getByText('Times in UTC')).toBeVisible();
  await expect(time).toHaveText(clock(event.scheduled_at, 'UTC'));

  await member.goto('/profile/kenji/setting');
  const form = member.getByRole('form', { name: 'Time zone' });
  await form.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
  await form.getByRole('button', { name: 'Save time zone' }).click();
  await expect(form.getByRole('status')).toHaveText('Time zone saved.');

  await member.goto(address);
  await expect(member.getByText('Times in Asia/Tokyo')).toBeVisible();
  const tokyo = clock(event.scheduled_at, 'Asia/Tokyo');
  expect(tokyo).not.toBe(clock(event.scheduled_at, 'UTC'));
  await expect(time).toHaveText(tokyo);
});

test('a member narrows the earnings calendar to the companies in their watchlists', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  // The seed puts some of her companies' reports in this window.
  await dana.goto(`/earning-calendar?from=${dayFromToday(-3)}&to=${dayFromToday(17)}`);
  const table = dana.getByRole('table', { name: /Earnings reports by day/ });
  await expect(dana.getByText('Sample data').first()).toBeVisible();
  await expect(table.locator('[data-slot="calendar-table-row"]').first()).toBeVisible();
  const everyone = await table.locator('[data-slot="calendar-table-row"]').count();

  await dana.getByRole('switch', { name: 'My watchlist only' }).click();
  await expect(dana).toHaveURL(/watchlist=1/);
  await expect(dana.getByText(/^\d+ reports?$/).first()).toBeVisible();
  const rows = table.locator('[data-slot="calendar-table-row"]');
  await expect(rows.first()).toBeVisible();
  const symbols = await rows.locator('[data-column="company"] a').allInnerTexts();
  // Every row left is one of her companies, and some of the whole list were not.
  expect(symbols).toHaveLength(await rows.count());
  expect(symbols.length).toBeLessThan(everyone);
  for (const symbol of symbols) expect(DANA_SYMBOLS).toContain(symbol.trim());
});

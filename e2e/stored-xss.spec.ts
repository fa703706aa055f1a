import { expect, type Page, test } from '@playwright/test';
import { memberPage, registeredMember } from './support/member-page.ts';

/**
 * Stored XSS: a member writes script-shaped text into every field that other people see rendered
 * (post, comment, group chat, direct message, live chat, name, bio, group title, watchlist title),
 * and the pages that show it — to the author and to another member — render it as inert text.
 * The test fails on any dialog, any CSP violation (an attempt to run inline script that only the
 * policy stopped), and any element the payloads would create if they were parsed as HTML; and it
 * checks that the text itself is shown, escaped rather than dropped.
 */
const PAYLOADS = [
  "<script>alert('xss-script')</script>",
  "<img src=x onerror=alert('xss-img')>",
  "<svg/onload=alert('xss-svg')>",
  '<a href="javascript:alert(\'xss-a\')">tap</a>',
  "javascript:alert('xss-url')",
  "[tap](javascript:alert('xss-md'))",
  '"><iframe srcdoc="<script>alert(1)</script>">',
  'https://x.test/"onmouseover="alert(\'xss-q\')',
  '\u202Egnp.exe <b>bold</b>',
  "{{constructor.constructor('alert(1)')()}}",
  "$AAPL<img src=x onerror=alert('xss-tag')>",
  '<style>*{display:none}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(3)>',
];
const ALL = PAYLOADS.join('\n');
const NAME = "<img src=x onerror=alert('xss-name')>";
const GROUP_TITLE = "<svg/onload=alert('xss-group')>";
const WATCHLIST_TITLE = '<img src=x onerror=alert(4)>';
/** A payload that must be on screen as text where the post, comment or message is shown. */
const VISIBLE = "<img src=x onerror=alert('xss-img')>";

/** Elements the payloads would create if any of them were parsed as HTML. */
const INJECTED = [
  'img[src="x"]',
  '[onerror]',
  '[onload]',
  '[onmouseover]',
  'iframe[srcdoc]',
  'a[href^="javascript:" i]',
  'script:not([src])',
  'mglyph',
].join(', ');

/** Fails the test on any dialog or CSP violation on the page, from the moment it is watched. */
function guard(page: Page, problems: string[]) {
  page.on('dialog', async (dialog) => {
    problems.push(`${page.url()}: a ${dialog.type()} opened: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
}

async function inert(page: Page, url: string, problems: string[], shows: string[] = []) {
  await page.goto(url);
  for (const text of shows)
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  // Hovers and focus run handlers too: move over every link on the page's main area.
  for (const link of await page.locator('main a').all())
    await link.hover({ timeout: 1000 }).catch(() => undefined);
  const found = await page.evaluate((selector) => {
    const injected = [...document.querySelectorAll(selector)].map((element) => element.outerHTML);
    const hidden = [...document.querySelectorAll('style')].some((style) =>
      style.textContent?.includes('*{display:none}'),
    );
    return { injected, hidden };
  }, INJECTED);
  if (found.injected.length > 0) problems.push(`${url}: injected ${found.injected.join(' | ')}`);
  if (found.hidden) problems.push(`${url}: an injected <style> element`);
}

/** A state-changing call as the page's member, with its CSRF token. */
async function write(page: Page, method: 'POST' | 'PUT', url: string, data: unknown) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  const answer = await page.request.fetch(url, {
    method,
    data,
    headers: { 'x-xsrf-token': token?.value ?? '' },
  });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBeLessThan(300);
  return answer.json();
}

test('script-shaped text in every field members write is shown as text and never runs', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const author = await registeredMember(browser, 'Mallory Tester', 'mallory_xss');
  guard(author, problems);

  await write(author, 'POST', '/api/user/update', { name: NAME, bio: ALL });
  const post = await write(author, 'POST', '/api/posts', { text: ALL });
  await write(author, 'POST', '/api/submit-comment', { post_id: post.id, text: ALL });
  const { group } = await write(author, 'POST', '/api/groups', {
    name: 'xss-check',
    title: GROUP_TITLE,
    description: ALL.slice(0, 500),
    privacy: 'public',
  });
  await write(author, 'POST', `/api/groups/${group.id}/send-message`, { text: ALL });
  await write(author, 'POST', '/api/posts', { text: ALL, group_id: group.id });
  await write(author, 'POST', '/api/watchlist', {
    title: WATCHLIST_TITLE,
    description: ALL.slice(0, 280),
    privacy_option: 'public',
  });
  await write(author, 'POST', '/api/live/chat', { text: PAYLOADS.slice(0, 6).join('\n') });
  const dana = (await write(author, 'POST', '/api/profileData/dana', {})).userProfile;
  const conversation = await write(author, 'POST', '/api/conversations', { user_id: dana.id });
  await write(author, 'POST', `/api/conversations/${conversation.id}/messages`, { text: ALL });

  // As the author sees it.
  await inert(author, '/feed', problems, [VISIBLE]);
  await inert(author, `/post/${post.id}`, problems, [VISIBLE]);
  await inert(author, '/profile/mallory_xss', problems, [NAME]);
  await inert(author, '/groups', problems, [GROUP_TITLE]);
  await inert(author, `/groups/${group.id}/xss`, problems, [GROUP_TITLE]);
  await inert(author, `/groups/${group.id}/xss/live-chat`, problems, [VISIBLE]);
  await inert(author, `/groups/${group.id}/xss/members`, problems, [NAME]);
  await inert(author, '/watchlist', problems, [WATCHLIST_TITLE]);
  await inert(author, '/watchlist/manage', problems, [WATCHLIST_TITLE]);
  await inert(author, `/messages?chat=${conversation.id}`, problems, [VISIBLE]);
  await inert(author, '/tapetv-live', problems);

  // As another member sees it: the message, the notifications and the lists naming the author.
  const reader = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  guard(reader, problems);
  await inert(reader, `/messages?chat=${conversation.id}`, problems, [VISIBLE]);
  await inert(reader, '/notifications', problems);
  await inert(reader, `/post/${post.id}`, problems, [VISIBLE]);
  await inert(reader, '/profile/mallory_xss', problems, [NAME]);
  await inert(reader, '/watchlist-ideas', problems);
  await inert(reader, `/groups/${group.id}/xss`, problems, [GROUP_TITLE]);

  expect(problems).toEqual([]);
});

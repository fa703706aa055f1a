import { expect, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

test('a member opens CEO Interviews from the bottom bar, searches a transcript and opens the match', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The interviews come from content/interviews on a fresh start.
  const page = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await page.setViewportSize({ width: 390, height: 844 });

  // On a phone the bottom bar leads to the interviews.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'CEO Interviews' })
    .click();
  await expect(page).toHaveURL(/\/ceo-interviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'CEO Interviews' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Interviews' });
  await expect(list.getByRole('article')).toHaveCount(4);
  await expect(list.getByText('Fictional sample').first()).toBeVisible();

  // A word said in one transcript only: the search waits for the typing, then keeps it in the URL.
  await page.getByRole('searchbox', { name: 'Search the interviews' }).fill('sodium');
  await expect(page).toHaveURL(/\?q=sodium$/);
  const matches = page.getByRole('list', { name: 'Transcript matches' });
  await expect(matches.getByRole('listitem').first()).toBeVisible();
  await expect(matches.locator('mark').first()).toHaveText(/sodium/i);
  await expect(list.getByRole('article')).toHaveCount(1);

  // The match opens its interview at that point of the transcript.
  const match = matches.getByRole('link').first();
  const href = await match.getAttribute('href');
  expect(href).toMatch(/interview=larkspur-energy-storage-grid-batteries&t=\d+$/);
  await match.click();
  await expect(page).toHaveURL(/interview=larkspur-energy-storage-grid-batteries&t=\d+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: /Larkspur's CEO on grid batteries/ }),
  ).toBeVisible();
  const transcript = page.getByRole('list', { name: 'Transcript' });
  const current = transcript.locator('li[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/sodium/i);
  await expect(current).toBeInViewport();

  // The chapters, and where each one is in the transcript (no video offline for this one).
  const chapters = page.getByRole('navigation', { name: 'Chapters' });
  await expect(chapters.getByRole('button')).toHaveCount(5);
  await chapters.getByRole('button', { name: /Margins and pricing/ }).click();
  await expect(current).toContainText('Your gross margin slipped two points');
  await expect(page).toHaveURL(/t=495$/);

  // The one interview with a video: the sample clip, labelled, served so the player can seek;
  // a timestamp in the transcript moves the video there.
  await page.goto('/ceo-interviews?interview=tidewater-freight-systems-shipping-rates');
  await expect(page.getByText(/^Sample video: a test pattern and tone/)).toBeVisible();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(29);
  await page.getByRole('button', { name: 'Play from 10 seconds' }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(10);
  await expect(
    page.getByRole('list', { name: 'Transcript' }).locator('li[aria-current="true"]'),
  ).toContainText('Glad to be here');
  await page.goBack();

  // Back to the results for the same words.
  await page.getByRole('link', { name: 'Back to the results for “sodium”' }).click();
  await expect(page).toHaveURL(/\/ceo-interviews\?q=sodium$/);
  await expect(page.getByRole('searchbox', { name: 'Search the interviews' })).toHaveValue(
    'sodium',
  );
});

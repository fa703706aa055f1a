import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';

const CHART = path.join(import.meta.dirname, 'fixtures/chart.png');

async function logInAsDana(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('Enter Your Email').fill('dana@tapetv.dev');
  await page.getByPlaceholder('Enter Password').fill('TapeTV-demo-1');
  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/feed');
}

/** The image has been fetched and decoded (not just put in the page). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
}

test('a member attaches an image, posts it, and it stays in the feed and on the post page', async ({
  page,
}) => {
  await logInAsDana(page);
  const text = `Chart e2e ${Date.now()}: $SPY breakout`;
  await page.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);

  // The "Add images" button opens the file picker.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add images' }).click();
  await (await chooser).setFiles(CHART);

  const attached = page.getByRole('list', { name: 'Attached images' });
  await expect(attached.getByRole('img', { name: 'Attachment 1: chart.png' })).toBeVisible();
  await expect(attached.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  const card = page.locator('article', { hasText: text });
  const image = card.getByRole('img', { name: "Attachment 1 of 1 in Dana Demo's post" });
  await expectLoaded(image);
  await expect(attached).toHaveCount(0);
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  const file = await page.request.get(src ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');

  await page.reload();
  const reloaded = page.locator('article', { hasText: text });
  await expectLoaded(reloaded.getByRole('img', { name: "Attachment 1 of 1 in Dana Demo's post" }));

  await page.goto(`/post/${await reloaded.getAttribute('data-post-id')}`);
  await page.reload();
  const single = page.locator('article', { hasText: text });
  await expectLoaded(single.getByRole('img', { name: "Attachment 1 of 1 in Dana Demo's post" }));
});

test('a file that is not an image is refused with the server’s message', async ({ page }) => {
  await logInAsDana(page);

  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('these are my notes, not a picture'),
  });

  const composer = page.getByRole('form', { name: 'Create a post' });
  await expect(composer.getByRole('alert')).toHaveText(
    'notes.png: Only JPEG, PNG, WebP or GIF images can be uploaded.',
  );
  await expect(composer.getByRole('list', { name: 'Attached images' })).toHaveCount(0);
});

test('the author edits a post’s images: one removed, one added, kept after a reload', async ({
  page,
}) => {
  await logInAsDana(page);
  const text = `Edit images e2e ${Date.now()}: $QQQ`;
  await page.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
  const composer = page.getByRole('form', { name: 'Create a post' });
  await composer.locator('input[type="file"]').setInputFiles([CHART, CHART]);
  await expect(
    composer.getByRole('list', { name: 'Attached images' }).getByRole('img'),
  ).toHaveCount(2);
  await expect(composer.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  const card = page.locator('article', { hasText: text });
  const cardImages = card.getByRole('img', { name: /^Attachment \d of \d in Dana Demo's post$/ });
  await expect(cardImages).toHaveCount(2);
  const [first, second] = await cardImages.evaluateAll((images) =>
    images.map((image) => image.getAttribute('src')),
  );
  expect(first).not.toBe(second);

  await card.getByRole('button', { name: 'Post options' }).click();
  await page.getByRole('menuitem', { name: 'Edit post' }).click();
  const editor = card.getByRole('form', { name: 'Edit post' });
  const attached = editor.getByRole('list', { name: 'Attached images' });
  await expect(attached.getByRole('img')).toHaveCount(2);
  await attached.getByRole('button', { name: 'Remove image 1' }).click();
  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Add images' }).click();
  await (await chooser).setFiles(CHART);
  await expect(attached.getByRole('img')).toHaveCount(2);
  await expect(attached.locator('[aria-busy="true"]')).toHaveCount(0);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);

  const check = async () => {
    const images = page
      .locator('article', { hasText: text })
      .getByRole('img', { name: /^Attachment \d of 2 in Dana Demo's post$/ });
    await expect(images).toHaveCount(2);
    const srcs = await images.evaluateAll((all) => all.map((image) => image.getAttribute('src')));
    expect(srcs[0]).toBe(second);
    expect(srcs[1]).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(srcs).not.toContain(first);
    await expectLoaded(images.nth(1));
  };
  await check();
  await page.reload();
  await check();
});

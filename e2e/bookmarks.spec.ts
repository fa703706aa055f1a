import { expect, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

test('a member saves a post from the feed, finds it under Saved after a reload, and takes it out', async ({
  browser,
}) => {
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  const text = `Saved for later ${Date.now()}: $SPY levels`;
  await dana.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
  await dana.getByRole('button', { name: 'Post', exact: true }).click();
  const card = dana.locator('article', { hasText: text });
  await expect(card).toBeVisible();

  const save = card.getByRole('button', { name: 'Save Dana Demo’s post' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  const saved = dana.waitForResponse(
    (response) => response.url().endsWith('/bookmark') && response.request().method() === 'POST',
  );
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);

  // The Saved view is an address of its own, kept across a reload.
  await dana
    .getByRole('navigation', { name: 'Posts to show' })
    .getByRole('link', { name: 'Saved' })
    .click();
  await expect(dana).toHaveURL(/\/feed\?tab=saved$/);
  await dana.reload();
  const savedCard = dana.locator('article', { hasText: text });
  await expect(savedCard).toBeVisible();
  await expect(savedCard.getByRole('button', { name: 'Save Dana Demo’s post' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The demo data's saved posts are there too, each pressed.
  await expect.poll(() => dana.locator('article').count()).toBeGreaterThan(1);
  await expect(dana.getByRole('button', { name: /^Save .+’s post$/, pressed: false })).toHaveCount(
    0,
  );

  await savedCard.getByRole('button', { name: 'Save Dana Demo’s post' }).click();
  await expect(savedCard).toHaveCount(0);
  await dana.reload();
  await expect(dana.locator('article').first()).toBeVisible();
  await expect(dana.locator('article', { hasText: text })).toHaveCount(0);
  // Back on the feed the post is there, no longer saved.
  await dana.goto('/feed');
  await expect(
    dana
      .locator('article', { hasText: text })
      .getByRole('button', { name: 'Save Dana Demo’s post' }),
  ).toHaveAttribute('aria-pressed', 'false');
});

import { expect, test } from '@playwright/test';

test.describe('the author edits and deletes their own post', () => {
  test('edit from the post options, then delete after confirming; both survive a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Enter Your Email').fill('sam@tapetv.dev');
    await page.getByPlaceholder('Enter Password').fill('TapeTV-demo-2');
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/feed');

    const text = `Edit me ${Date.now()}: $AAPL into earnings`;
    await page.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const card = page.locator('article', { hasText: text });
    await expect(card).toBeVisible();

    // Keyboard and mouse both work: open the options, choose Edit.
    await card.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Edit post' }).click();
    const editor = card.getByRole('textbox', { name: 'Post text' });
    await expect(editor).toBeFocused();
    const edited = `${text} (sold half)`;
    await editor.fill(edited);
    await editor.press('Control+Enter');
    const editedCard = page.locator('article', { hasText: edited });
    await expect(editedCard).toBeVisible();
    await expect(editedCard.getByText('· edited')).toBeVisible();
    await expect(editedCard.getByRole('button', { name: 'Post options' })).toBeFocused();

    await page.reload();
    await expect(page.locator('article', { hasText: edited })).toBeVisible();

    // Someone else's posts have no options.
    const others = page.locator('article[data-post-id]', { hasNotText: '@sam' }).first();
    await expect(others).toBeVisible();
    await expect(others.getByRole('button', { name: 'Post options' })).toHaveCount(0);

    // Delete, cancel first, then confirm.
    const mine = page.locator('article', { hasText: edited });
    await mine.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(mine).toBeVisible();
    await mine.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('menuitem', { name: 'Delete post' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.locator('article', { hasText: edited })).toHaveCount(0);

    await page.reload();
    await expect(page.locator('article[data-post-id]').first()).toBeVisible();
    await expect(page.locator('article', { hasText: edited })).toHaveCount(0);
  });
});

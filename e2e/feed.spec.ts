import { expect, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

test('a follower sees a new post live, reacts, votes, comments and replies; it all persists', async ({
  browser,
}) => {
  // In the demo data Dana follows Sam.
  const sam = await memberPage(browser, 'sam@tapetv.dev', 'TapeTV-demo-2');
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await expect(dana.locator('article').first()).toBeVisible();
  const text = `Live e2e poll ${Date.now()}: does $SPY close green?`;

  await sam.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
  await sam.getByRole('button', { name: 'Add a poll' }).click();
  await sam.getByPlaceholder('Option 1').fill('Green');
  await sam.getByPlaceholder('Option 2').fill('Red');
  await sam.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(sam.locator('article', { hasText: text })).toBeVisible();

  // Dana: the pill, without a reload; the post is not inserted until she asks.
  const pill = dana.getByRole('button', { name: /new post/i });
  await expect(pill).toBeVisible();
  await expect(dana.locator('article', { hasText: text })).toHaveCount(0);
  await pill.click();
  const card = dana.locator('article', { hasText: text });
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Green' }).click();
  await expect(card.getByText('1 vote', { exact: false }).first()).toBeVisible();

  await card.getByRole('button', { name: 'React' }).click();
  await dana
    .getByRole('dialog', { name: 'Choose a reaction' })
    .getByRole('radio', { name: 'bullish' })
    .or(
      dana
        .getByRole('dialog', { name: 'Choose a reaction' })
        .getByRole('button', { name: 'bullish' }),
    )
    .click();
  await expect(
    card.getByRole('button', { name: 'Your reaction: bullish. Change reaction' }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: /^bullish: 1/ })).toBeVisible();

  await card.getByRole('button', { name: /Show comments/ }).click();
  await card.getByRole('textbox', { name: 'Write a comment' }).fill('Green into the close.');
  await card.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = card.getByRole('article', { name: 'Comment by Dana Demo' });
  await expect(comment.getByText('Green into the close.')).toBeVisible();
  await comment.getByRole('button', { name: 'Reply', exact: true }).click();
  await card
    .getByRole('textbox', { name: 'Reply to Dana Demo' })
    .fill('Agreed, breadth is strong.');
  await card
    .getByRole('form')
    .or(card.locator('form'))
    .last()
    .getByRole('button', { name: 'Reply', exact: true })
    .click();
  // The reply can show (pushed live) while its box still holds the text: look in the replies.
  await expect(
    card
      .getByRole('list', { name: 'Replies to Dana Demo' })
      .getByText('Agreed, breadth is strong.'),
  ).toBeVisible();

  // Sam's post shows the counts after his page reloads.
  await sam.reload();
  const samCard = sam.locator('article', { hasText: text });
  await expect(samCard.getByText(/1 vote/).first()).toBeVisible();
  await expect(samCard.getByRole('button', { name: /Show comments\s*\(?2\)?/ })).toBeVisible();
  await expect(samCard.getByRole('button', { name: /^bullish: 1/ })).toBeVisible();

  // Dana reloads: everything is still there.
  await dana.goto(`/post/${await card.getAttribute('data-post-id')}`);
  const single = dana.locator('article', { hasText: text });
  await expect(single.getByText('Green into the close.')).toBeVisible();
  await expect(single.getByText('Agreed, breadth is strong.')).toBeVisible();
  await expect(single.getByText(/1 vote/).first()).toBeVisible();
});

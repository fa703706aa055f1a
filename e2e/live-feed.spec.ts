import { expect, type Locator, test } from '@playwright/test';
import { memberPage } from './support/member-page.ts';

test('another member’s reactions, votes, comments, edits and deletions show live on the feed and on /post/{id}', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // In the demo data Dana follows Sam. Sam (B) acts; Dana (A) only watches, never reloads.
  const sam = await memberPage(browser, 'sam@tapetv.dev', 'TapeTV-demo-2');
  const dana = await memberPage(browser, 'dana@tapetv.dev', 'TapeTV-demo-1');
  await expect(dana.locator('article[data-post-id]').first()).toBeVisible();
  const text = `Live everywhere ${Date.now()}: $QQQ above the open?`;

  await sam.getByPlaceholder('Share a trade idea, a chart or a question…').fill(text);
  await sam.getByRole('button', { name: 'Add a poll' }).click();
  await sam.getByPlaceholder('Option 1').fill('Above');
  await sam.getByPlaceholder('Option 2').fill('Below');
  await sam.getByRole('button', { name: 'Post', exact: true }).click();
  const samCard = sam.locator('article', { hasText: text });
  await expect(samCard).toBeVisible();

  // Dana takes the new post from the pill, opens its comments, and opens the post on its own page.
  await dana.getByRole('button', { name: /new post/i }).click();
  const feedCard = dana.locator('article[data-post-id]', { hasText: text });
  await expect(feedCard).toBeVisible();
  const postId = await feedCard.getAttribute('data-post-id');
  await feedCard.getByRole('button', { name: /Show comments/ }).click();
  await expect(feedCard.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  const single = await dana.context().newPage();
  await single.goto(`/post/${postId}`);
  const pageCard = single.locator('article[data-post-id]', { hasText: text });
  await expect(pageCard.getByRole('textbox', { name: 'Write a comment' })).toBeVisible();
  const both = async (check: (card: Locator) => Promise<void>) => {
    await check(feedCard);
    await check(pageCard);
  };

  // Sam reacts to his own post.
  await samCard.getByRole('button', { name: 'React' }).click();
  await sam
    .getByRole('dialog', { name: 'Choose a reaction' })
    .getByRole('radio', { name: 'bullish' })
    .or(
      sam
        .getByRole('dialog', { name: 'Choose a reaction' })
        .getByRole('button', { name: 'bullish' }),
    )
    .click();
  await both((card) => expect(card.getByRole('button', { name: /^bullish: 1/ })).toBeVisible());

  // Sam votes.
  await samCard.getByRole('button', { name: 'Above' }).click();
  await both((card) => expect(card.getByText(/1 vote/).first()).toBeVisible());

  // Sam comments; the count and the open threads follow.
  await samCard.getByRole('button', { name: /Show comments/ }).click();
  await samCard.getByRole('textbox', { name: 'Write a comment' }).fill('Holding the open.');
  await samCard.getByRole('button', { name: 'Comment', exact: true }).click();
  await both((card) =>
    expect(
      card.getByRole('article', { name: 'Comment by Sam Trader' }).getByText('Holding the open.'),
    ).toBeVisible(),
  );

  // Sam edits the post.
  await samCard.getByRole('button', { name: 'Post options' }).click();
  await sam.getByRole('menuitem', { name: 'Edit post' }).click();
  const edited = `${text} (yes, and holding)`;
  await samCard.getByRole('textbox', { name: 'Post text' }).fill(edited);
  await samCard.getByRole('textbox', { name: 'Post text' }).press('Control+Enter');
  await both((card) => expect(card.getByText('(yes, and holding)')).toBeVisible());

  // Sam deletes his comment, then the post.
  const samComment = samCard.getByRole('article', { name: 'Comment by Sam Trader' });
  await samComment.getByRole('button', { name: 'Delete', exact: true }).click();
  await both((card) =>
    expect(card.getByRole('article', { name: 'Comment by Sam Trader' })).toHaveCount(0),
  );

  const editedCard = sam.locator('article', { hasText: edited });
  await editedCard.getByRole('button', { name: 'Post options' }).click();
  await sam.getByRole('menuitem', { name: 'Delete post' }).click();
  await sam
    .getByRole('dialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(dana.locator('article', { hasText: edited })).toHaveCount(0);
  await expect(single.getByText('This post was deleted')).toBeVisible();
});

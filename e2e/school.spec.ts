import { expect, type Locator, type Page, test } from '@playwright/test';
import { registeredMember } from './support/member-page.ts';

/** Seconds left on an attempt's countdown, read from its mm:ss (or h:mm:ss). */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  return text
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Answers the question on screen whatever its type (the order is shuffled per attempt) and waits
 * until the server has it. Returns the control that holds the answer, to check it after a reload.
 */
async function answerShownQuestion(page: Page): Promise<{ control: Locator; value?: string }> {
  const question = page.getByRole('region', { name: /^Question \d+ of \d+$/ });
  const number = question.getByRole('spinbutton').or(question.getByRole('textbox'));
  let answer: { control: Locator; value?: string };
  if (await number.count()) {
    await number.fill('12');
    await number.blur();
    answer = { control: number, value: '12' };
  } else {
    const choice = question.getByRole('radio').or(question.getByRole('checkbox')).first();
    await choice.check();
    answer = { control: choice };
  }
  await expect(question.getByRole('status')).toHaveText('Saved');
  return answer;
}

test('a member reads a lesson, which counts toward the course, and the school remembers where they were', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await registeredMember(browser, 'Lena Lessons', 'lena_lessons');
  await page.goto('/trading-school');
  await expect(page.getByRole('heading', { level: 1, name: 'Trading School' })).toBeVisible();
  for (const level of ['Beginner', 'Intermediate', 'Advanced']) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(level) })).toBeVisible();
  }
  await page
    .getByRole('link', { name: /How markets work/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'How markets work' })).toBeVisible();
  await page.getByRole('link', { name: /What a stock is and what an exchange does/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'What a stock is and what an exchange does' }),
  ).toBeVisible();
  await expect(page.getByText('Lesson 1 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('button', { name: /Read/ })).toBeVisible();

  // Back at the school: one lesson of five read, and "continue" points at the second.
  await page.goto('/trading-school');
  await expect(page.getByRole('progressbar', { name: /How markets work/ })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  const resume = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(resume).toContainText('How markets work · Lesson 2: Bid, ask and the spread');
  await resume.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/trading-school\/how-markets-work\/bid-ask-and-the-spread$/);
  await expect(page.getByText('Lesson 2 of 5')).toBeVisible();
});

test('a member takes a timed exam that survives a reload, then reads the result and their history', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await registeredMember(browser, 'Ezra Exams', 'ezra_exams');
  await page.goto('/exams');
  await expect(page.getByRole('heading', { level: 1, name: 'Exams' })).toBeVisible();
  await page.getByRole('button', { name: 'Start exam: Market basics' }).click();

  await expect(page).toHaveURL(/\/exam\/market-basics\/question\/1\?examId=\d+&timeLimit=600$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Question 1 of 10' })).toBeVisible();
  const first = await answerShownQuestion(page);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2 of 10' })).toBeVisible();
  const second = await answerShownQuestion(page);
  await page.getByRole('button', { name: /Flag for review/ }).click();
  await expect(page.getByText('2 of 10 answered, 1 flagged')).toBeVisible();

  // A reload resumes the same attempt at the same question, with the answers and the clock kept.
  const address = page.url();
  const before = await secondsLeft(page);
  await page.waitForTimeout(2_500);
  await page.reload();
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('heading', { level: 2, name: 'Question 2 of 10' })).toBeVisible();
  if (second.value) await expect(second.control).toHaveValue(second.value);
  else await expect(second.control).toBeChecked();
  await expect(page.getByText('2 of 10 answered, 1 flagged')).toBeVisible();
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before - 2);
  expect(after).toBeGreaterThan(500);
  await page.getByRole('link', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Question 1 of 10' })).toBeVisible();
  if (first.value) await expect(first.control).toHaveValue(first.value);
  else await expect(first.control).toBeChecked();

  // Submitting asks first, then shows the result with every question explained.
  await page.getByRole('button', { name: 'Submit exam' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit this exam?' });
  await expect(confirm).toContainText('8');
  await confirm.getByRole('button', { name: 'Submit exam' }).click();
  await expect(page).toHaveURL(/\/exam\/result\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Market basics: result' }),
  ).toBeVisible();
  const score = page.getByRole('region', { name: 'Score' });
  await expect(score).toContainText('Failed');
  await expect(score).toContainText('by you');
  await expect(page.getByRole('heading', { level: 2, name: 'Answers' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Answers' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(10);

  await score.getByRole('link', { name: 'Previous results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Previous Results' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Market basics.*Failed/ })).toHaveCount(1);

  // The exam list counts the attempt used.
  await page.goto('/exams');
  await expect(page.getByText(/2 attempts left|2 of 3/).first()).toBeVisible();
});

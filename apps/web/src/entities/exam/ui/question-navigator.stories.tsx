import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStore } from '@/shared/lib/story';
import { attemptQuestionFactory } from '@/shared/lib/test';
import { QuestionNavigator } from './question-navigator.tsx';

const answered = (id: string) => ({ option_ids: [id], number: null });

/** Ten questions: 1, 2, 4 and 7 answered; 4 and 6 flagged for review; 3 shown. */
const QUESTIONS = Array.from({ length: 10 }, (_, index) => {
  const number = index + 1;
  return attemptQuestionFactory({
    id: `q${number}`,
    number,
    ...([1, 2, 4, 7].includes(number) ? { answer: answered('a') } : {}),
    flagged: number === 4 || number === 6,
  });
});

const meta = {
  title: 'web/exam/QuestionNavigator',
  component: QuestionNavigator,
  decorators: [
    withStore(() => {}),
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    questions: QUESTIONS,
    current: 3,
    hrefOf: (number: number) => `/exam/market-basics/question/${number}?examId=41&timeLimit=600`,
  },
} satisfies Meta<typeof QuestionNavigator>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Answered questions filled, flagged ones with a bookmark, the current one outlined; each link's
 * name says its state in words. Tab walks them in order.
 */
export const AnsweredAndFlagged: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Questions' });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Question 1, answered',
      'Question 2, answered',
      'Question 3, not answered',
      'Question 4, answered, flagged for review',
      'Question 5, not answered',
      'Question 6, not answered, flagged for review',
      'Question 7, answered',
      'Question 8, not answered',
      'Question 9, not answered',
      'Question 10, not answered',
    ]);
    const current = canvas.getByRole('link', { name: 'Question 3, not answered' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute(
      'href',
      '/exam/market-basics/question/3?examId=41&timeLimit=600',
    );

    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

/** A long exam: the numbers wrap in rows. */
export const ManyQuestions: Story = {
  args: {
    questions: Array.from({ length: 40 }, (_, index) =>
      attemptQuestionFactory({ id: `q${index + 1}`, number: index + 1 }),
    ),
    current: 40,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(40);
    await expect(canvas.getByRole('link', { name: 'Question 40, not answered' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

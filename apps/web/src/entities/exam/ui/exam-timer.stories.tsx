import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { withStore } from '@/shared/lib/story';
import { examClockAtom } from '../model/exam.atoms.ts';
import { ExamTimer } from './exam-timer.tsx';

/**
 * Every story's local clock, held still so the countdown renders the same value on every run
 * (the timer reads `examClockAtom`, and the page computes `offset` from the server's clock).
 */
const STORY_NOW = Date.parse('2026-03-10T15:30:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(STORY_NOW + ms).toISOString();

const timerRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="exam-timer"]');

const meta = {
  title: 'web/exam/ExamTimer',
  component: ExamTimer,
  decorators: [withStore((store) => store.set(examClockAtom, { now: () => STORY_NOW }))],
  args: { deadlineAt: at(9 * MINUTE + 5000), offset: 0, onExpire: fn() },
} satisfies Meta<typeof ExamTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plenty of time: minutes and seconds, named in words for screen readers. */
export const Plenty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer', { name: 'Time left: 9 minutes 5 seconds' });
    await expect(timer).toHaveTextContent('09:05');
    await expect(timerRoot(canvasElement)).toHaveAttribute('data-state', 'plenty');
    await expect(canvas.getByText('Time left')).toBeVisible();
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

/** Under a minute: the danger colours, and the label says it in words. */
export const UnderAMinute: Story = {
  args: { deadlineAt: at(42_000) },
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer', { name: 'Under a minute left: 42 seconds' });
    await expect(timer).toHaveTextContent('00:42');
    await expect(timerRoot(canvasElement)).toHaveAttribute('data-state', 'low');
    await expect(canvas.getByText('Under a minute left')).toBeVisible();
  },
};

/** The deadline has passed: 00:00, "Time is up", and the page is told once. */
export const Expired: Story = {
  args: { deadlineAt: at(-1000) },
  play: async ({ args, canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer', { name: 'Time is up' });
    await expect(timer).toHaveTextContent('00:00');
    await expect(timerRoot(canvasElement)).toHaveAttribute('data-state', 'expired');
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

/** An exam over an hour long: h:mm:ss. */
export const OverAnHour: Story = {
  args: { deadlineAt: at(62 * MINUTE + 3000) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('timer', { name: 'Time left: 1 hour 2 minutes' }),
    ).toHaveTextContent('1:02:03');
  },
};

/**
 * This computer's clock is 10 minutes ahead of the server's: the offset measured when the attempt
 * loaded (server clock minus local) corrects it, and the server's 8 minutes left show as 08:00.
 */
export const LocalClockAhead: Story = {
  args: { deadlineAt: at(-10 * MINUTE + 8 * MINUTE), offset: -10 * MINUTE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('08:00');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { deadlineAt: at(42_000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:42');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { ScoreChart, type ScorePoint } from './score-chart.tsx';

const DAY = 86_400;
/** 2 March 2026, 09:00 UTC: the first attempt of every story (fixed, so every run draws the same). */
const START = Date.UTC(2026, 2, 2, 9) / 1000;

const POINTS: ScorePoint[] = [
  { time: START, value: 40 },
  { time: START + 3 * DAY, value: 60 },
  { time: START + 9 * DAY, value: 80 },
  { time: START + 16 * DAY, value: 70 },
  { time: START + 30 * DAY, value: 90 },
];

const summaryOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="score-chart-summary"]')?.textContent;

const chartCanvas = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="score-chart-canvas"] canvas');

const meta = {
  title: 'ui/ScoreChart',
  component: ScoreChart,
  args: { label: 'Exam scores', points: POINTS, passMark: 70, height: 240 },
} satisfies Meta<typeof ScoreChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five attempts over a month, climbing past the pass mark (the dashed line). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(chartCanvas(canvasElement)).not.toBeNull());
    await expect(summaryOf(canvasElement)).toBe(
      'Exam scores: 5 attempts, from 40% to 90%, the latest 90%; pass mark 70%, reached 3 times.',
    );
    await expect(canvas.getByText(/Pass mark 70%/)).toBeVisible();
  },
};

/** One attempt, below the pass mark. */
export const SingleAttempt: Story = {
  args: { points: [{ time: START, value: 55 }] },
  play: async ({ canvasElement }) => {
    await expect(summaryOf(canvasElement)).toBe(
      'Exam scores: 1 attempt, 55%; pass mark 70%, reached 0 times.',
    );
  },
};

/** Two attempts on the same day: the axis shows the time of day. */
export const SameDay: Story = {
  args: {
    points: [
      { time: START, value: 50 },
      { time: START + 2 * 3600, value: 75 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(summaryOf(canvasElement)).toMatch(/^Exam scores: 2 attempts, from 50% to 75%/);
  },
};

/** No scores: the chart says so in place of an empty plot. */
export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No scores yet')).toBeVisible();
    await expect(summaryOf(canvasElement)).toBe('Exam scores: no scores yet');
    await expect(canvas.queryByText(/Pass mark/)).toBeNull();
  },
};

/** Without a pass mark: no dashed line, no key. */
export const WithoutPassMark: Story = {
  args: { passMark: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(summaryOf(canvasElement)).toBe(
      'Exam scores: 5 attempts, from 40% to 90%, the latest 90%.',
    );
    await expect(canvas.queryByText(/Pass mark/)).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chartCanvas(canvasElement)).not.toBeNull());
  },
};

export const Phone: Story = {
  ...phone,
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('[data-slot="score-chart"]') as HTMLElement;
    await expect(figure.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

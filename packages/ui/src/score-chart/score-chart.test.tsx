import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chartPoints, ScoreChart, scoreSummary } from './score-chart.tsx';

const points = [
  { time: 1_772_000_000, value: 40 },
  { time: 1_772_086_400, value: 90 },
];

describe('scoreSummary', () => {
  it('says the attempts, their range, the latest and how often the pass mark was reached', () => {
    expect(scoreSummary('Exam scores', points, 70)).toBe(
      'Exam scores: 2 attempts, from 40% to 90%, the latest 90%; pass mark 70%, reached 1 time.',
    );
    expect(scoreSummary('Exam scores', [{ time: 1, value: 70 }], 70)).toBe(
      'Exam scores: 1 attempt, 70%; pass mark 70%, reached 1 time.',
    );
    expect(scoreSummary('Exam scores', [])).toBe('Exam scores: no scores yet');
  });
});

describe('chartPoints', () => {
  it('keeps times strictly increasing, as the chart requires (two attempts in one second)', () => {
    expect(
      chartPoints([
        { time: 100.4, value: 10 },
        { time: 100.9, value: 20 },
        { time: 100, value: 30 },
        { time: 200, value: 40 },
      ]).map((point) => point.time),
    ).toEqual([100, 101, 102, 200]);
  });
});

describe('ScoreChart', () => {
  it('removes its chart when it unmounts', () => {
    const { container, unmount } = render(
      <ScoreChart label="Exam scores" points={points} passMark={70} />,
    );
    const host = container.querySelector('[data-slot="score-chart-canvas"]');
    expect(host?.querySelector('canvas')).not.toBeNull();
    unmount();
    expect(host?.childElementCount).toBe(0);
  });
});

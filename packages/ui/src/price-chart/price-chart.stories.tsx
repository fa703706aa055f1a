import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { priceBars, STORY_SESSION_OPEN } from '../lib/market-fixtures.ts';
import { phone } from '../lib/story-helpers.ts';
import { type PriceBar, PriceChart } from './price-chart.tsx';

const MINUTES_5 = 300;
const DAY = 86_400;

/** Fixed bars for each range (a seeded walk, so every run draws the same chart). */
const BARS: Record<string, PriceBar[]> = {
  '1D': priceBars({
    count: 78,
    step: MINUTES_5,
    start: 186.87,
    drift: 0.0002,
    volatility: 0.004,
    seed: 3,
    end: STORY_SESSION_OPEN + 77 * MINUTES_5,
  }),
  '5D': priceBars({
    count: 120,
    step: MINUTES_5 * 3,
    start: 183.4,
    drift: 0.0003,
    volatility: 0.006,
    seed: 5,
  }),
  '1M': priceBars({ count: 22, step: DAY, start: 180.1, drift: 0.0025, seed: 8 }),
  '6M': priceBars({ count: 126, step: DAY, start: 165.3, drift: 0.0011, seed: 19 }),
  '1Y': priceBars({ count: 252, step: DAY, start: 150.2, drift: 0.0009, seed: 23 }),
};

const summaryOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="price-chart-summary"]')?.textContent;

const chartCanvas = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="price-chart-canvas"] canvas');

const meta = {
  title: 'ui/PriceChart',
  component: PriceChart,
  args: {
    label: 'AAPL',
    range: '1M',
    bars: BARS['1M'] ?? [],
    onRangeChange: fn(),
    height: 320,
  },
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(chartCanvas(canvasElement)).not.toBeNull();
    await expect(summaryOf(canvasElement)).toMatch(
      /^AAPL, 1 month: from 180\.10 to \d+\.\d\d, (up|down) \d+\.\d%$/,
    );
    await expect(canvas.getByRole('button', { name: '1M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: '1Y' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: '6M' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('6M');
  },
};

export const Up: Story = {
  args: { bars: priceBars({ count: 22, start: 180.1, drift: 0.004, seed: 4 }) },
  play: async ({ canvasElement }) => {
    await expect(summaryOf(canvasElement)).toMatch(/, up \d+\.\d%$/);
  },
};

export const Down: Story = {
  args: { label: 'TSLA', bars: priceBars({ count: 22, start: 190.4, drift: -0.006, seed: 13 }) },
  play: async ({ canvasElement }) => {
    await expect(summaryOf(canvasElement)).toMatch(/^TSLA, 1 month: from 190\.40 to .*, down /);
  },
};

/** Five-minute bars: the time axis shows the time of day. */
export const Intraday: Story = {
  args: { range: '1D', bars: BARS['1D'] ?? [] },
  play: async ({ canvasElement }) => {
    await expect(summaryOf(canvasElement)).toMatch(/^AAPL, 1 day: from 186\.87 to /);
  },
};

/** Wired the way the app wires it: a range button loads that range's bars into the same chart. */
export const SwitchRange: Story = {
  render: (args) => {
    const [range, setRange] = useState('1M');
    return (
      <PriceChart
        {...args}
        range={range}
        bars={BARS[range] ?? []}
        onRangeChange={(next) => {
          args.onRangeChange?.(next);
          setRange(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const before = chartCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1Y' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('1Y');
    await expect(canvas.getByRole('button', { name: '1Y' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(summaryOf(canvasElement)).toMatch(/^AAPL, 1 year: from 150\.20 to /);
    // New data, same chart: the canvas was not recreated.
    await expect(chartCanvas(canvasElement)).toBe(before);
  },
};

/** A fixed set of bars (a lesson's chart): no range buttons, only the chart and its summary. */
export const WithoutRanges: Story = {
  args: { ranges: [], range: '22 sessions' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Chart range' })).toBeNull();
    await expect(chartCanvas(canvasElement)).not.toBeNull();
    await expect(summaryOf(canvasElement)).toMatch(/^AAPL, 22 sessions: from 180\.10 to /);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1D' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('5D');
  },
};

export const Loading: Story = {
  args: { bars: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading prices');
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('aria-busy', 'true');
    await expect(summaryOf(canvasElement)).toBeUndefined();
  },
};

export const Empty: Story = {
  args: { bars: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No prices for this range')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { bars: [], error: 'The chart service did not answer.', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chart service did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The offline simulator's prices are labelled as such. */
export const Simulated: Story = {
  args: { simulated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Simulated data')).toBeVisible();
  },
};

/** Colours follow the theme when it changes under the chart (the canvas is repainted). */
export const ThemeSwitch: Story = {
  render: (args) => {
    const [theme, setTheme] = useState<'light' | 'dark'>('light');
    return (
      <div
        data-theme={theme}
        style={{
          background: 'var(--color-bg)',
          color: 'var(--color-text)',
          padding: 'var(--space-2)',
        }}
      >
        <button type="button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
          Switch theme
        </button>
        <PriceChart {...args} />
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const pixel = () => {
      const canvasNode = chartCanvas(canvasElement) as HTMLCanvasElement;
      return Array.from(canvasNode.getContext('2d')?.getImageData(2, 2, 1, 1).data ?? []);
    };
    // --color-surface: #ffffff in light, #161d26 in dark.
    await waitFor(() => expect(pixel()).toEqual([255, 255, 255, 255]));
    await userEvent.click(canvas.getByRole('button', { name: 'Switch theme' }));
    await waitFor(() => expect(pixel()).toEqual([0x16, 0x1d, 0x26, 255]));
  },
};

/** Up blue, down orange; up candles stay hollow and down candles filled in either palette. */
export const ColourBlindPalette: Story = {
  render: (args) => (
    <div data-palette="colorblind">
      <PriceChart {...args} />
    </div>
  ),
};

export const Dark: Story = { args: { simulated: true }, globals: { theme: 'dark' } };

export const Phone: Story = { args: { height: 240 }, ...phone };

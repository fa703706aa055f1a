import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { phone } from '../lib/story-helpers.ts';
import { IndicatorChart } from './indicator-chart.tsx';
import {
  DAILY_BARS,
  DAILY_INDICATORS,
  DAILY_LEVELS,
  DAILY_TREND_LINES,
  INTRADAY_BARS,
  INTRADAY_INDICATORS,
} from './indicator-fixtures.ts';

const summaryOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="indicator-chart-summary"]')?.textContent;

const chartCanvas = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="indicator-chart-canvas"] canvas');

const meta = {
  title: 'ui/IndicatorChart',
  component: IndicatorChart,
  args: {
    label: 'AAPL',
    bars: DAILY_BARS,
    indicators: DAILY_INDICATORS,
    levels: DAILY_LEVELS,
    trendLines: DAILY_TREND_LINES,
    currency: 'USD',
    height: 520,
  },
} satisfies Meta<typeof IndicatorChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Candles with SMA 20 and 50, three levels and a trend line; RSI and MACD panes under them. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(chartCanvas(canvasElement)).not.toBeNull());
    await expect(
      canvas.getByRole('region', { name: 'AAPL chart with moving averages, RSI and MACD' }),
    ).toBeVisible();
    const legend = canvas.getByRole('list', { name: 'Indicators' });
    for (const name of ['SMA 20', 'SMA 50', 'RSI 14', 'MACD 12/26/9', 'Signal'])
      await expect(legend).toHaveTextContent(name);
    await expect(canvas.getByRole('list', { name: 'Levels and lines' })).toHaveTextContent(
      'Resistance',
    );
    await expect(summaryOf(canvasElement)).toMatch(
      /^AAPL: last close \$[\d,.]+\. (Above|Below) the 20-bar average .* RSI 14 at \d+\.\d, (neutral|overbought|oversold)\. MACD .* Levels: support 50-day band at \$/,
    );
  },
};

/** Offline prices: labelled "Simulated prices". */
export const Simulated: Story = {
  args: { simulated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Simulated prices')).toBeVisible();
  },
};

/** Five sessions of 5-minute bars, without drawings. */
export const Intraday: Story = {
  args: {
    label: 'ETH',
    bars: INTRADAY_BARS,
    indicators: INTRADAY_INDICATORS,
    levels: [],
    trendLines: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list', { name: 'Levels and lines' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading prices');
  },
};

/** No bars stored for the symbol: said plainly, no summary, legend values as dashes. */
export const Empty: Story = {
  args: {
    bars: [],
    indicators: { sma20: [], sma50: [], rsi14: [], macd: [] },
    levels: [],
    trendLines: [],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No prices to chart')).toBeVisible();
    await expect(summaryOf(canvasElement)).toBeUndefined();
  },
};

export const Dark: Story = { args: { simulated: true }, globals: { theme: 'dark' } };

export const Phone: Story = { args: { height: 420, simulated: true }, ...phone };

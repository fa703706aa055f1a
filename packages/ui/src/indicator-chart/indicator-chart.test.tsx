import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndicatorChart, indicatorSummary } from './indicator-chart.tsx';
import { DAILY_BARS, DAILY_INDICATORS, DAILY_LEVELS } from './indicator-fixtures.ts';

const bar = (time: number, close: number) => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: 0,
});

describe('indicatorSummary', () => {
  it('says the last close against the averages, RSI with its zone, MACD and the levels', () => {
    const text = indicatorSummary(
      'AAPL',
      [bar(1, 100), bar(2, 110)],
      {
        sma20: [{ time: 2, value: 105 }],
        sma50: [{ time: 2, value: 112.5 }],
        rsi14: [{ time: 2, value: 72.345 }],
        macd: [{ time: 2, macd: 1.2, signal: 0.8, histogram: 0.4 }],
      },
      [{ kind: 'support', label: 'Floor', price: 100 }],
      { currency: 'USD' },
    );
    expect(text).toBe(
      'AAPL: last close $110.00. Above the 20-bar average ($105.00), below the 50-bar average ($112.50). RSI 14 at 72.3, overbought. MACD +1.20 above its signal line (+0.80). Levels: support Floor at $100.00.',
    );
  });

  it('says when there is nothing to chart, and leaves out what is not computed yet', () => {
    const none = { sma20: [], sma50: [], rsi14: [], macd: [] };
    expect(indicatorSummary('BTC', [], none, [])).toBe('BTC: no prices to chart');
    expect(indicatorSummary('BTC', [bar(1, 5)], none, [])).toBe('BTC: last close 5.00.');
  });
});

describe('IndicatorChart', () => {
  it('names the chart, lists the indicators and levels, and removes its chart on unmount', () => {
    const { container, unmount } = render(
      <IndicatorChart
        label="AAPL"
        bars={DAILY_BARS}
        indicators={DAILY_INDICATORS}
        levels={DAILY_LEVELS}
        simulated
      />,
    );
    expect(
      screen.getByRole('region', { name: 'AAPL chart with moving averages, RSI and MACD' }),
    ).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'Indicators' });
    expect(legend.textContent).toContain('RSI 14');
    expect(legend.textContent).toContain('MACD 12/26/9');
    expect(screen.getByRole('list', { name: 'Levels and lines' }).children).toHaveLength(3);
    expect(screen.getByText('Simulated prices')).toBeTruthy();
    const host = container.querySelector('[data-slot="indicator-chart-canvas"]');
    expect(host?.querySelector('canvas')).not.toBeNull();
    unmount();
    expect(host?.childElementCount).toBe(0);
  });

  it('shows the empty state without bars', () => {
    render(<IndicatorChart label="NOPE" bars={[]} />);
    expect(screen.getByText('No prices to chart')).toBeTruthy();
    expect(document.querySelector('[data-slot="indicator-chart-summary"]')).toBeNull();
  });
});

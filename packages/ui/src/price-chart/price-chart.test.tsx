import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withAlpha } from '../lib/chart-theme.ts';
import { chartSummary, type PriceBar, PriceChart } from './price-chart.tsx';

const bar = ({ time, ...overrides }: Partial<PriceBar> & { time: number }): PriceBar => ({
  time,
  open: 180.1,
  high: 181,
  low: 179.5,
  close: 180.6,
  volume: 1_000_000,
  ...overrides,
});

const bars = [bar({ time: 1_772_000_000 }), bar({ time: 1_772_086_400, open: 186, close: 189.12 })];

describe('chartSummary', () => {
  it('says the range from the first open to the last close, in words', () => {
    expect(chartSummary('AAPL', '1M', bars)).toBe('AAPL, 1 month: from 180.10 to 189.12, up 5.0%');
    expect(chartSummary('SAP.DE', '5D', bars, { currency: 'EUR' })).toBe(
      'SAP.DE, 5 days: from €180.10 to €189.12, up 5.0%',
    );
  });

  it('says when a range has no prices', () => {
    expect(chartSummary('AAPL', '1Y', [])).toBe('AAPL, 1 year: no prices for this range');
  });
});

describe('withAlpha', () => {
  it('turns a token colour into rgba for the volume bars', () => {
    expect(withAlpha('#3ccf9a', 0.45)).toBe('rgba(60, 207, 154, 0.45)');
    expect(withAlpha('rgb(1 2 3)', 0.5)).toBe('rgb(1 2 3)');
  });
});

describe('PriceChart', () => {
  it('removes its chart when it unmounts', () => {
    const { container, unmount } = render(<PriceChart label="AAPL" range="1M" bars={bars} />);
    const host = container.querySelector('[data-slot="price-chart-canvas"]');
    expect(host?.querySelector('canvas')).not.toBeNull();
    unmount();
    // A chart left behind would keep its canvases (and their observers) in the detached host.
    expect(host?.childElementCount).toBe(0);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import { atAddress, fakeServer, refusal, type SeenRequest } from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { ANALYSES, analysisFactory } from './technical-analysis-page.fixtures.ts';
import { TechnicalAnalysisPage } from './technical-analysis-page.tsx';

const SLUG = 'apple-rising-fifty-day';

type Server = 'answers' | 'empty' | 'pending' | 'failing-once' | 'missing' | 'no-bars';

const seen: SeenRequest[] = [];

function answerAnalyses({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'answers';
  let failures = server === 'failing-once' ? 1 : 0;
  return fakeServer(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (server === 'pending' && url.pathname.startsWith('/api/technicalAnalyses'))
      return new Promise<Response>(() => {});
    if (url.pathname === '/api/technicalAnalyses') {
      if (failures > 0) {
        failures -= 1;
        return refusal(503, 'The analyses are not available. Try again in a minute.');
      }
      const symbol = url.searchParams.get('symbol');
      const analyses =
        server === 'empty' ? [] : ANALYSES.filter((each) => !symbol || each.symbol === symbol);
      return Response.json({
        analyses,
        symbols: server === 'empty' ? [] : ['AAPL', 'BTC', 'NVDA'],
      });
    }
    if (url.pathname === `/api/technicalAnalyses/${SLUG}`) {
      if (server === 'missing')
        return refusal(404, 'No such technical analysis', { code: 'NOT_FOUND' });
      return Response.json(
        server === 'no-bars'
          ? analysisFactory({
              simulated: false,
              bars: [],
              indicators: { sma20: [], sma50: [], rsi14: [], macd: [] },
              levels: [],
              trend_lines: [],
            })
          : analysisFactory(),
      );
    }
    return undefined;
  }, seen);
}

const meta = {
  title: 'web/reports/TechnicalAnalysisPage',
  component: TechnicalAnalysisPage,
  decorators: [
    atAddress(`/technical-analysis?analysis=${SLUG}`, (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'UTC' })),
    ),
  ],
  beforeEach: answerAnalyses,
} satisfies Meta<typeof TechnicalAnalysisPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The list beside the open analysis: its header, "Simulated prices", the chart with its legend
 * and levels, what to watch, the text and the disclaimer.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('list', { name: 'Technical analyses' });
    const current = within(list).getByRole('link', { current: true });
    await expect(current).toHaveTextContent('Apple keeps respecting its rising 50-day average');
    await expect(within(list).getByText('▼')).toBeInTheDocument();
    await expect(within(list).getByText(/Bearish/)).toBeVisible();

    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'The picture' }),
    ).toBeVisible();
    // The card's title and the open analysis's heading.
    await expect(
      canvas.getAllByRole('heading', {
        level: 2,
        name: 'Apple keeps respecting its rising 50-day average',
      }),
    ).toHaveLength(2);
    await expect(canvas.getAllByText('24 Nov 2026')).toHaveLength(2);
    await expect(
      await canvas.findByRole('region', { name: 'AAPL chart with moving averages, RSI and MACD' }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Indicators' })).toHaveTextContent('RSI 14');
    await expect(canvas.getByText('Simulated prices')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Levels and lines' })).toHaveTextContent(
      '50-day band',
    );
    await waitFor(() =>
      expect(
        canvasElement.querySelector('[data-slot="indicator-chart-canvas"] canvas'),
      ).not.toBeNull(),
    );
    await expect(canvas.getByText(/Indicators describe past prices/)).toBeVisible();
  },
};

/** Choosing a symbol narrows the list; the open analysis stays in the address. */
export const FilterBySymbol: Story = {
  parameters: { url: '/technical-analysis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Choose an analysis')).toBeVisible();
    const select = await canvas.findByRole('combobox', { name: 'Symbol' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    await userEvent.selectOptions(select, 'BTC');
    await waitFor(() =>
      expect(
        within(canvas.getByRole('list', { name: 'Technical analyses' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    await expect(
      canvas.getByRole('link', { name: 'Bitcoin coils between two well-worn levels' }),
    ).toHaveAttribute('href', '/technical-analysis?symbol=BTC&analysis=bitcoin-range-compression');
  },
};

export const Empty: Story = {
  parameters: { server: 'empty', url: '/technical-analysis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No analyses yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { server: 'pending' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Loading the analyses' }),
    ).toBeInTheDocument();
    await expect(
      await canvas.findByRole('status', { name: 'Loading the analysis' }),
    ).toBeInTheDocument();
  },
};

/** The list could not be loaded: what happened, and a retry that works. */
export const ErrorWithRetry: Story = {
  name: 'Error',
  parameters: { server: 'failing-once', url: '/technical-analysis' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The analyses could not be loaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Technical analyses' })).toBeVisible();
  },
};

export const Missing: Story = {
  parameters: { server: 'missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such analysis')).toBeVisible();
  },
};

/** A symbol with no stored prices: the text reads, the chart says there is nothing to draw. */
export const NoPrices: Story = {
  parameters: { server: 'no-bars' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No prices to chart')).toBeVisible();
    await expect(canvas.queryByText('Simulated prices')).toBeNull();
  },
};

/** On a phone the open analysis takes the screen, with a way back to the list. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'AAPL chart with moving averages, RSI and MACD' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All analyses' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Technical analyses' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import { atAddress, fakeServer, refusal, type SeenRequest } from '@/shared/lib/story';
import { reportFactory, reportSummaryFactory, userFactory } from '@/shared/lib/test';
import { ReportPage } from './report-page.tsx';

const SLUG = 'reading-an-earnings-gap';
const REPORT_PATH = `/api/reports/${SLUG}`;
const UPGRADE = 'This is for pro members. Upgrade to Pro to open it.';

/** The report's text as the server renders it from Markdown, around a chart block. */
const REPORT = reportFactory({
  slug: SLUG,
  title: 'Reading an earnings gap in the first hour',
  summary: 'A gap after results is information, not an instruction.',
  symbols: ['MSFT', 'NVDA'],
  published_at: '2026-11-20T09:00:00.000Z',
  reading_minutes: 2,
  blocks: [
    {
      type: 'html',
      html: '<h2>Why earnings gaps happen</h2>\n<p>Companies report after the close.</p>\n<ol><li>Was the surprise in the guidance?</li><li>Is volume confirming?</li></ol>',
    },
    {
      type: 'chart',
      caption: 'Illustrative daily candles of a gap that holds.',
      candles: [
        [410, 413.5, 408.2, 412.1],
        [412.1, 414, 409.8, 410.6],
        [431, 438.6, 427.4, 436.2],
        [436.2, 437.1, 429.8, 431.5],
      ],
    },
    { type: 'html', html: '<p><em>This report is educational commentary.</em></p>' },
  ],
});

type Server = 'answers' | 'locked' | 'missing';

const seen: SeenRequest[] = [];

function answerReport({ parameters }: { parameters: { server?: Server } }) {
  const server = parameters.server ?? 'answers';
  return fakeServer(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/reports')
      return Response.json({
        reports: [
          reportSummaryFactory({
            slug: 'eur-usd-central-bank-weeks',
            pro_only: true,
            locked: true,
          }),
          reportSummaryFactory({ slug: SLUG, title: REPORT.title }),
        ],
        page: 1,
        page_size: 20,
        total: 2,
      });
    if (method !== 'GET' || url.pathname !== REPORT_PATH) return undefined;
    if (server === 'missing') return refusal(404, 'No such report', { code: 'NOT_FOUND' });
    if (server === 'locked')
      return refusal(403, UPGRADE, {
        code: 'PRO_ONLY',
        report: reportSummaryFactory({
          slug: SLUG,
          title: 'EUR/USD in central-bank weeks',
          summary: 'Why the pair compresses before a rate decision and expands after it.',
          market: 'forex',
          pro_only: true,
          locked: true,
        }),
      });
    return Response.json(REPORT);
  }, seen);
}

const meta = {
  title: 'web/reports/ReportPage',
  component: ReportPage,
  decorators: [
    atAddress(`/single-report?slug=${SLUG}`, (store) =>
      store.set(viewerAtom, userFactory({ timeZone: 'UTC' })),
    ),
  ],
  beforeEach: answerReport,
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A free report: header, summary, Download PDF, the text and chart in order, the disclaimer. */
export const Free: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Reading an earnings gap in the first hour',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('20 Nov 2026')).toBeVisible();
    await expect(canvas.getByText('MSFT, NVDA')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/reports/${SLUG}/pdf`,
    );
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Why earnings gaps happen' }),
    ).toBeVisible();
    const blocks = canvasElement.querySelector('[data-slot="lesson-blocks"]');
    await expect(
      Array.from(blocks?.children ?? []).map((block) => block.getAttribute('data-slot')),
    ).toEqual(['school-html', 'lesson-chart', 'school-html']);
    const chart = canvasElement.querySelector<HTMLElement>('[data-slot="lesson-chart"]');
    await waitFor(() =>
      expect(chart?.querySelector('[data-slot="price-chart-canvas"] canvas')).not.toBeNull(),
    );
    await expect(canvas.getByText(/not investment advice/)).toBeVisible();
  },
};

/** A pro report for a member without pro: its title and summary, the upgrade message and link. */
export const LockedPreview: Story = {
  parameters: { server: 'locked' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'EUR/USD in central-bank weeks' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Why the pair compresses before a rate decision and expands after it.'),
    ).toBeVisible();
    const locked = within(canvas.getByRole('region', { name: 'For pro members' }));
    await expect(locked.getByText(UPGRADE)).toBeVisible();
    await expect(locked.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(canvas.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  },
};

/** No report at this slug: said plainly, with the way back to the list. */
export const NotFound: Story = {
  parameters: { server: 'missing' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No such report')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All reports' })).toHaveAttribute(
      'href',
      '/specialize-reports',
    );
  },
};

/** No report named (the menu's "Single Report"): the newest report the member can open. */
export const NoReportNamed: Story = {
  parameters: { url: '/single-report' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Reading an earnings gap in the first hour',
      }),
    ).toBeVisible();
    // The newer pro report was passed over: it is locked for this member.
    await expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/reports',
      REPORT_PATH,
    ]);
  },
};

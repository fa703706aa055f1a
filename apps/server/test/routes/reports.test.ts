import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { reports } from '../../src/db/schema/index.ts';
import { PRO_ONLY_MESSAGE } from '../../src/lib/errors.ts';
import { BAD_DATE_RANGE, REPORT_NOT_FOUND } from '../../src/modules/reports/reports.service.ts';
import { CHARTS_NOTE } from '../../src/modules/reports/reports-pdf.ts';
import {
  REPORT_DISCLAIMER,
  REPORT_PAGE_SIZE,
  type ReportListView,
  type ReportView,
} from '../../src/schemas/reports.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

type NewReport = typeof reports.$inferInsert;

/** A report row; `slug` and anything else overridden. */
const reportRow = ({ slug, ...overrides }: Partial<NewReport> & { slug: string }): NewReport => ({
  slug,
  title: `Report ${slug}`,
  summary: `What ${slug} is about.`,
  market: 'stocks',
  symbols: ['MSFT'],
  author: 'TapeTV Research',
  publishedAt: new Date('2026-11-10T00:00:00Z'),
  proOnly: false,
  blocks: [
    {
      type: 'html',
      html: '<h2>The setup</h2>\n<p>Gaps &amp; ranges.</p>\n<ul>\n<li>First point</li>\n<li>Second point</li>\n</ul>',
    },
    { type: 'chart', caption: 'Illustrative', candles: [[10, 11, 9, 10.5]] },
  ],
  readingMinutes: 3,
  ...overrides,
});

describe.each(drivers)('specialized reports on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
  });

  /** A free stock report, a pro forex one and a pro crypto one, on three days of November. */
  async function seedReports() {
    await db()
      .insert(reports)
      .values([
        reportRow({ slug: 'earnings-gap', publishedAt: new Date('2026-11-20T09:00:00Z') }),
        reportRow({
          slug: 'eur-usd-week',
          market: 'forex',
          symbols: ['EURUSD'],
          proOnly: true,
          publishedAt: new Date('2026-11-13T23:30:00Z'),
        }),
        reportRow({
          slug: 'bitcoin-regimes',
          market: 'crypto',
          symbols: ['BTC-USD'],
          proOnly: true,
          publishedAt: new Date('2026-11-06T00:00:00Z'),
        }),
      ]);
  }

  describe('GET /api/reports', () => {
    it('lists newest first with each report locked or not for the viewer', async () => {
      await seedReports();
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/reports');

      expect(response.statusCode).toBe(200);
      const list = response.json<ReportListView>();
      expect(list.reports.map((report) => [report.slug, report.locked])).toEqual([
        ['earnings-gap', false],
        ['eur-usd-week', true],
        ['bitcoin-regimes', true],
      ]);
      expect(list).toMatchObject({ page: 1, page_size: REPORT_PAGE_SIZE, total: 3 });
      expect(list.reports[1]).toEqual({
        slug: 'eur-usd-week',
        title: 'Report eur-usd-week',
        summary: 'What eur-usd-week is about.',
        market: 'forex',
        symbols: ['EURUSD'],
        author: 'TapeTV Research',
        published_at: '2026-11-13T23:30:00.000Z',
        pro_only: true,
        reading_minutes: 3,
        locked: true,
      });
    });

    it('unlocks pro reports for a pro member', async () => {
      await seedReports();
      const { agent } = await loggedInMember(app, db(), { isPro: true });

      const list = (await agent.get('/api/reports')).json<ReportListView>();

      expect(list.reports.every((report) => !report.locked)).toBe(true);
    });

    it('filters by market and by publication day, both ends included', async () => {
      await seedReports();
      const { agent } = await loggedInMember(app, db());
      const slugs = async (query: string) =>
        (await agent.get(`/api/reports?${query}`))
          .json<ReportListView>()
          .reports.map((report) => report.slug);

      expect(await slugs('market=forex')).toEqual(['eur-usd-week']);
      expect(await slugs('from=2026-11-13&to=2026-11-20')).toEqual([
        'earnings-gap',
        'eur-usd-week',
      ]);
      expect(await slugs('to=2026-11-13')).toEqual(['eur-usd-week', 'bitcoin-regimes']);
      expect(await slugs('from=2026-11-14')).toEqual(['earnings-gap']);
      expect(await slugs('market=crypto&from=2026-11-07')).toEqual([]);
    });

    it('pages by 20', async () => {
      await db()
        .insert(reports)
        .values(
          Array.from({ length: 21 }, (_, i) =>
            reportRow({
              slug: `report-${i + 1}`,
              publishedAt: new Date(Date.UTC(2026, 9, i + 1)),
            }),
          ),
        );
      const { agent } = await loggedInMember(app, db());

      const first = (await agent.get('/api/reports')).json<ReportListView>();
      const second = (await agent.get('/api/reports?page=2')).json<ReportListView>();

      expect(first.reports).toHaveLength(20);
      expect(first.reports[0]?.slug).toBe('report-21');
      expect(first.total).toBe(21);
      expect(second.reports.map((report) => report.slug)).toEqual(['report-1']);
    });

    it('refuses a reversed date range, a day that is not one and an unknown market', async () => {
      const { agent } = await loggedInMember(app, db());

      const reversed = await agent.get('/api/reports?from=2026-11-20&to=2026-11-01');
      expect(reversed.statusCode).toBe(422);
      expect(reversed.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: BAD_DATE_RANGE,
        errors: { to: [BAD_DATE_RANGE] },
      });
      expect((await agent.get('/api/reports?from=2026-02-30')).statusCode).toBe(422);
      expect((await agent.get('/api/reports?market=bonds')).statusCode).toBe(422);
      expect((await agent.get('/api/reports?page=0')).statusCode).toBe(422);
    });
  });

  describe('GET /api/reports/{slug}', () => {
    it('opens a free report for every member, with its blocks, disclaimer and PDF address', async () => {
      await seedReports();
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/reports/earnings-gap');

      expect(response.statusCode).toBe(200);
      const report = response.json<ReportView>();
      expect(report).toMatchObject({
        slug: 'earnings-gap',
        locked: false,
        disclaimer: REPORT_DISCLAIMER,
        pdf_url: '/api/reports/earnings-gap/pdf',
      });
      expect(report.blocks.map((block) => block.type)).toEqual(['html', 'chart']);
    });

    it('refuses a pro report to a member without pro with the upgrade message and a preview', async () => {
      await seedReports();
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/reports/eur-usd-week');

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'PRO_ONLY',
        message: 'This is for pro members. Upgrade to Pro to open it.',
        report: expect.objectContaining({
          slug: 'eur-usd-week',
          title: 'Report eur-usd-week',
          summary: 'What eur-usd-week is about.',
          locked: true,
        }),
      });
      expect(response.json().message).toBe(PRO_ONLY_MESSAGE);
      expect(response.body).not.toContain('The setup');
    });

    it('opens a pro report for a pro member', async () => {
      await seedReports();
      const { agent } = await loggedInMember(app, db(), { isPro: true });

      const response = await agent.get('/api/reports/eur-usd-week');

      expect(response.statusCode).toBe(200);
      expect(response.json<ReportView>()).toMatchObject({ slug: 'eur-usd-week', locked: false });
    });

    it('answers 404 for no such report', async () => {
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/reports/nothing-here');

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: REPORT_NOT_FOUND });
    });
  });

  describe('GET /api/reports/{slug}/pdf', () => {
    it('is a real PDF download with the title, the text and the disclaimer', async () => {
      await seedReports();
      app.services.reports.compressPdf = false;
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/reports/earnings-gap/pdf');

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="tapetv-report-earnings-gap.pdf"',
      );
      const pdf = response.rawPayload;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(pdf);
      expect(text).toContain('Report earnings-gap');
      expect(text).toContain('The setup');
      expect(text).toContain('Gaps & ranges.');
      expect(text).toContain('Second point');
      expect(text).toContain(CHARTS_NOTE);
      expect(text).toContain('not investment advice');
    });

    it('is gated like the report: 403 PRO_ONLY without pro, the PDF with pro', async () => {
      await seedReports();
      const member = await loggedInMember(app, db());
      const pro = await loggedInMember(app, db(), { isPro: true });

      const refused = await member.agent.get('/api/reports/bitcoin-regimes/pdf');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'PRO_ONLY', message: PRO_ONLY_MESSAGE });

      const allowed = await pro.agent.get('/api/reports/bitcoin-regimes/pdf');
      expect(allowed.statusCode).toBe(200);
      expect(allowed.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect((await pro.agent.get('/api/reports/nothing-here/pdf')).statusCode).toBe(404);
    });
  });

  it('answers 401 to a visitor on every reports route', async () => {
    await seedReports();
    const agent = createAgent(app);
    for (const url of [
      '/api/reports',
      '/api/reports/earnings-gap',
      '/api/reports/earnings-gap/pdf',
    ]) {
      const response = await agent.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});

/**
 * The text an uncompressed pdfkit file shows: its standard fonts write each run as a hex string
 * of WinAnsi codes (`<48656c6c6f> Tj` or inside a TJ array), read back here, joined by spaces.
 */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const line of raw.split('\n')) {
    if (!/T[Jj]\s*$/.test(line)) continue;
    const parts = [...line.matchAll(/<([0-9a-fA-F]*)>|(-?\d+(?:\.\d+)?)/g)];
    let run = '';
    for (const part of parts) {
      if (part[1] !== undefined) run += Buffer.from(part[1], 'hex').toString('latin1');
      // A kerning adjustment of a word space or more inside a TJ array is a space.
      else if (part[2] !== undefined && Number(part[2]) < -200) run += ' ';
    }
    runs.push(run);
  }
  return runs.join(' ');
}

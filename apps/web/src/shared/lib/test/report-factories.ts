import type { ResponseBody } from '@tapetv/api-client';

// The API's own shapes (shared may not import entities).
type ReportList = ResponseBody<'/api/reports', 'get'>;
type ReportSummary = ReportList['reports'][number];
type Report = ResponseBody<'/api/reports/{slug}', 'get'>;

/** A title from a slug: `earnings-gap` → "Earnings gap". */
const titled = (slug: string) => {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A report `slug` as the list shows it: a free stocks report of 20 November 2026, open. */
export const reportSummaryFactory = (
  overrides: Partial<ReportSummary> & { slug: string },
): ReportSummary => ({
  title: titled(overrides.slug),
  summary: `What ${titled(overrides.slug).toLowerCase()} is about, in a sentence.`,
  market: 'stocks',
  symbols: ['MSFT'],
  author: 'TapeTV Research',
  published_at: '2026-11-20T09:00:00.000Z',
  pro_only: false,
  reading_minutes: 4,
  locked: false,
  ...overrides,
});

/** A page of reports: page 1 of 20, `total` the reports given unless said. */
export const reportListFactory = (
  overrides: Partial<ReportList> & { reports: ReportSummary[] },
): ReportList => ({
  page: 1,
  page_size: 20,
  total: overrides.reports.length,
  ...overrides,
});

/** A report `slug` as its page shows it: a paragraph of text, the disclaimer and its PDF. */
export const reportFactory = (overrides: Partial<Report> & { slug: string }): Report => ({
  ...reportSummaryFactory({ slug: overrides.slug }),
  blocks: [{ type: 'html', html: `<p>The text of ${titled(overrides.slug).toLowerCase()}.</p>` }],
  disclaimer:
    'Educational market commentary from TapeTV, not investment advice. Markets carry risk; do your own research before you trade.',
  pdf_url: `/api/reports/${overrides.slug}/pdf`,
  ...overrides,
});

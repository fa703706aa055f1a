import { type Static, Type } from 'typebox';
import { REPORT_MARKETS } from '../db/schema/index.ts';
import { LessonBlock } from './school.ts';

/**
 * The channel's specialized reports (issue 20): market commentary written as files in the
 * repository, some for pro members only. Their bodies are blocks as the school's lessons have.
 */

/** How many reports one page of `GET /api/reports` holds, newest first. */
export const REPORT_PAGE_SIZE = 20;

/** Shown under every report, on the page and in its PDF. */
export const REPORT_DISCLAIMER =
  'Educational market commentary from TapeTV, not investment advice. Markets carry risk; do your own research before you trade.';

const DateTime = (description: string) => Type.String({ format: 'date-time', description });
const Day = (description: string) => Type.String({ format: 'date', description });

export const ReportMarket = Type.Enum(REPORT_MARKETS, { description: 'The market it covers' });
export type ReportMarketView = Static<typeof ReportMarket>;

export const ReportSummary = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  market: ReportMarket,
  symbols: Type.Array(Type.String(), { description: 'Tickers the report is about' }),
  author: Type.String(),
  published_at: DateTime('When it was published'),
  pro_only: Type.Boolean({ description: 'Whether only pro members may open it' }),
  reading_minutes: Type.Integer({ minimum: 1 }),
  locked: Type.Boolean({
    description: 'Whether the viewer may not open it (a pro report, a member without pro)',
  }),
});
export type ReportSummaryView = Static<typeof ReportSummary>;

/** `GET /api/reports`. */
export const ReportList = Type.Object({
  reports: Type.Array(ReportSummary),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0, description: 'Reports matching the filters, on all pages' }),
});
export type ReportListView = Static<typeof ReportList>;

export const ReportListQuery = Type.Object({
  market: Type.Optional(ReportMarket),
  from: Type.Optional(Day('Published on or after this day (UTC)')),
  to: Type.Optional(Day('Published on or before this day (UTC)')),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
});
export type ReportListQueryView = Static<typeof ReportListQuery>;

export const ReportParams = Type.Object({
  slug: Type.String({ pattern: '^[a-z0-9-]{1,80}$', maxLength: 80 }),
});

/** `GET /api/reports/{slug}`. */
export const Report = Type.Object({
  ...ReportSummary.properties,
  blocks: Type.Array(LessonBlock),
  disclaimer: Type.String(),
  pdf_url: Type.String({ description: 'Where its PDF is downloaded' }),
});
export type ReportView = Static<typeof Report>;

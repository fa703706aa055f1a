import { notFound, proOnly, validationFailed } from '../../lib/errors.ts';
import {
  REPORT_DISCLAIMER,
  REPORT_PAGE_SIZE,
  type ReportListQueryView,
  type ReportListView,
  type ReportSummaryView,
  type ReportView,
} from '../../schemas/reports.ts';
import { presentBlock } from '../school/school.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { ReportHead, ReportsRepository } from './reports.repository.ts';
import { reportPdf } from './reports-pdf.ts';

export const REPORT_NOT_FOUND = 'No such report';
export const BAD_DATE_RANGE = 'The start date must be on or before the end date.';
const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day as midnight UTC, or undefined when it is no real day. */
function day(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : undefined;
}

/** Whether `user` may not open `report`: pro reports are for pro members. */
export const isLocked = (report: Pick<ReportHead, 'proOnly'>, user: UserRow) =>
  report.proOnly && !user.isPro;

export const reportPdfUrl = (slug: string) => `/api/reports/${slug}/pdf`;

/** What the PDF file is called when downloaded. */
export const reportPdfName = (slug: string) => `tapetv-report-${slug}.pdf`;

export class ReportsService {
  /** Whether the PDF's streams are compressed; tests turn it off to read the text in the file. */
  compressPdf = true;

  constructor(private readonly deps: { repository: ReportsRepository }) {}

  summary(report: ReportHead, user: UserRow): ReportSummaryView {
    return {
      slug: report.slug,
      title: report.title,
      summary: report.summary,
      market: report.market,
      symbols: report.symbols,
      author: report.author,
      published_at: report.publishedAt.toISOString(),
      pro_only: report.proOnly,
      reading_minutes: report.readingMinutes,
      locked: isLocked(report, user),
    };
  }

  /** One page of reports, newest first; 422 for a day that is not one or a reversed range. */
  async list(user: UserRow, query: ReportListQueryView): Promise<ReportListView> {
    const from = query.from === undefined ? undefined : day(query.from);
    const to = query.to === undefined ? undefined : day(query.to);
    const errors: Record<string, string[]> = {};
    if (query.from !== undefined && !from)
      errors.from = ['The start date must be a day, YYYY-MM-DD.'];
    if (query.to !== undefined && !to) errors.to = ['The end date must be a day, YYYY-MM-DD.'];
    if (from && to && from > to) errors.to = [BAD_DATE_RANGE];
    if (Object.keys(errors).length) throw validationFailed(errors);

    const page = query.page ?? 1;
    const { rows, total } = await this.deps.repository.page(
      {
        market: query.market,
        from,
        // `to` is a whole day: up to the next midnight.
        before: to ? new Date(to.getTime() + DAY_MS) : undefined,
      },
      (page - 1) * REPORT_PAGE_SIZE,
      REPORT_PAGE_SIZE,
    );
    return {
      reports: rows.map((row) => this.summary(row, user)),
      page,
      page_size: REPORT_PAGE_SIZE,
      total,
    };
  }

  /**
   * The report, or its summary when `user` may not open it (`locked`), for the 403 that carries
   * a preview; 404 when there is no such report.
   */
  async open(
    user: UserRow,
    slug: string,
  ): Promise<{ report: ReportView } | { locked: ReportSummaryView }> {
    const row = await this.deps.repository.findBySlug(slug);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    const summary = this.summary(row, user);
    if (summary.locked) return { locked: summary };
    return {
      report: {
        ...summary,
        blocks: row.blocks.map(presentBlock),
        disclaimer: REPORT_DISCLAIMER,
        pdf_url: reportPdfUrl(row.slug),
      },
    };
  }

  /** The report as a PDF; 404 for no such report, 403 PRO_ONLY when `user` may not open it. */
  async pdf(user: UserRow, slug: string): Promise<Buffer> {
    const row = await this.deps.repository.findBySlug(slug);
    if (!row) throw notFound(REPORT_NOT_FOUND);
    if (isLocked(row, user)) throw proOnly();
    return reportPdf({ ...row, disclaimer: REPORT_DISCLAIMER }, { compress: this.compressPdf });
  }
}

import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/reports`: a page of reports, newest first, each locked or not for the viewer. */
export type ReportList = ResponseBody<'/api/reports', 'get'>;

/** A report as the list shows it. */
export type ReportSummary = ReportList['reports'][number];

export type ReportMarket = ReportSummary['market'];

/** `GET /api/reports/{slug}`: a report's body (HTML and chart blocks), disclaimer and PDF address. */
export type Report = ResponseBody<'/api/reports/{slug}', 'get'>;

/** The list's filters as the URL keeps them; empty means "any". */
export interface ReportFilters {
  market: ReportMarket | '';
  /** `YYYY-MM-DD`, both ends included. */
  from: string;
  to: string;
  page: number;
}

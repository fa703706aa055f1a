import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/technicalAnalyses`: the analyses, newest first, and every symbol that has one. */
export type AnalysisList = ResponseBody<'/api/technicalAnalyses', 'get'>;

/** An analysis as the list shows it. */
export type AnalysisSummary = AnalysisList['analyses'][number];

export type AnalysisBias = AnalysisSummary['bias'];

/**
 * `GET /api/technicalAnalyses/{slug}`: the text, the symbol's stored bars, the indicators the
 * server computed over them, and the levels and lines at prices.
 */
export type Analysis = ResponseBody<'/api/technicalAnalyses/{slug}', 'get'>;

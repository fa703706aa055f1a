import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Analysis,
  AnalysisList,
  AnalysisListQuery,
  AnalysisParams,
} from '../../schemas/technical-analysis.ts';
import { ErrorResponse, memberErrors, memberOnly } from '../schemas.ts';

/**
 * The technical analyses (issue 20): the list, optionally for one symbol, and one analysis with
 * its bars, indicators and drawings. For members; every member may open every analysis.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;

  app.get(
    '/api/technicalAnalyses',
    {
      ...member,
      schema: {
        tags: ['technical analysis'],
        operationId: 'getTechnicalAnalyses',
        summary:
          'Technical analyses, newest first, optionally of one symbol; and every symbol that has one',
        security: memberOnly,
        querystring: AnalysisListQuery,
        response: { 200: AnalysisList, ...memberErrors },
      },
    },
    async (request) => app.services.technicalAnalyses.list(request.query),
  );

  app.get(
    '/api/technicalAnalyses/:slug',
    {
      ...member,
      schema: {
        tags: ['technical analysis'],
        operationId: 'getTechnicalAnalysis',
        summary:
          'An analysis: its text, its symbol’s stored bars, SMA 20 and 50, RSI 14 and MACD 12/26/9 over them, and its levels and trend lines at prices',
        security: memberOnly,
        params: AnalysisParams,
        response: { 200: Analysis, 404: ErrorResponse, ...memberErrors },
      },
    },
    async (request) => app.services.technicalAnalyses.open(request.params.slug),
  );
};

export default routes;

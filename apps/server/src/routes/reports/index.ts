import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { reportPdfName } from '../../modules/reports/reports.service.ts';
import { currentUser, PRO_ONLY } from '../../plugins/app/auth.ts';
import {
  Report,
  ReportList,
  ReportListQuery,
  ReportParams,
  ReportSummary,
} from '../../schemas/reports.ts';
import { ErrorResponse, memberErrors, memberOnly } from '../schemas.ts';

/** The 403 of a pro report for a member without pro: the upgrade message and what it is about. */
const ProOnlyPreview = Type.Object(
  {
    code: Type.Literal('PRO_ONLY'),
    message: Type.String(),
    report: ReportSummary,
  },
  { description: 'For pro members only: the upgrade message, with the report’s summary' },
);

/**
 * The specialized reports (issue 20): the list with its filters, one report, and its PDF. Pro
 * reports answer 403 `PRO_ONLY` to members without pro.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;

  app.get(
    '/api/reports',
    {
      ...member,
      schema: {
        tags: ['reports'],
        operationId: 'getReports',
        summary:
          'Specialized reports, newest first, 20 a page, by market and publication day; each says whether the viewer may open it',
        security: memberOnly,
        querystring: ReportListQuery,
        response: { 200: ReportList, 422: ErrorResponse, ...memberErrors },
      },
    },
    async (request) => app.services.reports.list(currentUser(request), request.query),
  );

  app.get(
    '/api/reports/:slug',
    {
      ...member,
      schema: {
        tags: ['reports'],
        operationId: 'getReport',
        summary:
          'A report’s body (HTML and charts); 403 PRO_ONLY with its summary for a pro report and a member without pro',
        security: memberOnly,
        params: ReportParams,
        response: { 200: Report, 403: ProOnlyPreview, 404: ErrorResponse, ...memberErrors },
      },
    },
    async (request, reply) => {
      const opened = await app.services.reports.open(currentUser(request), request.params.slug);
      if ('locked' in opened) return reply.code(403).send({ ...PRO_ONLY, report: opened.locked });
      return opened.report;
    },
  );

  app.get(
    '/api/reports/:slug/pdf',
    {
      ...member,
      schema: {
        tags: ['reports'],
        operationId: 'getReportPdf',
        summary:
          'A report as a PDF download (its text; charts are in the online version); 403 PRO_ONLY as for the report',
        security: memberOnly,
        params: ReportParams,
        response: {
          200: {
            description: 'A PDF document',
            content: {
              'application/pdf': {
                schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
              },
            },
          },
          403: ErrorResponse,
          404: ErrorResponse,
          ...memberErrors,
        },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const pdf = await app.services.reports.pdf(currentUser(request), slug);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${reportPdfName(slug)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default routes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Interview,
  InterviewList,
  InterviewListQuery,
  InterviewParams,
} from '../../schemas/interviews.ts';
import { ErrorResponse, memberErrors, memberOnly } from '../schemas.ts';

/** The CEO interviews (issue 20): the list and its transcript search, and one interview. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;

  app.get(
    '/api/ceoInterviews',
    {
      ...member,
      schema: {
        tags: ['interviews'],
        operationId: 'getCeoInterviews',
        summary:
          'CEO interviews, newest first; with q, those it matches and the matching transcript paragraphs, best first, each excerpt marked',
        security: memberOnly,
        querystring: InterviewListQuery,
        response: { 200: InterviewList, 422: ErrorResponse, ...memberErrors },
      },
    },
    async (request) => app.services.interviews.list(request.query.q),
  );

  app.get(
    '/api/ceoInterviews/:slug',
    {
      ...member,
      schema: {
        tags: ['interviews'],
        operationId: 'getCeoInterview',
        summary: 'A CEO interview with its video address, chapters and whole transcript',
        security: memberOnly,
        params: InterviewParams,
        response: { 200: Interview, 404: ErrorResponse, ...memberErrors },
      },
    },
    async (request) => app.services.interviews.open(request.params.slug),
  );
};

export default routes;

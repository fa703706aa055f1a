import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOME_STALE_SECONDS, Home } from '../../schemas/home.ts';

/**
 * The visitors' home page (issue 21 item 5), open to visitors like the page itself: the market
 * now, popular posts outside groups, and what the channel shows. Members are sent from `/` to
 * their feed, but may read it too.
 */
const home: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home',
    {
      schema: {
        tags: ['home'],
        operationId: 'getHome',
        summary: `The visitors’ home page: indices and today’s movers, the week’s popular posts outside groups, the live show’s next airings, upcoming webinars and this week’s big economic releases (open to visitors; at most ${HOME_STALE_SECONDS} s old)`,
        response: { 200: Home },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${HOME_STALE_SECONDS}`);
      return app.services.home.home();
    },
  );
};

export default home;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import { memberErrors, memberOnly, writeErrors } from '../schemas.ts';

/** The token request object the `ably` client hands its authCallback (Ably's TokenParams). */
const TokenRequest = Type.Object(
  {
    ttl: Type.Optional(
      Type.Integer({
        minimum: 1,
        description: 'Requested lifetime in milliseconds; at most one hour is granted',
      }),
    ),
    clientId: Type.Optional(Type.String({ description: 'Ignored: the token names the member' })),
    capability: Type.Optional(
      Type.Unknown({ description: 'Ignored: the server decides the channels' }),
    ),
    timestamp: Type.Optional(Type.Number()),
    nonce: Type.Optional(Type.String()),
  },
  { description: 'Ably token parameters, as the real-time client sends them' },
);

/** Ably token details; the client recognises them by `issued`. */
const TokenDetails = Type.Object(
  {
    token: Type.String({ description: 'An Ably JWT (HS256, kid = the key name)' }),
    issued: Type.Integer({ description: 'Milliseconds since the epoch' }),
    expires: Type.Integer({ description: 'Milliseconds since the epoch' }),
    capability: Type.String({ description: 'The channels granted, as a JSON string' }),
    clientId: Type.String({ description: 'The member’s id' }),
  },
  { description: 'Token details for the real-time client' },
);

const realtime: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/ably/authenticate',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['realtime'],
        operationId: 'authenticateRealtime',
        security: memberOnly,
        summary: 'A real-time token for the logged-in member, limited to their own channels',
        description:
          'Signed with ABLY_API_KEY, so the same token works on the embedded broker and on ' +
          'Ably. It lists the member’s notifications and feed channels (subscribe) and the ' +
          'posts and chat channels of their groups (subscribe, presence).',
        body: TokenRequest,
        response: { 200: TokenDetails, ...memberErrors, ...writeErrors },
      },
    },
    async (request) =>
      app.services.realtime.tokenFor(currentUser(request).id, { ttl: request.body.ttl }),
  );
};

export default realtime;

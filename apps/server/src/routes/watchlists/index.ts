import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  AddWatchlistSymbol,
  CopyWatchlist,
  NewWatchlist,
  ProPicks,
  TRENDING_SYMBOLS_MAX,
  TrendingSymbols,
  WATCHLIST_SYMBOLS_MAX,
  WATCHLISTS_MAX,
  Watchlist,
  WatchlistDone,
  WatchlistList,
  WatchlistPositions,
  WatchlistPrivacy,
  WatchlistPrivacyUpdate,
  WatchlistSymbols,
  WatchlistUpdate,
} from '../../schemas/watchlists.ts';
import { ErrorResponse, memberErrors, memberOnly, writeErrors } from '../schemas.ts';

const OneWatchlist = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const reads = { 404: ErrorResponse, ...memberErrors };
const writes = { 403: ErrorResponse, 404: ErrorResponse, ...memberErrors, ...writeErrors };

/**
 * Watchlists (spec points 3 "Watchlist", 4 "Watchlists", 7 "Watchlists"), with the calls the spec
 * lists kept as it names them. Beyond the spec: creating an empty list, the ideas to copy and the
 * pro picks. A member reads their own lists, a followed member's `followers` lists and anyone's
 * `public` ones (any other list is 404); only the owner writes (403). Limits: WATCHLISTS_MAX
 * lists per member, WATCHLIST_SYMBOLS_MAX symbols per list (422 beyond).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, summary: string, rest: T) => ({
    tags: ['watchlists'],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/watchlist/',
    {
      ...member,
      schema: schema(
        'getWatchlists',
        'A member’s watchlists in their order, as the caller may see them (the caller’s own without user_id)',
        {
          querystring: Type.Object({ user_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
          response: { 200: WatchlistList, ...reads },
        },
      ),
    },
    async (request) => app.services.watchlists.list(currentUser(request), request.query.user_id),
  );

  app.get(
    '/api/watchlist/symbols/:id',
    {
      ...member,
      schema: schema(
        'getWatchlistSymbols',
        'A watchlist’s symbols in order with live figures, sparklines and today’s talk',
        { params: OneWatchlist, response: { 200: WatchlistSymbols, 403: ErrorResponse, ...reads } },
      ),
    },
    async (request) => app.services.watchlists.symbols(currentUser(request), request.params.id),
  );

  app.get(
    '/api/trending-symbols',
    {
      ...member,
      schema: schema(
        'getTrendingSymbols',
        `The ${TRENDING_SYMBOLS_MAX} symbols most named in posts today (since 00:00 UTC), with figures and talk; private groups’ posts not counted`,
        { response: { 200: TrendingSymbols, ...memberErrors } },
      ),
    },
    async () => app.services.watchlists.trending(),
  );

  app.get(
    '/api/watchlist/editWatchlistData/:id',
    {
      ...member,
      schema: schema('getWatchlistEditData', 'The owner’s watchlist, for the editor', {
        params: OneWatchlist,
        response: { 200: Watchlist, 403: ErrorResponse, ...reads },
      }),
    },
    async (request) => app.services.watchlists.editData(currentUser(request), request.params.id),
  );

  app.post(
    '/api/watchlist',
    {
      ...member,
      schema: schema(
        'createWatchlist',
        `Creates an empty watchlist at the end of the member’s lists (at most ${WATCHLISTS_MAX})`,
        { body: NewWatchlist, response: { 201: WatchlistDone, ...writes } },
      ),
    },
    async (request, reply) => {
      const watchlist = await app.services.watchlists.create(currentUser(request), request.body);
      return reply.code(201).send({ success: true, message: 'Watchlist created.', watchlist });
    },
  );

  app.post(
    '/api/watchlist/symbol',
    {
      ...member,
      schema: schema(
        'addWatchlistSymbol',
        `Adds a symbol at the end of a list (at most ${WATCHLIST_SYMBOLS_MAX}), making the member’s first list when they have none; 409 when it is there already`,
        {
          body: AddWatchlistSymbol,
          response: { 201: WatchlistDone, 409: ErrorResponse, ...writes },
        },
      ),
    },
    async (request, reply) => {
      const done = await app.services.watchlists.addSymbol(currentUser(request), request.body);
      return reply.code(201).send({ success: true, ...done });
    },
  );

  app.put(
    '/api/watchlist/update/:id',
    {
      ...member,
      schema: schema(
        'updateWatchlist',
        'Renames a list or reorders its symbols (symbol_positions: every symbol id once)',
        {
          params: OneWatchlist,
          body: WatchlistUpdate,
          response: { 200: WatchlistDone, ...writes },
        },
      ),
    },
    async (request) => {
      const watchlist = await app.services.watchlists.update(
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { success: true, message: 'Watchlist updated.', watchlist };
    },
  );

  app.delete(
    '/api/watchlist/symbol',
    {
      ...member,
      schema: schema('removeWatchlistSymbol', 'Takes a symbol off a list', {
        querystring: Type.Object({
          id: Type.Integer({ minimum: 1, description: 'The symbol’s id' }),
          watchlist_id: Type.Integer({ minimum: 1 }),
        }),
        response: { 200: WatchlistDone, ...writes },
      }),
    },
    async (request) => {
      const done = await app.services.watchlists.removeSymbol(
        currentUser(request),
        request.query.watchlist_id,
        request.query.id,
      );
      return { success: true, ...done };
    },
  );

  app.delete(
    '/api/watchlist/deletewatchlist',
    {
      ...member,
      schema: schema('deleteWatchlist', 'Deletes one of the member’s lists', {
        querystring: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String() }),
          ...writes,
        },
      }),
    },
    async (request) => {
      await app.services.watchlists.remove(currentUser(request), request.query.id);
      return { success: true, message: 'Watchlist deleted.' };
    },
  );

  app.put(
    '/api/watchlist/update-positions',
    {
      ...member,
      schema: schema(
        'updateWatchlistPositions',
        'Reorders the member’s lists (positions: every one of their watchlist ids once)',
        {
          body: WatchlistPositions,
          response: {
            200: Type.Object({
              success: Type.Boolean(),
              message: Type.String(),
              positions: Type.Array(Type.Integer()),
            }),
            ...writes,
          },
        },
      ),
    },
    async (request) => {
      const positions = await app.services.watchlists.reorder(
        currentUser(request),
        request.body.positions,
      );
      return { success: true, message: 'Watchlists reordered.', positions };
    },
  );

  app.put(
    '/api/watchlist/update-privacy',
    {
      ...member,
      schema: schema('updateWatchlistPrivacy', 'Sets who may see a list', {
        body: WatchlistPrivacyUpdate,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            selectedPrivacy: WatchlistPrivacy,
          }),
          ...writes,
        },
      }),
    },
    async (request) => {
      const selectedPrivacy = await app.services.watchlists.setPrivacy(
        currentUser(request),
        request.body,
      );
      return { success: true, message: 'Privacy updated.', selectedPrivacy };
    },
  );

  app.post(
    '/api/watchlist/copyWatchlist',
    {
      ...member,
      schema: schema(
        'copyWatchlist',
        'Copies a list the member may see into a new list of theirs, independent of the original',
        { body: CopyWatchlist, response: { 201: WatchlistDone, ...writes } },
      ),
    },
    async (request, reply) => {
      const done = await app.services.watchlists.copy(currentUser(request), request.body);
      return reply.code(201).send({ success: true, ...done });
    },
  );

  app.get(
    '/api/watchlist/ideas',
    {
      ...member,
      schema: schema(
        'getWatchlistIdeas',
        'Public lists to copy: the team’s ideas first, then members’ most copied',
        { response: { 200: Type.Object({ data: Type.Array(Watchlist) }), ...memberErrors } },
      ),
    },
    async (request) => ({ data: await app.services.watchlists.ideas(currentUser(request)) }),
  );

  app.get(
    '/api/watchlist/pro-picks',
    {
      ...member,
      schema: schema(
        'getProPicks',
        'The team’s pro picks: in full for pro members, a locked preview for the others',
        { response: { 200: ProPicks, ...memberErrors } },
      ),
    },
    async (request) => app.services.watchlists.proPicks(currentUser(request)),
  );
};

export default routes;

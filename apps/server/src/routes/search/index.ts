import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from 'typebox';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  GroupSearchResult,
  MemberSearchResult,
  SEARCH_RESULTS_MAX,
  SearchQuery,
  SymbolSummary,
  SymbolType,
} from '../../schemas/markets.ts';
import { ErrorResponse, memberErrors, memberOnly } from '../schemas.ts';

const Results = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Array(item, { maxItems: SEARCH_RESULTS_MAX }) });
const SymbolResults = Results(SymbolSummary);
const GroupResults = Results(GroupSearchResult);
const MemberResults = Results(MemberSearchResult);
const Query = Type.Object({ query: SearchQuery });
const OfType = Type.Optional(SymbolType);
const searchErrors = { 422: ErrorResponse, ...memberErrors };

/**
 * Header search (spec points 2, 4 "Search" and 7 "Search"; the watchlists' `GET
 * /api/symbol/search`): default lists for an empty box, results for a query. Every answer is
 * `{ data }` with at most SEARCH_RESULTS_MAX rows; no match is an empty list ("No Symbol found").
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, summary: string, rest: T) => ({
    tags: ['search'],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/symbol/search',
    {
      ...member,
      schema: schema(
        'searchSymbols',
        'Symbols whose ticker or name contains the query: the exact ticker first, then tickers starting with it, then names with a word starting with it, then the rest (ties in the data file’s order)',
        {
          querystring: Type.Object({ query: SearchQuery, type: OfType }),
          response: { 200: SymbolResults, ...searchErrors },
        },
      ),
    },
    async (request) => ({
      data: await app.services.search.symbols(request.query.query, request.query.type),
    }),
  );

  app.get(
    '/api/searchSymbol/default',
    {
      ...member,
      schema: schema(
        'getDefaultSymbols',
        'The symbols listed before anything is typed: the first 8 stocks, 4 crypto assets, 4 ETFs and 4 indices in the data file’s order, or the first of one type',
        {
          querystring: Type.Object({ type: OfType }),
          response: { 200: SymbolResults, 422: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) => ({ data: await app.services.search.defaultSymbols(request.query.type) }),
  );

  app.get(
    '/api/searchGroups',
    {
      ...member,
      schema: schema(
        'searchGroups',
        'Groups whose name or title contains the query: the exact name first, then names or titles starting with it, then a word starting with it, then the most members',
        { querystring: Query, response: { 200: GroupResults, ...searchErrors } },
      ),
    },
    async (request) => ({ data: await app.services.search.groups(request.query.query) }),
  );

  app.get(
    '/api/searchGroups/default',
    {
      ...member,
      schema: schema(
        'getDefaultGroups',
        'The groups listed before anything is typed: the most members first',
        { response: { 200: GroupResults, ...memberErrors } },
      ),
    },
    async () => ({ data: await app.services.search.defaultGroups() }),
  );

  app.get(
    '/api/searchMembers',
    {
      ...member,
      schema: schema(
        'searchMembers',
        'Members whose name or user name contains the query: the exact user name first, then user names or names starting with it, then a word starting with it, then the most followers',
        { querystring: Query, response: { 200: MemberResults, ...searchErrors } },
      ),
    },
    async (request) => ({ data: await app.services.search.members(request.query.query) }),
  );

  app.get(
    '/api/searchMembers/default',
    {
      ...member,
      schema: schema(
        'getDefaultMembers',
        'The members listed before anything is typed: the most followers first, not the viewer',
        { response: { 200: MemberResults, ...memberErrors } },
      ),
    },
    async (request) => ({
      data: await app.services.search.defaultMembers(currentUser(request).id),
    }),
  );
};

export default routes;

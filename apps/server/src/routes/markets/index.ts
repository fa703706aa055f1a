import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { WIDGET_SYMBOLS_MAX } from '../../modules/quotes/markets.service.ts';
import { currentUser } from '../../plugins/app/auth.ts';
import {
  Bars,
  CHART_RANGES,
  MarketCategory,
  QUOTES_IDS_MAX,
  Quotes,
  SymbolDetail,
  SymbolType,
  TickerTape,
  Widget,
} from '../../schemas/markets.ts';
import { ErrorResponse, memberErrors, memberOnly } from '../schemas.ts';

const WidgetQuery = Type.Object({
  category: SymbolType,
  subCategory: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description:
        'A region (us, europe, asia, global) or a sector or kind slug from GET /api/markets',
    }),
  ),
});
const QuotesQuery = Type.Object({
  ids: Type.String({
    minLength: 1,
    // Ten digits a PostgreSQL integer, and a comma each.
    maxLength: QUOTES_IDS_MAX * 11,
    description: `Symbol ids joined by commas (1,2,3), at most ${QUOTES_IDS_MAX}`,
  }),
});
const OneTicker = Type.Object({
  symbol: Type.String({
    minLength: 1,
    maxLength: 32,
    description: 'The ticker, regardless of case (aapl finds AAPL)',
  }),
});
const OneSymbol = Type.Object({ symbolId: Type.Integer({ minimum: 1 }) });
const BarsQuery = Type.Object({
  range: Type.Optional(
    Type.Enum(CHART_RANGES, {
      default: '1D',
      description: '1D and 5D in 5-minute bars, 1M, 6M and 1Y in daily bars',
    }),
  ),
});

/**
 * Market data (spec points 2 "/markets/{category}/{subCategory}", 3 "Symbol" and "Widget", 7
 * "Widgets"): the markets' menu, a market page's table, the quotes call keyed by symbol id, a
 * symbol's page and its chart. Member-only like every page but pricing and checkout. Figures from
 * the simulator say `simulated: true`; reading any of them keeps the symbols' live quotes
 * (`quote` on `quotes:{symbolId}`) going for two minutes.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const member = { onRequest: app.requireUser } as const;
  const schema = <T extends object>(operationId: string, summary: string, rest: T) => ({
    tags: ['markets'],
    operationId,
    summary,
    security: memberOnly,
    ...rest,
  });

  app.get(
    '/api/markets',
    {
      ...member,
      schema: schema(
        'getMarkets',
        'The market categories (stocks, crypto, ETF, indices) with their regions and sectors',
        { response: { 200: Type.Array(MarketCategory), ...memberErrors } },
      ),
    },
    async () => app.services.markets.categories(),
  );

  app.get(
    '/api/getWidget',
    {
      ...member,
      schema: schema(
        'getWidget',
        `A market page’s table: up to ${WIDGET_SYMBOLS_MAX} symbols of a category or sub-category, keyed by ticker, in the data file’s order`,
        {
          querystring: WidgetQuery,
          response: { 200: Widget, 404: ErrorResponse, 422: ErrorResponse, ...memberErrors },
        },
      ),
    },
    async (request) =>
      app.services.markets.widget(request.query.category, request.query.subCategory),
  );

  app.get(
    '/api/quotes',
    {
      ...member,
      schema: schema('getQuotes', 'Symbols’ figures keyed by symbol id; unknown ids are left out', {
        querystring: QuotesQuery,
        response: { 200: Quotes, 422: ErrorResponse, ...memberErrors },
      }),
    },
    async (request) => app.services.quotes.quotes(request.query.ids),
  );

  app.get(
    '/api/ticker-tape',
    {
      ...member,
      schema: schema(
        'getTickerTape',
        'The ticker tape under the header: the main indices, the member’s watchlist symbols and today’s largest moves among stocks, each symbol once, with figures',
        { response: { 200: TickerTape, ...memberErrors } },
      ),
    },
    async (request) => app.services.tickerTape.tape(currentUser(request).id),
  );

  app.get(
    '/api/symbols/:symbol',
    {
      ...member,
      schema: schema(
        'getSymbol',
        'A symbol’s page: the symbol, its figures, and today’s bullish and bearish posts about it',
        { params: OneTicker, response: { 200: SymbolDetail, 404: ErrorResponse, ...memberErrors } },
      ),
    },
    async (request) => app.services.markets.symbol(request.params.symbol),
  );

  app.get(
    '/api/symbols/:symbolId/bars',
    {
      ...member,
      schema: schema('getSymbolBars', 'A symbol’s price history for a chart range', {
        params: OneSymbol,
        querystring: BarsQuery,
        response: { 200: Bars, 404: ErrorResponse, 422: ErrorResponse, ...memberErrors },
      }),
    },
    async (request) =>
      app.services.quotes.bars(request.params.symbolId, request.query.range ?? '1D'),
  );
};

export default routes;

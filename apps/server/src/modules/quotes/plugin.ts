import { channelNames } from '@tapetv/realtime/channels';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { FinnhubQuoteProvider } from './finnhub-provider.ts';
import { MarketsService } from './markets.service.ts';
import { QuoteBarsRepository } from './quote-bars.repository.ts';
import { QuoteInterest } from './quote-interest.ts';
import type { QuoteProvider } from './quote-provider.ts';
import { QuotePublisher } from './quote-publisher.ts';
import { QuotesService } from './quotes.service.ts';
import { SimulatedQuoteProvider } from './simulated-provider.ts';

declare module '../index.ts' {
  interface Repositories {
    quoteBars: QuoteBarsRepository;
  }
  interface Services {
    quotes: QuotesService;
    markets: MarketsService;
    /** Live quotes: `tick(now)` publishes the moves of the symbols read recently. */
    quotePublisher: QuotePublisher;
  }
}

/**
 * Market data: the quote provider chosen by MARKET_DATA_PROVIDER (the simulator by default,
 * Finnhub with FINNHUB_API_KEY), price history in `quote_bars`, the market pages, and live quotes
 * published every QUOTES_TICK_MS (not under test: tests call `tick(now)` themselves).
 */
export default fp<ModuleOptions>(
  async (app, { config }) => {
    const log = app.log.child({ component: 'quotes' });
    const simulator = new SimulatedQuoteProvider();
    const { marketData } = config;
    const provider: QuoteProvider =
      marketData.provider === 'finnhub'
        ? new FinnhubQuoteProvider({
            apiKey: marketData.finnhubApiKey,
            wsUrl: marketData.finnhubWsUrl,
            restUrl: marketData.finnhubApiUrl,
            fallback: simulator,
            log,
          })
        : simulator;
    const interest = new QuoteInterest();
    const bars = new QuoteBarsRepository(app.database.db);
    app.repositories.quoteBars = bars;
    const quotes = new QuotesService({
      db: app.database.db,
      provider,
      symbols: app.repositories.symbols,
      bars,
      interest,
    });
    app.services.quotes = quotes;
    app.services.markets = new MarketsService({ symbols: app.repositories.symbols, bars, quotes });
    const publisher = new QuotePublisher({
      provider,
      interest,
      // No database change behind a quote, so no transaction: straight to the broker or Ably.
      publish: (symbolId, stats) =>
        app.broadcaster.publish(channelNames.quotes(symbolId), 'quote', {
          symbol_id: symbolId,
          stats,
        }),
      log,
    });
    app.services.quotePublisher = publisher;
    if (marketData.quotesTickMs > 0) {
      app.addHook('onReady', async () => {
        publisher.start(marketData.quotesTickMs);
      });
    }
    app.addHook('onClose', async () => {
      await publisher.stop();
      await provider.close();
    });
  },
  { name: 'module:quotes', dependencies: ['database', 'realtime', 'module:symbols'] },
);

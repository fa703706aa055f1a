import { SYMBOL_TYPES, type SymbolType } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { MarketCategoryView, SymbolDetailView, WidgetView } from '../../schemas/markets.ts';
import type { SymbolsRepository } from '../symbols/symbols.repository.ts';
import { hoursOf, localTime, localToUtc } from './exchange-hours.ts';
import { CATEGORY_TITLES, REGION_ORDER, subCategoryTitle } from './market-titles.ts';
import type { QuoteBarsRepository } from './quote-bars.repository.ts';
import type { QuotesService } from './quotes.service.ts';

/** The most symbols a market page's table lists (spec point 3 "Widget"). */
export const WIDGET_SYMBOLS_MAX = 100;
/** The markets' menu changes only when symbols are imported: each process keeps it a minute. */
const CATEGORIES_TTL_MS = 60_000;

export interface MarketsServiceDeps {
  symbols: SymbolsRepository;
  bars: QuoteBarsRepository;
  quotes: QuotesService;
}

/** The market pages: the categories' menu, a page's table (the widget), a symbol's page. */
export class MarketsService {
  private readonly menu = new TtlCache<'menu', MarketCategoryView[]>({
    ttlMs: CATEGORIES_TTL_MS,
    maxEntries: 1,
  });

  constructor(private readonly deps: MarketsServiceDeps) {}

  /**
   * Stocks, crypto, ETF and indices with their sub-categories: regions first (United States,
   * Europe, Asia, Global, then others by name), then sectors or kinds, the largest first.
   */
  async categories(): Promise<MarketCategoryView[]> {
    const cached = this.menu.get('menu');
    if (cached) return cached;
    const { byRegion, bySector } = await this.deps.symbols.counts();
    const regionRank = (slug: string) => {
      const rank = REGION_ORDER.indexOf(slug);
      return rank === -1 ? REGION_ORDER.length : rank;
    };
    const categories = SYMBOL_TYPES.map((category) => {
      const regions = byRegion
        .filter((row) => row.type === category)
        .sort((a, b) => regionRank(a.slug) - regionRank(b.slug) || a.slug.localeCompare(b.slug));
      const sectors = bySector
        .filter((row) => row.type === category)
        .sort((a, b) => b.count - a.count || a.slug.localeCompare(b.slug));
      const seen = new Set<string>();
      const subCategories = [...regions, ...sectors].flatMap((row) => {
        if (seen.has(row.slug)) return [];
        seen.add(row.slug);
        return [{ slug: row.slug, title: subCategoryTitle(row.slug), count: row.count }];
      });
      return {
        category,
        title: CATEGORY_TITLES[category],
        count: regions.reduce((sum, row) => sum + row.count, 0),
        subCategories,
      };
    });
    this.menu.set('menu', categories);
    return categories;
  }

  /**
   * A market page's table: up to WIDGET_SYMBOLS_MAX symbols of a category (narrowed to a region
   * or sector) in the data file's order, keyed by ticker, with their figures. 404 for a
   * sub-category the category does not have.
   */
  async widget(category: SymbolType, subCategory?: string): Promise<WidgetView> {
    const sub = subCategory?.trim().toLowerCase() || null;
    const rows = await this.deps.symbols.list(category, sub, WIDGET_SYMBOLS_MAX);
    if (sub && rows.length === 0) {
      throw notFound(`There is no “${subCategory}” market in ${CATEGORY_TITLES[category]}.`);
    }
    const quotes = this.deps.quotes.rowQuotesOf(rows);
    return {
      id: sub ? `${category}/${sub}` : category,
      category,
      subCategory: sub,
      title: sub
        ? `${CATEGORY_TITLES[category]} · ${subCategoryTitle(sub)}`
        : CATEGORY_TITLES[category],
      symbols: Object.fromEntries(quotes.map((quote) => [quote.symbol, quote])),
    };
  }

  /**
   * A symbol's page by ticker, regardless of case: the symbol, its figures, and how many posts
   * since midnight at its exchange (UTC for crypto) tag it bullish or bearish.
   */
  async symbol(ticker: string): Promise<SymbolDetailView> {
    const row = await this.deps.symbols.bySymbol(ticker.trim());
    if (!row) throw notFound('No Symbol found');
    const now = this.deps.quotes.now();
    const [quote] = this.deps.quotes.quotesOf([row], now);
    if (!quote) throw notFound('No Symbol found');
    const { timeZone } = hoursOf(row);
    const midnight = localToUtc(timeZone, localTime(timeZone, now).day, 0);
    const sentiment = await this.deps.bars.sentimentSince(row.id, midnight);
    return { ...quote, sentiment_today: sentiment };
  }
}

import { notFound } from '../../lib/errors.ts';
import type { ChartRange } from '../../schemas/markets.ts';
import {
  ANALYSIS_DISCLAIMER,
  type AnalysisListQueryView,
  type AnalysisListView,
  type AnalysisSummaryView,
  type AnalysisView,
} from '../../schemas/technical-analysis.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import { presentBlock } from '../school/school.service.ts';
import type { SymbolsRepository } from '../symbols/symbols.repository.ts';
import { resolveAnnotations } from './annotations.ts';
import { indicatorSeries } from './indicators.ts';
import type { AnalysisHead, TechnicalAnalysisRepository } from './technical-analysis.repository.ts';

export const ANALYSIS_NOT_FOUND = 'No such technical analysis';

/**
 * The chart range each resolution is drawn over: a year of daily bars (enough for the 50-bar
 * average to cover most of it), five sessions of 5-minute bars.
 */
const RANGE_OF = { '1d': '1Y', '5m': '5D' } as const satisfies Record<string, ChartRange>;

export function analysisSummary(row: AnalysisHead): AnalysisSummaryView {
  return {
    slug: row.slug,
    symbol: row.symbol,
    title: row.title,
    summary: row.summary,
    author: row.author,
    bias: row.bias,
    resolution: row.resolution,
    published_at: row.publishedAt.toISOString(),
  };
}

/** The technical analyses: the list, and one drawn over its symbol's stored bars. */
export class TechnicalAnalysisService {
  constructor(
    private readonly deps: {
      repository: TechnicalAnalysisRepository;
      symbols: SymbolsRepository;
      quotes: QuotesService;
    },
  ) {}

  async list(query: AnalysisListQueryView): Promise<AnalysisListView> {
    const { repository } = this.deps;
    const [rows, symbols] = await Promise.all([
      repository.list(query.symbol?.toUpperCase()),
      repository.symbols(),
    ]);
    return { analyses: rows.map(analysisSummary), symbols };
  }

  /**
   * The analysis with its symbol's stored bars (written there first when missing, as a chart
   * does), the indicators over them and its drawings at prices; 404 for no such analysis. A symbol
   * missing from the symbols table gives no bars rather than an error: the text still reads.
   */
  async open(slug: string): Promise<AnalysisView> {
    const row = await this.deps.repository.findBySlug(slug);
    if (!row) throw notFound(ANALYSIS_NOT_FOUND);
    const symbol = await this.deps.symbols.bySymbol(row.symbol);
    const chart = symbol
      ? await this.deps.quotes.bars(symbol.id, RANGE_OF[row.resolution])
      : { bars: [], simulated: false };
    const resolved = resolveAnnotations(row.annotations, chart.bars);
    return {
      ...analysisSummary(row),
      symbol_name: symbol?.name ?? null,
      currency: symbol?.currency ?? null,
      blocks: row.blocks.map(presentBlock),
      disclaimer: ANALYSIS_DISCLAIMER,
      simulated: chart.simulated,
      bars: chart.bars,
      indicators: indicatorSeries(chart.bars),
      levels: resolved.levels,
      trend_lines: resolved.trendLines,
      notes: resolved.notes,
    };
  }
}

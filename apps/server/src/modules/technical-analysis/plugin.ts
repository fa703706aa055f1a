import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { TechnicalAnalysisRepository } from './technical-analysis.repository.ts';
import { TechnicalAnalysisService } from './technical-analysis.service.ts';

declare module '../index.ts' {
  interface Repositories {
    technicalAnalyses: TechnicalAnalysisRepository;
  }
  interface Services {
    technicalAnalyses: TechnicalAnalysisService;
  }
}

/**
 * The technical analyses (issue 20): calls on one symbol imported from content/analyses, drawn
 * over the symbol's stored bars with SMA, RSI and MACD computed by `technicalindicators`.
 */
export default fp<ModuleOptions>(
  async (app) => {
    const repository = new TechnicalAnalysisRepository(app.database.db);
    app.repositories.technicalAnalyses = repository;
    app.services.technicalAnalyses = new TechnicalAnalysisService({
      repository,
      symbols: app.repositories.symbols,
      quotes: app.services.quotes,
    });
  },
  {
    name: 'module:technical-analysis',
    dependencies: ['database', 'module:symbols', 'module:quotes', 'module:school'],
  },
);

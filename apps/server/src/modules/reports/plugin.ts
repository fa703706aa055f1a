import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { ReportsRepository } from './reports.repository.ts';
import { ReportsService } from './reports.service.ts';

declare module '../index.ts' {
  interface Repositories {
    reports: ReportsRepository;
  }
  interface Services {
    reports: ReportsService;
  }
}

/**
 * The specialized reports (issue 20): market commentary imported from content/reports, the pro
 * ones locked for members without pro, each downloadable as a PDF made on the server.
 */
export default fp<ModuleOptions>(
  async (app) => {
    const repository = new ReportsRepository(app.database.db);
    app.repositories.reports = repository;
    app.services.reports = new ReportsService({ repository });
  },
  { name: 'module:reports', dependencies: ['database', 'module:users', 'module:school'] },
);

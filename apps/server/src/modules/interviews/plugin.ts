import fp from 'fastify-plugin';
import type { ModuleOptions } from '../index.ts';
import { InterviewsRepository } from './interviews.repository.ts';
import { InterviewsService } from './interviews.service.ts';

declare module '../index.ts' {
  interface Repositories {
    interviews: InterviewsRepository;
  }
  interface Services {
    interviews: InterviewsService;
  }
}

/**
 * The CEO interviews (issue 20): imported from content/interviews, listed and searched with
 * PostgreSQL's full-text search over their transcripts, each opened with chapters and transcript.
 */
export default fp<ModuleOptions>(
  async (app) => {
    const repository = new InterviewsRepository(app.database.db);
    app.repositories.interviews = repository;
    app.services.interviews = new InterviewsService({ repository });
  },
  { name: 'module:interviews', dependencies: ['database'] },
);

/**
 * `pnpm analyses:import [folder]`: loads the technical analyses from their files (default:
 * content/analyses; format in its README.md) into the database the server would use (same
 * environment variables), after applying the migrations. All or nothing: content with any
 * problem is refused with every problem listed as file:line, and nothing is written. Analyses are
 * upserted by slug, so running it twice changes nothing; an analysis whose file is gone is kept
 * and reported. Stop the server first when it runs on the embedded PGlite: that database is open
 * in one process at a time.
 */
import {
  AnalysesContentError,
  loadAnalysesContent,
} from '../src/modules/technical-analysis/technical-analysis-content.ts';
import {
  ANALYSES_CONTENT_DIR,
  importAnalysesContent,
} from '../src/modules/technical-analysis/technical-analysis-import.ts';
import { runContentImport } from './content-import.ts';

await runContentImport({
  command: 'analyses:import',
  defaultDir: ANALYSES_CONTENT_DIR,
  formatDoc: 'content/analyses/README.md',
  load: loadAnalysesContent,
  isRefusal: (error) => error instanceof AnalysesContentError,
  write: async (db, content) => {
    const { analyses, warnings } = await importAnalysesContent(db, content);
    return { done: `Imported ${analyses} technical analyses`, warnings };
  },
});

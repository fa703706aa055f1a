/**
 * `pnpm interviews:import [folder]`: loads the CEO interviews from their files (default:
 * content/interviews; format in its README.md) into the database the server would use (same
 * environment variables), after applying the migrations. All or nothing: content with any
 * problem is refused with every problem listed as file:line, and nothing is written. Interviews
 * are upserted by slug, their transcripts replaced, so running it twice changes nothing; an
 * interview whose file is gone is kept and reported. Stop the server first when it runs on the
 * embedded PGlite: that database is open in one process at a time.
 */
import {
  InterviewsContentError,
  loadInterviewsContent,
} from '../src/modules/interviews/interviews-content.ts';
import {
  INTERVIEWS_CONTENT_DIR,
  importInterviewsContent,
} from '../src/modules/interviews/interviews-import.ts';
import { runContentImport } from './content-import.ts';

await runContentImport({
  command: 'interviews:import',
  defaultDir: INTERVIEWS_CONTENT_DIR,
  formatDoc: 'content/interviews/README.md',
  load: loadInterviewsContent,
  isRefusal: (error) => error instanceof InterviewsContentError,
  write: async (db, content) => {
    const { interviews, segments, warnings } = await importInterviewsContent(db, content);
    return {
      done: `Imported ${interviews} interviews (${segments} transcript paragraphs)`,
      warnings,
    };
  },
});

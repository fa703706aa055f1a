/**
 * `pnpm webinars:import [folder]`: loads the webinars from their files (default:
 * content/webinars; format in its README.md) into the database the server would use (same
 * environment variables), after applying the migrations. All or nothing: content with any problem
 * is refused with every problem listed as file:line, and nothing is written. Webinars are upserted
 * by slug, so running it twice changes nothing; a webinar whose file is gone is kept and reported.
 * Stop the server first when it runs on the embedded PGlite: that database is open in one process
 * at a time.
 */
import {
  loadWebinarsContent,
  WebinarsContentError,
} from '../src/modules/webinars/webinars-content.ts';
import {
  importWebinarsContent,
  WEBINARS_CONTENT_DIR,
} from '../src/modules/webinars/webinars-import.ts';
import { runContentImport } from './content-import.ts';

await runContentImport({
  command: 'webinars:import',
  defaultDir: WEBINARS_CONTENT_DIR,
  formatDoc: 'content/webinars/README.md',
  load: loadWebinarsContent,
  isRefusal: (error) => error instanceof WebinarsContentError,
  write: async (db, content) => {
    const { webinars, warnings } = await importWebinarsContent(db, content);
    return { done: `Imported ${webinars} webinars`, warnings };
  },
});

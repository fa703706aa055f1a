/**
 * `pnpm live:import [folder]`: loads the live show's programmes from their files (default:
 * content/live; format in its README.md) into the database the server would use (same
 * environment variables), after applying the migrations. All or nothing: content with any
 * problem is refused with every problem listed as file:line, and nothing is written. Shows are
 * upserted by slug, so running it twice changes nothing; a show whose file is gone leaves the
 * schedule. Stop the server first when it runs on the embedded PGlite: that database is open in
 * one process at a time.
 */
import { LiveContentError, loadLiveContent } from '../src/modules/live/live-content.ts';
import { importLiveContent, LIVE_CONTENT_DIR } from '../src/modules/live/live-import.ts';
import { runContentImport } from './content-import.ts';

await runContentImport({
  command: 'live:import',
  defaultDir: LIVE_CONTENT_DIR,
  formatDoc: 'content/live/README.md',
  load: loadLiveContent,
  isRefusal: (error) => error instanceof LiveContentError,
  write: async (db, content) => {
    const { shows, removed } = await importLiveContent(db, content);
    return {
      done: `Imported ${shows} live shows`,
      warnings: removed.map((slug) => `show "${slug}" had no file: taken off the schedule`),
    };
  },
});

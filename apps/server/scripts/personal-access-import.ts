/**
 * `pnpm personal-access:import [folder]`: loads the personal access hosts from their files
 * (default: content/personal-access; format in its README.md) into the database the server would
 * use (same environment variables), after applying the migrations. All or nothing: content with
 * any problem is refused with every problem listed as file:line, and nothing is written. Hosts
 * are upserted by slug, so running it twice changes nothing; a host whose file is gone is kept
 * for their bookings but offers no more slots. Stop the server first when it runs on the embedded
 * PGlite: that database is open in one process at a time.
 */
import {
  loadPersonalAccessContent,
  PersonalAccessContentError,
} from '../src/modules/personal-access/personal-access-content.ts';
import {
  importPersonalAccessContent,
  PERSONAL_ACCESS_CONTENT_DIR,
} from '../src/modules/personal-access/personal-access-import.ts';
import { runContentImport } from './content-import.ts';

await runContentImport({
  command: 'personal-access:import',
  defaultDir: PERSONAL_ACCESS_CONTENT_DIR,
  formatDoc: 'content/personal-access/README.md',
  load: loadPersonalAccessContent,
  isRefusal: (error) => error instanceof PersonalAccessContentError,
  write: async (db, content) => {
    const { hosts, warnings } = await importPersonalAccessContent(db, content);
    return { done: `Imported ${hosts} hosts`, warnings };
  },
});

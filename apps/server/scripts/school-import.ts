/**
 * `pnpm school:import [folder]`: loads the trading school's courses, lessons and exams from their
 * files (default: content/school; format in its README.md) into the database the server would
 * use (same environment variables), after applying the migrations. All or nothing: content with
 * any problem is refused with every problem listed as file:line, and nothing is written. Courses
 * and exams are upserted by slug, lessons by course and slug; a course or exam whose file is gone
 * is kept and reported. Stop the server first when it runs on the embedded PGlite: that database
 * is open in one process at a time.
 */
import { loadSchoolContent, SchoolContentError } from '../src/modules/school/school-content.ts';
import { importSchoolContent, SCHOOL_CONTENT_DIR } from '../src/modules/school/school-import.ts';
import { runContentImport } from './content-import.ts';

await runContentImport({
  command: 'school:import',
  defaultDir: SCHOOL_CONTENT_DIR,
  formatDoc: 'content/school/README.md',
  load: loadSchoolContent,
  isRefusal: (error) => error instanceof SchoolContentError,
  write: async (db, content) => {
    const { courses, lessons, exams, warnings } = await importSchoolContent(db, content);
    return { done: `Imported ${courses} courses, ${lessons} lessons and ${exams} exams`, warnings };
  },
});

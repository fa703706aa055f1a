import path from 'node:path';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { exams, schoolCourses, schoolLessons } from '../../db/schema/index.ts';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import { loadSchoolContent, type SchoolContent } from './school-content.ts';

/** The school's content in the repository (format in its README.md), read at run time. */
export const SCHOOL_CONTENT_DIR = path.join(SERVER_ROOT, 'content', 'school');

export interface SchoolImportResult {
  courses: number;
  lessons: number;
  exams: number;
  /** Courses and exams in the database that the files no longer have: kept, and said so. */
  warnings: string[];
}

/**
 * Writes checked content (loadSchoolContent) in one transaction: courses upserted by slug,
 * lessons by course and slug (a course's lessons no longer in its folder are deleted, with who
 * read them), exams by slug. Rows keep their ids, so reads and attempts stay attached. A course
 * or exam missing from the files is never deleted, as attempts and badges hang on it: it is
 * reported in `warnings` instead.
 */
export async function importSchoolContent(
  db: Database,
  content: SchoolContent,
): Promise<SchoolImportResult> {
  return db.transaction(async (tx) => {
    const courseIds = new Map<string, number>();
    let lessons = 0;
    for (const { lessons: courseLessons, ...course } of content.courses) {
      const [row] = await tx
        .insert(schoolCourses)
        .values(course)
        .onConflictDoUpdate({
          target: schoolCourses.slug,
          set: {
            title: course.title,
            level: course.level,
            position: course.position,
            summary: course.summary,
            introHtml: course.introHtml,
          },
        })
        .returning({ id: schoolCourses.id });
      if (!row) throw new Error(`course ${course.slug} was not written`);
      courseIds.set(course.slug, row.id);

      for (const lesson of courseLessons) {
        await tx
          .insert(schoolLessons)
          .values({ ...lesson, courseId: row.id })
          .onConflictDoUpdate({
            target: [schoolLessons.courseId, schoolLessons.slug],
            set: {
              position: lesson.position,
              title: lesson.title,
              minutes: lesson.minutes,
              blocks: lesson.blocks,
            },
          });
      }
      lessons += courseLessons.length;
      await tx.delete(schoolLessons).where(
        and(
          eq(schoolLessons.courseId, row.id),
          notInArray(
            schoolLessons.slug,
            courseLessons.map((lesson) => lesson.slug),
          ),
        ),
      );
    }

    for (const { courseSlug, ...exam } of content.exams) {
      const courseId = courseIds.get(courseSlug);
      if (courseId === undefined) throw new Error(`exam ${exam.slug}: no course ${courseSlug}`);
      await tx
        .insert(exams)
        .values({ ...exam, courseId })
        .onConflictDoUpdate({
          target: exams.slug,
          set: {
            courseId,
            title: exam.title,
            description: exam.description,
            timeLimitSeconds: exam.timeLimitSeconds,
            passMark: exam.passMark,
            maxAttempts: exam.maxAttempts,
            questions: exam.questions,
          },
        });
    }

    const warnings: string[] = [];
    const courseSlugs = content.courses.map((course) => course.slug);
    const examSlugs = content.exams.map((exam) => exam.slug);
    const strayCourses = await tx
      .select({ slug: schoolCourses.slug })
      .from(schoolCourses)
      .where(courseSlugs.length ? notInArray(schoolCourses.slug, courseSlugs) : sql`true`);
    for (const { slug } of strayCourses)
      warnings.push(
        `course "${slug}" is in the database but has no folder: kept, with its lessons (delete it by hand if it should go)`,
      );
    const strayExams = await tx
      .select({ slug: exams.slug })
      .from(exams)
      .where(examSlugs.length ? notInArray(exams.slug, examSlugs) : sql`true`);
    for (const { slug } of strayExams)
      warnings.push(
        `exam "${slug}" is in the database but has no file: kept, with its attempts (delete it by hand if it should go)`,
      );

    return {
      courses: content.courses.length,
      lessons,
      exams: content.exams.length,
      warnings,
    };
  });
}

/**
 * Imports the school's content into a database that has no course yet (a fresh one, or one made
 * before the school existed); null when it already has courses (`school:import` updates them).
 */
export async function seedSchool(
  db: Database,
  dir: string = SCHOOL_CONTENT_DIR,
): Promise<SchoolImportResult | null> {
  const [existing] = await db.select({ id: schoolCourses.id }).from(schoolCourses).limit(1);
  if (existing) return null;
  return importSchoolContent(db, await loadSchoolContent(dir));
}

import type { LessonBlock } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type {
  CourseListView,
  CourseSummaryView,
  CourseView,
  LessonBlockView,
  LessonReadView,
  LessonView,
} from '../../schemas/school.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { CourseRow, ExamRow, LessonHead, SchoolRepository } from './school.repository.ts';

export const COURSE_NOT_FOUND = 'No course found';
export const LESSON_NOT_FOUND = 'No lesson found';

export function presentBlock(block: LessonBlock): LessonBlockView {
  if (block.type === 'video')
    return { type: 'video', title: block.title, url: block.url, embed_url: block.embedUrl };
  return block;
}

const courseRef = (course: CourseRow) => ({
  slug: course.slug,
  title: course.title,
  level: course.level,
});
const lessonRef = (lesson: LessonHead) => ({
  slug: lesson.slug,
  title: lesson.title,
  position: lesson.position,
});

/** The school's courses and lessons, and each member's progress through them. */
export class SchoolService {
  constructor(
    private readonly deps: {
      repository: SchoolRepository;
      now: () => number;
    },
  ) {}

  /** Every course with the member's progress, and where they left off. */
  async courses(viewer: UserRow): Promise<CourseListView> {
    const { repository } = this.deps;
    const [courses, lessons, reads, exams] = await Promise.all([
      repository.courses(),
      repository.lessonHeads(),
      repository.reads(viewer.id),
      repository.exams(),
    ]);
    const read = new Set(reads.map((each) => each.lessonId));
    const byCourse = lessonsByCourse(lessons);
    const summaries = courses.map((course) =>
      summarise(course, byCourse.get(course.id) ?? [], read, exams),
    );

    let next: CourseListView['continue'] = null;
    const last = lessons.find((lesson) => lesson.id === reads[0]?.lessonId);
    if (last) {
      const start = courses.findIndex((course) => course.id === last.courseId);
      // The course read last, then the ones after it, then the ones before: its first unread
      // lesson after the last one read, else its first unread one.
      for (let step = 0; step < courses.length && !next; step += 1) {
        const course = courses[(start + step) % courses.length] as CourseRow;
        const own = byCourse.get(course.id) ?? [];
        const unread =
          (step === 0
            ? own.find((lesson) => lesson.position > last.position && !read.has(lesson.id))
            : undefined) ?? own.find((lesson) => !read.has(lesson.id));
        if (unread) next = { course: courseRef(course), lesson: lessonRef(unread) };
      }
    }
    return { courses: summaries, continue: next };
  }

  async course(viewer: UserRow, slug: string): Promise<CourseView> {
    const { repository } = this.deps;
    const course = await repository.courseBySlug(slug);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    const [lessons, reads, exams] = await Promise.all([
      repository.lessonHeads(),
      repository.reads(viewer.id),
      repository.exams(),
    ]);
    const own = lessons.filter((lesson) => lesson.courseId === course.id);
    const read = new Set(reads.map((each) => each.lessonId));
    return {
      ...summarise(course, own, read, exams),
      intro_html: course.introHtml,
      lessons: own.map((lesson) => ({
        ...lessonRef(lesson),
        minutes: lesson.minutes,
        read: read.has(lesson.id),
      })),
    };
  }

  async lesson(viewer: UserRow, courseSlug: string, lessonSlug: string): Promise<LessonView> {
    const { repository } = this.deps;
    const course = await repository.courseBySlug(courseSlug);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    const lesson = await repository.lesson(course.id, lessonSlug);
    if (!lesson) throw notFound(LESSON_NOT_FOUND);
    const [lessons, reads] = await Promise.all([
      repository.lessonHeads(),
      repository.reads(viewer.id),
    ]);
    const own = lessons.filter((each) => each.courseId === course.id);
    const index = own.findIndex((each) => each.id === lesson.id);
    const previous = own[index - 1];
    const next = own[index + 1];
    return {
      course: courseRef(course),
      slug: lesson.slug,
      title: lesson.title,
      position: lesson.position,
      lesson_count: own.length,
      minutes: lesson.minutes,
      blocks: lesson.blocks.map(presentBlock),
      read: reads.some((each) => each.lessonId === lesson.id),
      previous: previous ? lessonRef(previous) : null,
      next: next ? lessonRef(next) : null,
    };
  }

  /** Marks a lesson read by the member; answers the course's progress. */
  async markRead(viewer: UserRow, courseSlug: string, lessonSlug: string): Promise<LessonReadView> {
    const { repository } = this.deps;
    const course = await repository.courseBySlug(courseSlug);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    const lesson = await repository.lesson(course.id, lessonSlug);
    if (!lesson) throw notFound(LESSON_NOT_FOUND);
    await repository.markRead(viewer.id, lesson.id, new Date(this.deps.now()));
    const [lessons, reads] = await Promise.all([
      repository.lessonHeads(),
      repository.reads(viewer.id),
    ]);
    const own = lessons.filter((each) => each.courseId === course.id);
    const read = new Set(reads.map((each) => each.lessonId));
    const lessonsRead = own.filter((each) => read.has(each.id)).length;
    return {
      read: true,
      lessons_read: lessonsRead,
      lesson_count: own.length,
      completed: lessonsRead === own.length,
    };
  }
}

function lessonsByCourse(lessons: LessonHead[]): Map<number, LessonHead[]> {
  const byCourse = new Map<number, LessonHead[]>();
  for (const lesson of lessons) {
    const list = byCourse.get(lesson.courseId) ?? [];
    list.push(lesson);
    byCourse.set(lesson.courseId, list);
  }
  return byCourse;
}

function summarise(
  course: CourseRow,
  lessons: LessonHead[],
  read: ReadonlySet<number>,
  exams: ExamRow[],
): CourseSummaryView {
  const lessonsRead = lessons.filter((lesson) => read.has(lesson.id)).length;
  const exam = exams.find((each) => each.courseId === course.id);
  return {
    ...courseRef(course),
    summary: course.summary,
    lesson_count: lessons.length,
    lessons_read: lessonsRead,
    completed: lessons.length > 0 && lessonsRead === lessons.length,
    minutes: lessons.reduce((sum, lesson) => sum + lesson.minutes, 0),
    exam: exam ? { slug: exam.slug, title: exam.title } : null,
  };
}

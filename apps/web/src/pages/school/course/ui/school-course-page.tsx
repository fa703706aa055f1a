import { CheckIcon } from '@radix-ui/react-icons';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import {
  type Course,
  CourseLevelBadge,
  CourseProgress,
  courseAtomFamily,
  courseViewAtomFamily,
  loadCourseAtom,
  minutesText,
  type NextLesson,
  nextLessonToRead,
  SchoolHtml,
} from '@/entities/school';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './school-course-page.module.css';

/** The title of the course page's frame until the course has loaded. */
const TITLE = 'Course';

/**
 * A course of the trading school (`/trading-school/:courseSlug`, issue 19): its level and
 * introduction, its lessons in order with the ones read ticked, the member's progress, a button
 * to the first unread lesson, and its exam.
 */
export function SchoolCoursePage() {
  const courseSlug = useParams().courseSlug ?? '';
  return <CourseView key={courseSlug} courseSlug={courseSlug} />;
}

function CourseView({ courseSlug }: { courseSlug: string }) {
  const state = useAtomValue(courseAtomFamily(courseSlug));
  const course = useAtomValue(courseViewAtomFamily(courseSlug));
  const load = useSetAtom(loadCourseAtom);
  usePageTitle(course?.title ?? null);

  useEffect(() => {
    void load(courseSlug);
  }, [load, courseSlug]);

  if (state.status === 'missing')
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          title="No such course"
          description="No course of the trading school has this address. It may have been renamed."
          action={<BackToSchool />}
        />
      </PageFrame>
    );
  if (!course && state.status === 'error')
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          tone="error"
          title="The course could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load(courseSlug)}>
              Try again
            </Button>
          }
        />
      </PageFrame>
    );
  if (!course)
    return (
      <PageFrame title={TITLE}>
        <CourseSkeleton />
      </PageFrame>
    );
  return <CourseDetails course={course} />;
}

function BackToSchool() {
  return (
    <Button asChild variant="secondary">
      <Link to={paths.tradingSchool}>All courses</Link>
    </Button>
  );
}

const ACTION_TEXT: Record<NextLesson['action'], string> = {
  start: 'Start the course',
  continue: 'Continue',
  review: 'Read it again',
};

function CourseDetails({ course }: { course: Course }) {
  const next = nextLessonToRead(course.lessons);
  const header = (
    <header className={styles.header}>
      <nav aria-label="Breadcrumb">
        <Link to={paths.tradingSchool} className={styles.crumb}>
          Trading School
        </Link>
      </nav>
      <h1 className={styles.title}>{course.title}</h1>
      <div className={styles.facts}>
        <CourseLevelBadge level={course.level} />
        {course.completed && <Badge tone="success">Completed</Badge>}
        <span className={styles.meta}>
          {course.lesson_count} {course.lesson_count === 1 ? 'lesson' : 'lessons'} ·{' '}
          {minutesText(course.minutes)}
        </span>
      </div>
    </header>
  );
  return (
    <PageFrame title={course.title} header={header}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <SchoolHtml html={course.intro_html} />
          <section aria-labelledby="course-lessons" className={styles.section}>
            <h2 id="course-lessons" className={styles.heading}>
              Lessons
            </h2>
            {course.lessons.length === 0 ? (
              <p className={styles.muted}>This course has no lessons yet.</p>
            ) : (
              <ol className={styles.lessons}>
                {course.lessons.map((lesson) => (
                  <li
                    key={lesson.slug}
                    data-read={lesson.read || undefined}
                    className={styles.lesson}
                  >
                    <span aria-hidden className={styles.number}>
                      {lesson.read ? <CheckIcon /> : lesson.position}
                    </span>
                    <Link to={paths.lesson(course.slug, lesson.slug)} className={styles.lessonLink}>
                      {lesson.title}
                    </Link>
                    <span className={styles.lessonMeta}>
                      {lesson.read && <span className={styles.read}>Read · </span>}
                      {minutesText(lesson.minutes)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <aside aria-label="Your progress" className={styles.side}>
          <CourseProgress
            read={course.lessons_read}
            total={course.lesson_count}
            label="Lessons read in this course"
            size="md"
          />
          {next && (
            <div className={styles.next}>
              <Button asChild block>
                <Link to={paths.lesson(course.slug, next.lesson.slug)}>
                  {ACTION_TEXT[next.action]}
                </Link>
              </Button>
              <p className={styles.muted}>
                Lesson {next.lesson.position}: {next.lesson.title}
              </p>
            </div>
          )}
          {course.exam && (
            <section aria-labelledby="course-exam" className={styles.exam}>
              <h2 id="course-exam" className={styles.examHeading}>
                Exam
              </h2>
              <p className={styles.muted}>
                {course.completed
                  ? 'You have read every lesson: test what you learned.'
                  : 'Read the lessons, then test what you learned.'}
              </p>
              <Link to={paths.exams} className={styles.link}>
                {course.exam.title}
              </Link>
            </section>
          )}
        </aside>
      </div>
    </PageFrame>
  );
}

function CourseSkeleton() {
  return (
    <div role="status" aria-label="Loading the course" className={styles.layout}>
      <div className={styles.main}>
        <Skeleton width="30%" />
        <SkeletonText lines={4} />
        <Skeleton width="20%" />
        {['1', '2', '3', '4', '5'].map((key) => (
          <Skeleton key={key} shape="block" height="var(--size-control-lg)" />
        ))}
      </div>
      <div className={styles.side}>
        <Skeleton shape="block" height="var(--space-2)" />
        <Skeleton shape="block" height="var(--size-control)" />
      </div>
    </div>
  );
}

import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import {
  type Course,
  courseAtomFamily,
  courseViewAtomFamily,
  type Lesson,
  LessonBlocks,
  lessonAtomFamily,
  lessonKey,
  lessonViewAtomFamily,
  loadCourseAtom,
  loadLessonAtom,
  minutesText,
} from '@/entities/school';
import { MarkLessonReadButton, markLessonReadAtom } from '@/features/school/mark-lesson-read';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './school-lesson-page.module.css';

/** The title of the lesson page's frame until the lesson has loaded. */
const TITLE = 'Lesson';

/**
 * A lesson of the trading school (`/trading-school/:courseSlug/:lessonSlug`, issue 19): its text,
 * charts and videos in order, "Mark as read" (going on to the next lesson marks it read too), its
 * neighbours, and the course's exam once every lesson is read.
 */
export function SchoolLessonPage() {
  const { courseSlug = '', lessonSlug = '' } = useParams();
  return (
    <LessonView
      key={lessonKey(courseSlug, lessonSlug)}
      courseSlug={courseSlug}
      lessonSlug={lessonSlug}
    />
  );
}

function LessonView({ courseSlug, lessonSlug }: { courseSlug: string; lessonSlug: string }) {
  const key = lessonKey(courseSlug, lessonSlug);
  const state = useAtomValue(lessonAtomFamily(key));
  const lesson = useAtomValue(lessonViewAtomFamily(key));
  const courseStatus = useAtomValue(courseAtomFamily(courseSlug)).status;
  const course = useAtomValue(courseViewAtomFamily(courseSlug));
  const loadLesson = useSetAtom(loadLessonAtom);
  const loadCourse = useSetAtom(loadCourseAtom);
  usePageTitle(lesson ? `${lesson.title} · ${lesson.course.title}` : null);

  useEffect(() => {
    void loadLesson({ courseSlug, lessonSlug });
  }, [loadLesson, courseSlug, lessonSlug]);

  // The course's progress and exam, for the card shown once it is completed: loaded once, then
  // kept current by each lesson marked read.
  useEffect(() => {
    if (courseStatus === 'idle') void loadCourse(courseSlug);
  }, [loadCourse, courseSlug, courseStatus]);

  if (state.status === 'missing')
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          title="No such lesson"
          description="This course has no lesson at this address. It may have been renamed."
          action={
            <Button asChild variant="secondary">
              <Link to={paths.course(courseSlug)}>Back to the course</Link>
            </Button>
          }
        />
      </PageFrame>
    );
  if (!lesson && state.status === 'error')
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          tone="error"
          title="The lesson could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void loadLesson({ courseSlug, lessonSlug })}>
              Try again
            </Button>
          }
        />
      </PageFrame>
    );
  if (!lesson)
    return (
      <PageFrame title={TITLE}>
        <LessonSkeleton />
      </PageFrame>
    );
  return <LessonDetails lesson={lesson} course={course} />;
}

function LessonDetails({ lesson, course }: { lesson: Lesson; course: Course | null }) {
  const markRead = useSetAtom(markLessonReadAtom);
  const address = { courseSlug: lesson.course.slug, lessonSlug: lesson.slug };
  // Going on from a lesson means it was read.
  const markReadOnLeaving = () => {
    if (!lesson.read) void markRead(address);
  };
  const header = (
    <header className={styles.header}>
      <nav aria-label="Breadcrumb">
        <ol className={styles.crumbs}>
          <li>
            <Link to={paths.tradingSchool} className={styles.link}>
              Trading School
            </Link>
          </li>
          <li>
            <Link to={paths.course(lesson.course.slug)} className={styles.link}>
              {lesson.course.title}
            </Link>
          </li>
        </ol>
      </nav>
      <h1 className={styles.title}>{lesson.title}</h1>
      <p className={styles.meta}>
        Lesson {lesson.position} of {lesson.lesson_count} · {minutesText(lesson.minutes)}
      </p>
    </header>
  );
  return (
    <PageFrame title={lesson.title} header={header}>
      <LessonBlocks blocks={lesson.blocks} />
      <MarkLessonReadButton {...address} read={lesson.read} />
      {course?.completed && <CourseCompleted course={course} />}
      <nav aria-label="Lessons" className={styles.pager}>
        {lesson.previous ? (
          <Link
            to={paths.lesson(lesson.course.slug, lesson.previous.slug)}
            rel="prev"
            aria-label={`Previous lesson: ${lesson.previous.title}`}
            className={styles.pagerLink}
          >
            <ArrowLeftIcon aria-hidden className={styles.arrow} />
            <span className={styles.pagerText}>
              <span className={styles.pagerLabel}>Previous lesson</span>
              <span className={styles.pagerTitle}>{lesson.previous.title}</span>
            </span>
          </Link>
        ) : null}
        {lesson.next ? (
          <Link
            to={paths.lesson(lesson.course.slug, lesson.next.slug)}
            rel="next"
            aria-label={`Next lesson: ${lesson.next.title}`}
            className={`${styles.pagerLink} ${styles.pagerNext}`}
            onClick={markReadOnLeaving}
          >
            <span className={styles.pagerText}>
              <span className={styles.pagerLabel}>Next lesson</span>
              <span className={styles.pagerTitle}>{lesson.next.title}</span>
            </span>
            <ArrowRightIcon aria-hidden className={styles.arrow} />
          </Link>
        ) : (
          <Link
            to={paths.course(lesson.course.slug)}
            aria-label="Finish the course"
            className={`${styles.pagerLink} ${styles.pagerNext}`}
            onClick={markReadOnLeaving}
          >
            <span className={styles.pagerText}>
              <span className={styles.pagerLabel}>Last lesson</span>
              <span className={styles.pagerTitle}>Finish the course</span>
            </span>
            <ArrowRightIcon aria-hidden className={styles.arrow} />
          </Link>
        )}
      </nav>
    </PageFrame>
  );
}

/** Every lesson of the course is read: on to its exam (or back to the school without one). */
function CourseCompleted({ course }: { course: Course }) {
  return (
    <section aria-labelledby="lesson-course-completed" className={styles.completed}>
      <h2 id="lesson-course-completed" className={styles.completedHeading}>
        You have read every lesson of {course.title}
      </h2>
      {course.exam ? (
        <>
          <p className={styles.completedText}>
            Test what you learned in the exam <strong>{course.exam.title}</strong>.
          </p>
          <Button asChild>
            <Link to={paths.exams}>Go to the exam</Link>
          </Button>
        </>
      ) : (
        <>
          <p className={styles.completedText}>Pick your next course in the trading school.</p>
          <Button asChild variant="secondary">
            <Link to={paths.tradingSchool}>All courses</Link>
          </Button>
        </>
      )}
    </section>
  );
}

function LessonSkeleton() {
  return (
    <div role="status" aria-label="Loading the lesson" className={styles.skeleton}>
      <Skeleton width="30%" />
      <Skeleton width="60%" height="var(--font-size-8)" />
      <Skeleton width="20%" />
      <SkeletonText lines={5} />
      <Skeleton shape="block" height="16rem" />
      <SkeletonText lines={4} />
    </div>
  );
}

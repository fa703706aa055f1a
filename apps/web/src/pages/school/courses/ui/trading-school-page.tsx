import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  type ContinueLesson,
  CourseProgress,
  type CourseSummary,
  groupCoursesByLevel,
  loadSchoolCoursesAtom,
  minutesText,
  type SchoolCoursesState,
  schoolCoursesAtom,
} from '@/entities/school';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './trading-school-page.module.css';

/**
 * The trading school (`/trading-school`, issue 19): where the member left off, then every course
 * under its level, each with the member's progress and its exam.
 */
export function TradingSchoolPage() {
  const state = useAtomValue(schoolCoursesAtom);
  const load = useSetAtom(loadSchoolCoursesAtom);

  // Loaded on every visit: lessons read since the last one move the progress and the continue card.
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <PageFrame title="Trading School">
      <p className={styles.intro}>
        Short courses, from how markets work to options and risk. Read the lessons at your own pace,
        then test yourself in each course’s exam.{' '}
        <Link to={paths.exams} className={styles.link}>
          All exams
        </Link>
      </p>
      <SchoolContent state={state} onRetry={() => void load()} />
    </PageFrame>
  );
}

function SchoolContent({ state, onRetry }: { state: SchoolCoursesState; onRetry: () => void }) {
  const { list } = state;
  if (!list && state.status === 'error')
    return (
      <EmptyState
        tone="error"
        title="The courses could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  if (!list) return <CoursesSkeleton />;
  if (list.courses.length === 0)
    return (
      <EmptyState
        title="No courses yet"
        description="Courses show up here as soon as the school publishes them. Until then, see what the members are talking about."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.feed}>Go to your feed</Link>
          </Button>
        }
      />
    );
  return (
    <>
      {list.continue && <ContinueCard next={list.continue} />}
      {groupCoursesByLevel(list.courses).map((group) => (
        <section
          key={group.level}
          aria-labelledby={`school-level-${group.level}`}
          className={styles.level}
        >
          <h2 id={`school-level-${group.level}`} className={styles.levelHeading}>
            {group.label}
          </h2>
          <ul className={styles.grid}>
            {group.courses.map((course) => (
              <li key={course.slug} className={styles.cell}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ContinueCard({ next }: { next: ContinueLesson }) {
  const { course, lesson } = next;
  return (
    <section aria-labelledby="school-continue" className={styles.continue}>
      <div className={styles.continueText}>
        <h2 id="school-continue" className={styles.continueHeading}>
          Continue where you left off
        </h2>
        <p className={styles.continueLesson}>
          {course.title} · Lesson {lesson.position}: {lesson.title}
        </p>
      </div>
      <Button asChild>
        <Link to={paths.lesson(course.slug, lesson.slug)}>
          Continue <ArrowRightIcon aria-hidden />
        </Link>
      </Button>
    </section>
  );
}

function CourseCard({ course }: { course: CourseSummary }) {
  const headingId = `school-course-${course.slug}`;
  return (
    <article aria-labelledby={headingId} className={styles.card}>
      <div className={styles.cardTop}>
        <h3 id={headingId} className={styles.cardTitle}>
          <Link to={paths.course(course.slug)} className={styles.cardLink}>
            {course.title}
          </Link>
        </h3>
        {course.completed && <Badge tone="success">Completed</Badge>}
      </div>
      <p className={styles.summary}>{course.summary}</p>
      <CourseProgress
        read={course.lessons_read}
        total={course.lesson_count}
        label={`${course.title}: lessons read`}
      />
      <p className={styles.meta}>
        {course.lesson_count} {course.lesson_count === 1 ? 'lesson' : 'lessons'} ·{' '}
        {minutesText(course.minutes)}
      </p>
      {course.exam && (
        <p className={styles.exam}>
          Exam:{' '}
          <Link to={paths.exams} className={styles.link}>
            {course.exam.title}
          </Link>
        </p>
      )}
    </article>
  );
}

function CoursesSkeleton() {
  return (
    <div role="status" aria-label="Loading the courses" className={styles.level}>
      <Skeleton shape="block" height="var(--space-16)" />
      <Skeleton width="20%" />
      <ul className={styles.grid}>
        {['first', 'second', 'third'].map((key) => (
          <li key={key} className={styles.cell}>
            <div className={styles.card}>
              <Skeleton width="60%" />
              <SkeletonText lines={2} />
              <Skeleton shape="block" height="var(--space-2)" />
              <Skeleton width="40%" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

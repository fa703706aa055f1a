import type { CourseLevel } from '../model/types.ts';

/** The levels, easiest first: the order the school lists its courses in. */
export const COURSE_LEVELS: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];

export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export interface CourseLevelGroup<T> {
  level: CourseLevel;
  label: string;
  courses: T[];
}

/**
 * Courses under their level's heading, easiest level first; within a level they keep the order
 * they came in (the server's). A level without courses gets no group, so no empty heading shows.
 */
export function groupCoursesByLevel<T extends { level: CourseLevel }>(
  courses: readonly T[],
): CourseLevelGroup<T>[] {
  return COURSE_LEVELS.flatMap((level) => {
    const inLevel = courses.filter((course) => course.level === level);
    return inLevel.length > 0
      ? [{ level, label: COURSE_LEVEL_LABELS[level], courses: inLevel }]
      : [];
  });
}

import { Badge } from '@tapetv/ui/badge';
import { COURSE_LEVEL_LABELS } from '../lib/levels.ts';
import type { CourseLevel } from '../model/types.ts';

/** A course's level as a small label: "Beginner". */
export function CourseLevelBadge({ level }: { level: CourseLevel }) {
  return (
    <Badge tone={level === 'beginner' ? 'neutral' : 'accent'}>{COURSE_LEVEL_LABELS[level]}</Badge>
  );
}

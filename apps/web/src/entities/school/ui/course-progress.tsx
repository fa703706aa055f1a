import type { CSSProperties } from 'react';
import { lessonsReadText } from '../lib/progress.ts';
import styles from './course-progress.module.css';

export interface CourseProgressProps {
  read: number;
  total: number;
  /** What the bar measures, for screen readers: "How markets work: progress". */
  label: string;
  /** The size of the text beside the bar. */
  size?: 'sm' | 'md';
}

/** Lessons read of a course's lessons: a bar (a progressbar, its value in words) and the count. */
export function CourseProgress({ read, total, label, size = 'sm' }: CourseProgressProps) {
  const share = total > 0 ? Math.min(1, read / total) : 0;
  const text = lessonsReadText(read, total);
  return (
    <div data-slot="course-progress" data-size={size} className={styles.progress}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={read}
        aria-valuetext={text}
        data-complete={total > 0 && read >= total ? '' : undefined}
        className={styles.track}
        style={{ '--course-progress': `${share * 100}%` } as CSSProperties}
      >
        <span className={styles.fill} />
      </div>
      <span aria-hidden className={styles.text}>
        {text}
      </span>
    </div>
  );
}

import { Button } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import { lessonKey } from '@/entities/school';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  type LessonAddress,
  markLessonReadAtom,
  markLessonReadErrorAtomFamily,
} from '../model/mark-lesson-read.atoms.ts';
import styles from './mark-lesson-read-button.module.css';

/**
 * "Mark as read", or "Read ✓" once the lesson is read (at once: the call runs behind it). A
 * refusal puts the button back and says why under it. The read state keeps the button in place,
 * only inert, so the focus stays where the member left it.
 */
export function MarkLessonReadButton({
  courseSlug,
  lessonSlug,
  read,
}: LessonAddress & {
  /** Whether the lesson shows read (its view, with the pending overlay). */
  read: boolean;
}) {
  const markRead = useSetAtom(markLessonReadAtom);
  const error = useAtomValue(markLessonReadErrorAtomFamily(lessonKey(courseSlug, lessonSlug)));
  return (
    <div className={styles.control}>
      <Button
        variant={read ? 'secondary' : 'primary'}
        aria-disabled={read || undefined}
        data-read={read || undefined}
        className={styles.button}
        onClick={() => {
          if (!read) void markRead({ courseSlug, lessonSlug });
        }}
      >
        {read ? (
          <>
            Read <span aria-hidden>✓</span>
          </>
        ) : (
          'Mark as read'
        )}
      </Button>
      {error && !read && (
        <FormAlert tone="error">This lesson could not be marked as read. {error}</FormAlert>
      )}
    </div>
  );
}

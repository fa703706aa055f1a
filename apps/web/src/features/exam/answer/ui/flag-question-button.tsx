import { BookmarkFilledIcon, BookmarkIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { useSetAtom } from 'jotai';
import type { AttemptQuestion } from '@/entities/exam';
import { saveAnswerAtom } from '../model/save-answer.atoms.ts';

/**
 * "Flag for review": a toggle (pressed while flagged) saved with the question like its answer,
 * so the navigator and the submit dialog can point back to it.
 */
export function FlagQuestionButton({
  attemptId,
  question,
}: {
  attemptId: string;
  question: AttemptQuestion;
}) {
  const save = useSetAtom(saveAnswerAtom);
  return (
    <Button
      variant={question.flagged ? 'primary' : 'secondary'}
      size="sm"
      aria-pressed={question.flagged}
      iconStart={question.flagged ? <BookmarkFilledIcon /> : <BookmarkIcon />}
      onClick={() =>
        void save({ attemptId, questionId: question.id, change: { flagged: !question.flagged } })
      }
    >
      Flag for review
    </Button>
  );
}

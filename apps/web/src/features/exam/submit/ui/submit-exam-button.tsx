import { Button } from '@tapetv/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@tapetv/ui/dialog';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { type AttemptProgress, submitWarning } from '@/entities/exam';
import { FormAlert } from '@/shared/ui/form-alert';
import { submitExamAtom } from '../model/submit-exam.atoms.ts';
import styles from './submit-exam-button.module.css';

export interface SubmitExamButtonProps {
  attemptId: string;
  /** Answered, unanswered and flagged questions, which the dialog states before submitting. */
  progress: AttemptProgress;
  /** The attempt is submitted (e.g. open its result). */
  onSubmitted: () => void;
}

/**
 * "Submit exam", confirmed in a dialog that says how many questions are unanswered or flagged
 * for review; answers cannot change afterwards. A refusal shows in the dialog, which stays open.
 */
export function SubmitExamButton({ attemptId, progress, onSubmitted }: SubmitExamButtonProps) {
  const submit = useSetAtom(submitExamAtom);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const incomplete = progress.unanswered > 0 || progress.flagged > 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="primary">Submit exam</Button>
      </DialogTrigger>
      <DialogContent
        size="sm"
        title="Submit this exam?"
        description="Your answers are final once submitted, and the result shows straight away."
      >
        <p className={styles.summary} data-incomplete={incomplete || undefined}>
          {submitWarning(progress)}
        </p>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Keep answering
            </Button>
          </DialogClose>
          <Button
            variant="primary"
            loading={pending}
            onClick={async () => {
              setPending(true);
              setFailure(null);
              const outcome = await submit(attemptId);
              setPending(false);
              if (!outcome.ok) {
                setFailure(outcome.message);
                return;
              }
              setOpen(false);
              onSubmitted();
            }}
          >
            Submit exam
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { limits } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@tapetv/ui/dialog';
import { TextArea } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import {
  type ConsultationBooking,
  type ConsultationHost,
  type ConsultationSlot,
  sessionText,
} from '@/entities/research/consultation';
import { bookSessionAtom } from '../model/book-session.atoms.ts';
import styles from './book-session-dialog.module.css';

const TOPIC_MAX = limits.personalAccessBooking.topic.maxLength;

export interface BookSessionDialogProps {
  /** The slot being booked, with its host; null: the dialog is closed. */
  choice: { host: ConsultationHost; slot: ConsultationSlot } | null;
  timeZone: string;
  onClose: () => void;
  onBooked: (booking: ConsultationBooking) => void;
}

/**
 * Books the chosen slot: what it is, a topic for the host (1 to 500 characters) and the server's
 * refusal in words when it gives one (the slot was just taken, the member's limit).
 */
export function BookSessionDialog({ choice, timeZone, onClose, onBooked }: BookSessionDialogProps) {
  return (
    <Dialog open={choice !== null} onOpenChange={(open) => !open && onClose()}>
      {choice && (
        <DialogContent
          title={`Book a session with ${choice.host.name}`}
          description={`${sessionText(choice.slot, timeZone)} (${choice.host.session_minutes} minutes)`}
        >
          <BookingForm
            key={`${choice.host.slug}-${choice.slot.starts_at}`}
            host={choice.host}
            slot={choice.slot}
            onBooked={onBooked}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function BookingForm({
  host,
  slot,
  onBooked,
}: {
  host: ConsultationHost;
  slot: ConsultationSlot;
  onBooked: (booking: ConsultationBooking) => void;
}) {
  const book = useSetAtom(bookSessionAtom);
  const [topic, setTopic] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; topic: string | null } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    const result = await book({ host, slot, topic });
    setPending(false);
    if (result.ok) onBooked(result.booking);
    else
      setFailure({
        message: result.message,
        topic: result.fieldErrors.topic?.[0] ?? null,
      });
  };

  return (
    <form aria-label="Book the session" onSubmit={submit} noValidate className={styles.form}>
      <TextArea
        label="What would you like to talk about?"
        description={`${topic.length} / ${TOPIC_MAX} characters`}
        value={topic}
        maxLength={TOPIC_MAX}
        rows={4}
        required
        error={failure?.topic ?? null}
        onChange={(event) => setTopic(event.target.value)}
      />
      {failure && !failure.topic && (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          Book session
        </Button>
      </DialogFooter>
    </form>
  );
}

import { Button } from '@tapetv/ui/button';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { cancelSessionAtom } from '../model/cancel-session.atoms.ts';

export interface CancelSessionButtonProps {
  bookingId: number;
  /** Names the session for screen readers: `Cancel the session with Maya Okafor on …`. */
  label: string;
  /** Told the server's refusal, to show beside the session. */
  onError: (message: string) => void;
}

/** Cancels one of the member's sessions; busy while the server answers. */
export function CancelSessionButton({ bookingId, label, onError }: CancelSessionButtonProps) {
  const cancel = useSetAtom(cancelSessionAtom);
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      loading={pending}
      onClick={async () => {
        setPending(true);
        const result = await cancel(bookingId);
        setPending(false);
        if (!result.ok) onError(result.message);
      }}
    >
      Cancel
    </Button>
  );
}

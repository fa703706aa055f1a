import { ReloadIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@tapetv/ui/dialog';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { FormAlert } from '@/shared/ui/form-alert';
import { resetCalendarSubscriptionAtom } from '../model/reset-calendar-subscription.atoms.ts';

/** "Reset link", asking first: calendar apps on the old link stop updating. */
export function ResetFeedLinkButton() {
  const reset = useSetAtom(resetCalendarSubscriptionAtom);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" iconStart={<ReloadIcon aria-hidden />}>
          Reset link
        </Button>
      </DialogTrigger>
      <DialogContent
        size="sm"
        title="Reset your calendar link?"
        description="Every calendar app subscribed with the current link stops updating; subscribe again with the new one. Use this if the link got out."
      >
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep the link</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={pending}
            onClick={async () => {
              setPending(true);
              setFailure(null);
              const result = await reset();
              setPending(false);
              if (result.ok) setOpen(false);
              else setFailure(result.message);
            }}
          >
            Reset link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

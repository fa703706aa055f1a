import { TrashIcon } from '@radix-ui/react-icons';
import { Button, type ButtonProps } from '@tapetv/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@tapetv/ui/dialog';
import { symbolsText } from '@tapetv/ui/watchlist-ideas';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Watchlist } from '@/entities/watchlist';
import { FormAlert } from '@/shared/ui/form-alert';
import { deleteWatchlistAtom } from '../model/delete-watchlist.atoms.ts';

export interface DeleteWatchlistButtonProps {
  watchlist: Watchlist;
  /** After the server deleted it (e.g. go back to the manage view). */
  onDeleted?: () => void;
  size?: ButtonProps['size'];
}

/** "Delete", asking first in a dialog; a refusal shows in the dialog, which stays open. */
export function DeleteWatchlistButton({
  watchlist,
  onDeleted,
  size = 'sm',
}: DeleteWatchlistButtonProps) {
  const remove = useSetAtom(deleteWatchlistAtom);
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
        <Button
          variant="ghost"
          size={size}
          iconStart={<TrashIcon aria-hidden />}
          aria-label={`Delete ${watchlist.title}`}
        >
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent
        size="sm"
        title={`Delete “${watchlist.title}”?`}
        description={`The list and its ${symbolsText(watchlist.symbol_count)} go for good; copies other members made stay theirs.`}
      >
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
          <Button
            variant="danger"
            loading={pending}
            onClick={async () => {
              setPending(true);
              setFailure(null);
              const result = await remove(watchlist.id);
              setPending(false);
              if (!result.ok) {
                setFailure(result.message);
                return;
              }
              setOpen(false);
              onDeleted?.();
            }}
          >
            Delete list
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

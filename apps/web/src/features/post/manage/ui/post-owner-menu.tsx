import { DotsHorizontalIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@tapetv/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@tapetv/ui/dropdown-menu';
import { IconButton } from '@tapetv/ui/icon-button';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { postAtomFamily } from '@/entities/post';
import { viewerAtom } from '@/entities/session';
import { deletePostAtom } from '../model/manage-post.atoms.ts';

export interface PostOwnerMenuProps {
  postId: number;
  /** The member chose "Edit post". */
  onEdit: () => void;
  /** The post's text is being edited: when that ends, focus comes back to the options button. */
  editing?: boolean;
  /** The post was deleted (e.g. leave its own page). */
  onDeleted?: () => void;
}

interface LoadedPostOwnerMenuProps extends PostOwnerMenuProps {
  /** Opened before this code had loaded (see `deferred-post-owner-menu.tsx`): open at once. */
  defaultOpen?: boolean;
  /** The placeholder button had the focus: the real one takes it. */
  focusOnMount?: boolean;
}

/** "More" actions on a post, shown to its author only: edit, and delete after a confirmation. */
export function PostOwnerMenu({
  postId,
  onEdit,
  onDeleted,
  editing = false,
  defaultOpen = false,
  focusOnMount = false,
}: LoadedPostOwnerMenuProps) {
  const post = useAtomValue(postAtomFamily(postId));
  const viewer = useAtomValue(viewerAtom);
  const deletePost = useSetAtom(deletePostAtom);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  /**
   * What was chosen in the menu, acted on once the menu has closed: the editor's autofocus is not
   * undone by the menu returning focus, and the confirmation opens only after the menu's modal
   * layer is gone (so it returns focus to the options button when it closes, and nothing stays
   * hidden from assistive technology).
   */
  const chosen = useRef<'edit' | 'delete' | null>(null);
  const wasEditing = useRef(editing);
  // Replacing the placeholder that had the focus: this button takes it (an opened menu takes it itself).
  const focusAtMount = useRef(focusOnMount && !defaultOpen);
  useLayoutEffect(() => {
    if (focusAtMount.current) trigger.current?.focus();
  }, []);
  useEffect(() => {
    if (wasEditing.current && !editing) trigger.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (!post || !viewer || post.user.id !== viewer.id) return null;

  const confirmDelete = async () => {
    setDeleting(true);
    const deleted = await deletePost(postId);
    setDeleting(false);
    if (deleted) {
      setConfirming(false);
      onDeleted?.();
    }
  };

  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <IconButton ref={trigger} label="Post options" size="sm">
            <DotsHorizontalIcon />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          onCloseAutoFocus={(event) => {
            const choice = chosen.current;
            chosen.current = null;
            if (choice === 'edit') {
              event.preventDefault();
              onEdit();
            } else if (choice === 'delete') {
              setConfirming(true);
            }
          }}
        >
          <DropdownMenuItem
            onSelect={() => {
              chosen.current = 'edit';
            }}
          >
            <Pencil1Icon aria-hidden /> Edit post
          </DropdownMenuItem>
          <DropdownMenuItem
            variant="danger"
            onSelect={() => {
              chosen.current = 'delete';
            }}
          >
            <TrashIcon aria-hidden /> Delete post
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
        <DialogContent
          size="sm"
          // The dialog has no trigger of its own: Cancel or Escape gives focus to the options button.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          title="Delete this post?"
          description="The post, its poll, reactions and comments are removed for everyone. This cannot be undone."
        >
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}

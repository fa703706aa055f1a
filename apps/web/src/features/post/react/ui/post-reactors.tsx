import { Button } from '@tapetv/ui/button';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { postAtomFamily } from '@/entities/post';

const ReactorsDialog = lazy(() =>
  import('./reactors-dialog.tsx').then((module) => ({ default: module.ReactorsDialog })),
);

/**
 * "All N reactions": shown when a post has more reactions than it lists (ADR 0005); opens every
 * reaction, oldest first, a page at a time. The dialog's code loads on the first click.
 */
export function PostReactors({ postId }: { postId: number }) {
  const post = useAtomValue(postAtomFamily(postId));
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const total = post?.reaction_counts.reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  if (!post || total <= post.reactions.length) return null;

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        All {total.toLocaleString('en-US')} reactions
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReactorsDialog
            postId={postId}
            onClose={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

import { Avatar } from '@tapetv/ui/avatar';
import { Button } from '@tapetv/ui/button';
import { Dialog, DialogContent } from '@tapetv/ui/dialog';
import { ReactionIcon } from '@tapetv/ui/reaction-picker';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadReactorsAtom, reactorsAtomFamily } from '../model/reactors.atoms.ts';
import styles from './post-reactors.module.css';

/**
 * Every reaction of a post, oldest first, a page at a time. Its own module: the dialog's code
 * loads on the first "All N reactions" click, not with the feed.
 */
export function ReactorsDialog({ postId, onClose }: { postId: number; onClose: () => void }) {
  const state = useAtomValue(reactorsAtomFamily(postId));
  const load = useSetAtom(loadReactorsAtom);
  useEffect(() => {
    void load(postId, 'start');
  }, [load, postId]);

  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Reactions" size="sm">
        <ul className={styles.list} aria-busy={state.loading}>
          {state.items.map((reaction) => (
            <li key={reaction.id} className={styles.person}>
              <Avatar src={reaction.user.avatar} name={reaction.user.name} decorative size="sm" />
              <span className={styles.name}>{reaction.user.name}</span>
              <span className={styles.type}>
                <ReactionIcon
                  icon={reaction.reaction_type.icon}
                  name={reaction.reaction_type.name}
                />
                <span className={styles.typeName}>{reaction.reaction_type.name}</span>
              </span>
            </li>
          ))}
          {state.loading &&
            state.items.length === 0 &&
            [0, 1, 2].map((row) => (
              <li key={row} className={styles.person} aria-hidden>
                <Skeleton shape="circle" width="2rem" height="2rem" />
                <Skeleton width="60%" />
              </li>
            ))}
        </ul>
        {state.error && (
          <p role="alert" className={styles.error}>
            {state.error}
          </p>
        )}
        {!state.complete && (state.items.length > 0 || state.error) && (
          <Button
            variant="secondary"
            size="sm"
            block
            loading={state.loading}
            onClick={() => load(postId)}
          >
            {state.error ? 'Try again' : 'Show more'}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}

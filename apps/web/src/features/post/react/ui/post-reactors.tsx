import { Avatar } from '@tapetv/ui/avatar';
import { Button } from '@tapetv/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@tapetv/ui/dialog';
import { ReactionIcon } from '@tapetv/ui/reaction-picker';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { postAtomFamily } from '@/entities/post';
import { loadReactorsAtom, reactorsAtomFamily } from '../model/reactors.atoms.ts';
import styles from './post-reactors.module.css';

/**
 * "All N reactions": shown when a post has more reactions than it lists (ADR 0005); opens every
 * reaction, oldest first, a page at a time.
 */
export function PostReactors({ postId }: { postId: number }) {
  const post = useAtomValue(postAtomFamily(postId));
  const state = useAtomValue(reactorsAtomFamily(postId));
  const load = useSetAtom(loadReactorsAtom);
  const total = post?.reaction_counts.reduce((sum, entry) => sum + entry.count, 0) ?? 0;
  if (!post || total <= post.reactions.length) return null;

  return (
    <Dialog onOpenChange={(open) => open && load(postId, 'start')}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          All {total.toLocaleString('en-US')} reactions
        </Button>
      </DialogTrigger>
      <DialogContent title="Reactions" size="sm">
        <ul className={styles.list} aria-busy={state.loading}>
          {state.items.map((reaction) => (
            <li key={reaction.id} className={styles.person}>
              <Avatar src={reaction.user.avatar} name="" size="sm" />
              <span className={styles.name}>{reaction.user.name}</span>
              <span className={styles.type}>
                <ReactionIcon icon={reaction.reaction_type.icon} />
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

import { ReactionPicker, ReactionSummary } from '@tapetv/ui/reaction-picker';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { organizedReactionsAtomFamily, userReactionAtomFamily } from '@/entities/post';
import { reactionTypeListAtom } from '@/entities/reaction';
import { reactAtom, removeReactionAtom } from '../model/react.atoms.ts';
import styles from './post-reactions.module.css';
import { PostReactors } from './post-reactors.tsx';

/** The post's reaction summary and the member's picker. */
export function PostReactions({ postId }: { postId: number }) {
  const types = useAtomValue(reactionTypeListAtom);
  const organized = useAtomValue(organizedReactionsAtomFamily(postId));
  const mine = useAtomValue(userReactionAtomFamily(postId));
  const react = useSetAtom(reactAtom);
  const remove = useSetAtom(removeReactionAtom);
  const [pending, setPending] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    await action();
    setPending(false);
  };

  return (
    <div className={styles.row}>
      <ReactionPicker
        types={types}
        value={mine}
        pending={pending}
        onChange={(typeId) => run(() => react({ postId }, Number(typeId)))}
        onRemove={() => run(() => remove({ postId }))}
      />
      <ReactionSummary
        reactions={organized}
        types={types}
        value={mine}
        onToggle={(typeId) =>
          run(() =>
            Number(typeId) === mine ? remove({ postId }) : react({ postId }, Number(typeId)),
          )
        }
      />
      <PostReactors postId={postId} />
    </div>
  );
}

import { ReactionPicker, ReactionSummary } from '@tapetv/ui/reaction-picker';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef } from 'react';
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
  // The change shows at once (optimistic); a second one waits until the first is answered, so a
  // refusal can only ever put back the reaction the member last saw confirmed.
  const inFlight = useRef(false);
  const run = async (action: () => Promise<unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await action();
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className={styles.row}>
      <ReactionPicker
        types={types}
        value={mine}
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

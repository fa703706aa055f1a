import { BookmarkFilledIcon, BookmarkIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import { postAtomFamily } from '@/entities/post';
import { toggleBookmarkAtom } from '../model/bookmark.atoms.ts';
import styles from './bookmark-post-button.module.css';

export interface BookmarkPostButtonProps {
  postId: number;
}

/**
 * "Save" in a post card's action row: a toggle, pressed (a filled bookmark) when the member saved
 * the post, which keeps it in their saved posts (the feed's "Saved" view). Only they see what they
 * save. Its name stays "Save …" in both states, as a toggle's should; the state is `aria-pressed`.
 */
export function BookmarkPostButton({ postId }: BookmarkPostButtonProps) {
  const post = useAtomValue(postAtomFamily(postId));
  const toggle = useSetAtom(toggleBookmarkAtom);
  if (!post) return null;
  const saved = post.bookmarked;
  return (
    <Button
      variant="ghost"
      size="sm"
      iconStart={saved ? <BookmarkFilledIcon /> : <BookmarkIcon />}
      aria-pressed={saved}
      aria-label={`Save ${post.user.name}’s post`}
      className={saved ? styles.saved : undefined}
      onClick={() => void toggle(postId)}
    >
      Save
    </Button>
  );
}

import { Share1Icon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { useRef } from 'react';
import { paths } from '@/shared/config';
import { notify } from '@/shared/lib/notify';
import { sharePost } from '../model/share-post.ts';

export interface SharePostButtonProps {
  postId: number;
  authorName: string;
}

const touchScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/**
 * "Share" in a post card's action row: the phone's share sheet, or the post's address copied
 * with a toast.
 */
export function SharePostButton({ postId, authorName }: SharePostButtonProps) {
  const busy = useRef(false);
  const share = async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      const url = new URL(paths.post(postId), window.location.origin).toString();
      const outcome = await sharePost(url, `${authorName} on TapeTV`, { touch: touchScreen() });
      if (outcome === 'copied') notify('postLinkCopied');
      if (outcome === 'failed') notify('postLinkCopyFailure');
    } finally {
      busy.current = false;
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      iconStart={<Share1Icon />}
      aria-label={`Share ${authorName}’s post`}
      onClick={() => void share()}
    >
      Share
    </Button>
  );
}

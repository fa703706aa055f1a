import { CopyIcon } from '@radix-ui/react-icons';
import { Button, type ButtonProps } from '@tapetv/ui/button';
import { useAtomValue, useSetAtom } from 'jotai';
import { copyingWatchlistAtomFamily, copyWatchlistAtom } from '../model/copy-watchlist.atoms.ts';

export interface CopyWatchlistButtonProps {
  watchlistId: number;
  /** The list's title, which names the button for screen readers ("Copy AI leaders"). */
  title: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** "Copy": a new list of the viewer's with this list's symbols; waits while the copy runs. */
export function CopyWatchlistButton({
  watchlistId,
  title,
  variant = 'secondary',
  size = 'sm',
}: CopyWatchlistButtonProps) {
  const copying = useAtomValue(copyingWatchlistAtomFamily(watchlistId));
  const copy = useSetAtom(copyWatchlistAtom);
  return (
    <Button
      variant={variant}
      size={size}
      loading={copying}
      iconStart={<CopyIcon aria-hidden />}
      aria-label={`Copy ${title}`}
      onClick={() => void copy(watchlistId)}
    >
      Copy
    </Button>
  );
}

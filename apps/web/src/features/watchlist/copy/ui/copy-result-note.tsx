import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { FormAlert } from '@/shared/ui/form-alert';
import { copyResultAtom } from '../model/copy-watchlist.atoms.ts';

/**
 * The last copy made from these lists (`sourceIds`), beside them: after a success a link that
 * opens the new list (the toast says only that it worked), after a refusal the server's reason.
 */
export function CopyResultNote({ sourceIds }: { sourceIds: readonly number[] }) {
  const [result, setResult] = useAtom(copyResultAtom);
  // A note about an earlier visit's copy would be news from the past: it goes with the page.
  useEffect(() => () => setResult(null), [setResult]);
  if (!result || !sourceIds.includes(result.sourceId)) return null;
  if (!result.ok) return <FormAlert tone="error">{result.message}</FormAlert>;
  return (
    <FormAlert tone="success">
      “{result.copy.title}” is now one of your watchlists.{' '}
      <Link to={paths.watchlistList(result.copy.id)}>Open it</Link>
    </FormAlert>
  );
}

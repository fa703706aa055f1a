import { WatchlistSymbolEditor } from '@tapetv/ui/watchlist-editor';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import type { Watchlist } from '@/entities/watchlist';
import { paths } from '@/shared/config';
import { FormAlert } from '@/shared/ui/form-alert';
import { RouterLink } from '@/shared/ui/router-link';
import {
  removeWatchlistSymbolAtom,
  removingSymbolAtomFamily,
  reorderWatchlistSymbolsAtom,
} from '../model/edit-symbols.atoms.ts';

/**
 * A list's symbols in order, to reorder (drag handles, keyboard, move buttons: the rows move at
 * once and go back if the server refuses) or remove; a refusal shows the server's message.
 */
export function WatchlistSymbolsEditor({ watchlist }: { watchlist: Watchlist }) {
  const removingId = useAtomValue(removingSymbolAtomFamily(watchlist.id));
  const remove = useSetAtom(removeWatchlistSymbolAtom);
  const reorder = useSetAtom(reorderWatchlistSymbolsAtom);
  const [failure, setFailure] = useState<string | null>(null);
  const items = watchlist.watchlist_symbols.map((symbol) => ({
    id: symbol.symbol_id,
    symbol: symbol.symbol,
    name: symbol.name,
    exchange: symbol.exchange,
    href: paths.symbol(symbol.symbol),
  }));

  return (
    <>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <WatchlistSymbolEditor
        items={items}
        label={`Symbols of ${watchlist.title}`}
        emptyText="No symbols yet. Search for one above to add it."
        removingId={removingId}
        linkComponent={RouterLink}
        onReorder={async (ids) => {
          setFailure(null);
          const result = await reorder({ watchlistId: watchlist.id, ids });
          if (!result.ok) setFailure(`The new order could not be saved: ${result.message}`);
        }}
        onRemove={async (id) => {
          setFailure(null);
          const result = await remove({ watchlistId: watchlist.id, symbolId: id });
          if (!result.ok) setFailure(result.message);
        }}
      />
    </>
  );
}

import { Pencil1Icon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { PRIVACY_OPTIONS } from '@tapetv/ui/privacy-select';
import { Skeleton } from '@tapetv/ui/skeleton';
import { SortableList } from '@tapetv/ui/sortable-list';
import { symbolsText } from '@tapetv/ui/watchlist-ideas';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  loadWatchlistsAtom,
  type Watchlist,
  watchlistListsAtomFamily,
  watchlistsOfAtomFamily,
} from '@/entities/watchlist';
import { CreateWatchlistForm } from '@/features/watchlist/create';
import { DeleteWatchlistButton } from '@/features/watchlist/delete';
import { reorderWatchlistsAtom } from '@/features/watchlist/reorder';
import { paths } from '@/shared/config';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './watchlist-manage-page.module.css';

const TITLE = 'Manage Watchlists';

const getId = (watchlist: Watchlist) => watchlist.id;
const getLabel = (watchlist: Watchlist) => watchlist.title;

/**
 * The member's lists to manage (`/watchlist/manage`, spec point 2): their order (the tabs'
 * order on /watchlist; it moves at once and goes back if the server refuses), a new list, and
 * per list its title, symbol count, privacy, Edit and Delete. Spec point 9: no list's symbols are
 * loaded here, only the lists.
 */
export function WatchlistManagePage() {
  const state = useAtomValue(watchlistListsAtomFamily('me'));
  const lists = useAtomValue(watchlistsOfAtomFamily('me'));
  const load = useSetAtom(loadWatchlistsAtom);
  const reorder = useSetAtom(reorderWatchlistsAtom);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void load('me');
  }, [load]);

  return (
    <PageFrame title={TITLE}>
      <p className={styles.intro}>
        Your lists in the order of their tabs. Drag one by its handle, or use its move buttons, to
        change the order. <Link to={paths.watchlist}>Back to your watchlists</Link>
      </p>
      <section aria-labelledby="new-watchlist" className={styles.section}>
        <h2 id="new-watchlist" className={styles.heading}>
          New list
        </h2>
        <CreateWatchlistForm />
      </section>
      <section aria-labelledby="your-watchlists" className={styles.section}>
        <h2 id="your-watchlists" className={styles.heading}>
          Your lists {state.loaded && <span className={styles.count}>{lists.length}</span>}
        </h2>
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        {!state.loaded ? (
          state.status === 'error' ? (
            <EmptyState
              tone="error"
              title="Your watchlists could not be loaded"
              description={state.error ?? undefined}
              action={
                <Button variant="secondary" onClick={() => void load('me')}>
                  Try again
                </Button>
              }
            />
          ) : (
            <div role="status" aria-label="Loading your watchlists" className={styles.skeleton}>
              {Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never move
                <Skeleton key={index} shape="block" height="var(--size-control-lg)" />
              ))}
            </div>
          )
        ) : lists.length === 0 ? (
          <EmptyState
            title="You have no watchlist yet"
            description="Create one above, or copy a list other traders keep."
            action={<Link to={paths.watchlistIdeas}>Browse watchlist ideas</Link>}
          />
        ) : (
          <SortableList
            items={lists}
            getId={getId}
            getLabel={getLabel}
            label="Your watchlists, in tab order"
            onReorder={async (ids) => {
              setFailure(null);
              const result = await reorder(ids);
              if (!result.ok) setFailure(`The new order could not be saved: ${result.message}`);
            }}
            renderItem={(watchlist) => <ManageRow watchlist={watchlist} />}
          />
        )}
      </section>
    </PageFrame>
  );
}

/** One list: its title (opening its table), symbol count, privacy, Edit and Delete. */
function ManageRow({ watchlist }: { watchlist: Watchlist }) {
  const privacy = PRIVACY_OPTIONS.find((option) => option.value === watchlist.privacy_option);
  return (
    <div className={styles.row}>
      <Link to={paths.watchlistList(watchlist.id)} className={styles.title}>
        {watchlist.title}
      </Link>
      <span className={styles.meta}>{symbolsText(watchlist.symbol_count)}</span>
      {privacy && (
        <span className={styles.meta} title={privacy.description}>
          <span aria-hidden className={styles.icon}>
            {privacy.icon}
          </span>
          {privacy.title}
        </span>
      )}
      <span className={styles.actions}>
        <Button asChild variant="ghost" size="sm" iconStart={<Pencil1Icon aria-hidden />}>
          <Link to={paths.watchlistEdit(watchlist.id)} aria-label={`Edit ${watchlist.title}`}>
            Edit
          </Link>
        </Button>
        <DeleteWatchlistButton watchlist={watchlist} />
      </span>
    </div>
  );
}

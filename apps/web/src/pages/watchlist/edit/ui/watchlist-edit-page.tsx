import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  loadWatchlistEditAtom,
  parseWatchlistId,
  WATCHLIST_SYMBOLS_MAX,
  type Watchlist,
  watchlistAtomFamily,
  watchlistEditAtomFamily,
} from '@/entities/watchlist';
import { AddSymbolSearch } from '@/features/watchlist/add-symbol';
import { DeleteWatchlistButton } from '@/features/watchlist/delete';
import { WatchlistSymbolsEditor } from '@/features/watchlist/edit-symbols';
import { RenameWatchlistForm } from '@/features/watchlist/rename';
import { WatchlistPrivacyField } from '@/features/watchlist/set-privacy';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './watchlist-edit-page.module.css';

const TITLE = 'Edit Watchlist';

/** Where the editor sends a member who cannot edit this list. */
function BackToLists() {
  return <Link to={paths.watchlistManage}>Your watchlists</Link>;
}

/**
 * A list's editor (`/watchlist/edit/{id}`, spec point 2): its title, a symbol search to add,
 * its symbols to reorder or remove, who may see it, and Delete. Only its owner edits it: another
 * member's list (403) and a missing one (404) each say so plainly.
 */
export function WatchlistEditPage() {
  const id = parseWatchlistId(useParams().id);
  if (id === null)
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          title="This watchlist does not exist"
          description="The address names no list."
          action={<BackToLists />}
        />
      </PageFrame>
    );
  return <WatchlistEditor key={id} id={id} />;
}

function WatchlistEditor({ id }: { id: number }) {
  const state = useAtomValue(watchlistEditAtomFamily(id));
  const watchlist = useAtomValue(watchlistAtomFamily(id));
  const load = useSetAtom(loadWatchlistEditAtom);
  usePageTitle(watchlist && state.status === 'ready' ? `Edit ${watchlist.title}` : null);

  useEffect(() => {
    void load(id);
  }, [load, id]);

  if (state.status === 'forbidden')
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          title="This watchlist is not yours to edit."
          description="Only its owner can change it. You can copy it from its page if its owner shares it."
          action={<BackToLists />}
        />
      </PageFrame>
    );
  if (state.status === 'missing' || (state.status === 'ready' && !watchlist))
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          title="This watchlist does not exist"
          description="It may have been deleted."
          action={<BackToLists />}
        />
      </PageFrame>
    );
  if (state.status === 'error')
    return (
      <PageFrame title={TITLE}>
        <EmptyState
          tone="error"
          title="This watchlist could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load(id)}>
              Try again
            </Button>
          }
        />
      </PageFrame>
    );
  if (state.status !== 'ready' || !watchlist)
    return (
      <PageFrame title={TITLE}>
        <EditorSkeleton />
      </PageFrame>
    );
  return <EditorView watchlist={watchlist} />;
}

function EditorView({ watchlist }: { watchlist: Watchlist }) {
  const navigate = useNavigate();
  return (
    <PageFrame title={TITLE}>
      <nav aria-label="Watchlist" className={styles.nav}>
        <Link to={paths.watchlistManage} className={styles.back}>
          <ArrowLeftIcon aria-hidden /> All your lists
        </Link>
        <Link to={paths.watchlistList(watchlist.id)}>See {watchlist.title} with prices</Link>
      </nav>
      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="watchlist-title" className={styles.section}>
            <h2 id="watchlist-title" className={styles.heading}>
              Title
            </h2>
            <RenameWatchlistForm watchlist={watchlist} />
          </section>
          <section aria-labelledby="watchlist-symbols" className={styles.section}>
            <h2 id="watchlist-symbols" className={styles.heading}>
              Symbols{' '}
              <span className={styles.count}>
                {watchlist.symbol_count} of {WATCHLIST_SYMBOLS_MAX}
              </span>
            </h2>
            <AddSymbolSearch
              searchKey={`watchlist:${watchlist.id}`}
              watchlistId={watchlist.id}
              existingIds={watchlist.symbol_positions}
              label="Add a symbol"
            />
            <WatchlistSymbolsEditor watchlist={watchlist} />
          </section>
        </div>
        <aside className={styles.side} aria-label="Sharing and deleting">
          <section className={styles.section}>
            <WatchlistPrivacyField watchlistId={watchlist.id} />
          </section>
          <section aria-labelledby="watchlist-delete" className={styles.section}>
            <h2 id="watchlist-delete" className={styles.heading}>
              Delete this list
            </h2>
            <p className={styles.muted}>Its symbols and its place among your tabs go with it.</p>
            <div>
              <DeleteWatchlistButton
                watchlist={watchlist}
                size="md"
                onDeleted={() => navigate(paths.watchlistManage, { replace: true })}
              />
            </div>
          </section>
        </aside>
      </div>
    </PageFrame>
  );
}

/** The editor's sections, shaped, while the list loads. */
function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading the watchlist" className={styles.layout}>
      <div className={styles.main}>
        <Skeleton width="30%" />
        <Skeleton shape="block" height="var(--size-control)" />
        <Skeleton width="20%" />
        <Skeleton shape="block" height="var(--size-control)" />
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never move
          <Skeleton key={index} shape="block" height="var(--size-control-lg)" />
        ))}
      </div>
      <div className={styles.side}>
        <Skeleton shape="block" height="12rem" />
      </div>
    </div>
  );
}

import { GearIcon, Pencil1Icon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { Skeleton } from '@tapetv/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tapetv/ui/tabs';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { symbolsText } from '@tapetv/ui/watchlist-ideas';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { viewerAtom } from '@/entities/session';
import {
  loadWatchlistSymbolsAtom,
  loadWatchlistsAtom,
  parseWatchlistId,
  selectedWatchlist,
  type Watchlist,
  watchlistListsAtomFamily,
  watchlistOwnerKey,
  watchlistSymbolsAtomFamily,
  watchlistsOfAtomFamily,
} from '@/entities/watchlist';
import { AddSymbolSearch } from '@/features/watchlist/add-symbol';
import { CopyResultNote, CopyWatchlistButton } from '@/features/watchlist/copy';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { MarketTable } from '@/widgets/market-table';
import styles from './watchlist-page.module.css';

/**
 * The member's watchlists (`/watchlist`, spec point 2): their lists as tabs (`?list=` keeps the
 * choice in the address) and the chosen list's table with live prices, sparklines and today's
 * talk. `?user={id}&list={id}` shows another member's list the viewer may see, read-only, with
 * Copy. A member without a list is invited to add a first symbol or to browse the ideas.
 */
export function WatchlistPage() {
  const [search] = useSearchParams();
  const viewerId = useAtomValue(viewerAtom)?.id ?? null;
  const userId = parseWatchlistId(search.get('user'));
  const readOnly = userId !== null && userId !== viewerId;
  const key = watchlistOwnerKey(readOnly ? userId : null);
  return <WatchlistsView key={key} ownerId={readOnly ? userId : null} />;
}

function WatchlistsView({ ownerId }: { ownerId: number | null }) {
  const key = watchlistOwnerKey(ownerId);
  const readOnly = ownerId !== null;
  const state = useAtomValue(watchlistListsAtomFamily(key));
  const lists = useAtomValue(watchlistsOfAtomFamily(key));
  const load = useSetAtom(loadWatchlistsAtom);
  const [search, setSearch] = useSearchParams();
  const selected = selectedWatchlist(lists, search.get('list'));
  const ownerName = lists[0]?.owner.name;
  const title = readOnly ? (ownerName ? `${ownerName}’s watchlists` : 'Watchlists') : 'Watchlists';
  usePageTitle(selected ? `${selected.title} · ${title}` : title);

  useEffect(() => {
    void load(key);
  }, [load, key]);

  if (!state.loaded)
    return (
      <PageFrame title={title}>
        {state.status === 'missing' ? (
          <EmptyState
            title="This member does not exist"
            description={state.error ?? undefined}
            action={<Link to={paths.watchlist}>Your watchlists</Link>}
          />
        ) : state.status === 'error' ? (
          <EmptyState
            tone="error"
            title="The watchlists could not be loaded"
            description={state.error ?? undefined}
            action={
              <Button variant="secondary" onClick={() => void load(key)}>
                Try again
              </Button>
            }
          />
        ) : (
          <WatchlistsSkeleton />
        )}
      </PageFrame>
    );

  if (!selected)
    return (
      <PageFrame title={title}>
        {readOnly ? (
          <EmptyState
            title="No watchlists to show"
            description="This member has no list you can see: lists are private unless their owner shares them."
            action={<Link to={paths.watchlistIdeas}>Browse watchlist ideas</Link>}
          />
        ) : (
          <FirstWatchlist />
        )}
      </PageFrame>
    );

  const choose = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('list', id);
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  return (
    <PageFrame title={title}>
      <div className={styles.toolbar}>
        <p className={styles.summary}>
          {lists.length === 1 ? '1 list' : `${lists.length} lists`}
          {readOnly && ownerName && (
            <>
              {' · '}
              <Link to={paths.profile(selected.owner.user_name)}>{ownerName}’s profile</Link>
            </>
          )}
        </p>
        <div className={styles.actions}>
          {readOnly ? (
            <CopyWatchlistButton watchlistId={selected.id} title={selected.title} />
          ) : (
            <>
              <Button asChild variant="secondary" size="sm" iconStart={<Pencil1Icon aria-hidden />}>
                <Link to={paths.watchlistEdit(selected.id)} aria-label={`Edit ${selected.title}`}>
                  Edit
                </Link>
              </Button>
              <Button asChild variant="ghost" size="sm" iconStart={<GearIcon aria-hidden />}>
                <Link to={paths.watchlistManage}>Manage</Link>
              </Button>
            </>
          )}
        </div>
      </div>
      {readOnly && <CopyResultNote sourceIds={[selected.id]} />}
      {state.status === 'error' && (
        <p role="alert" className={styles.stale}>
          The lists could not be refreshed: {state.error}{' '}
          <Button variant="ghost" size="sm" onClick={() => void load(key)}>
            Try again
          </Button>
        </p>
      )}
      <Tabs value={String(selected.id)} onValueChange={choose} className={styles.tabs}>
        <TabsList
          aria-label={readOnly ? `${ownerName ?? 'Member'}’s lists` : 'Your lists'}
          className={styles.tabList}
        >
          {lists.map((list) => (
            <TabsTrigger key={list.id} value={String(list.id)}>
              {list.title}
              <span className={styles.count}>
                <VisuallyHidden>, </VisuallyHidden>
                {list.symbol_count}
                <VisuallyHidden>{list.symbol_count === 1 ? ' symbol' : ' symbols'}</VisuallyHidden>
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {lists.map((list) => (
          <TabsContent key={list.id} value={String(list.id)}>
            <WatchlistTable watchlist={list} readOnly={readOnly} />
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}

/** One list's table: loaded when it is shown and again after its symbols change. */
function WatchlistTable({ watchlist, readOnly }: { watchlist: Watchlist; readOnly: boolean }) {
  const state = useAtomValue(watchlistSymbolsAtomFamily(watchlist.id));
  const load = useSetAtom(loadWatchlistSymbolsAtom);
  const order = watchlist.symbol_positions.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new order or symbol means new rows
  useEffect(() => {
    void load(watchlist.id, 'table');
  }, [load, watchlist.id, order]);

  const rows = state.symbols ?? [];
  const simulated = rows.some((row) => row.stats.simulated);
  if (!state.symbols && state.status === 'error')
    return (
      <EmptyState
        tone="error"
        title="This list’s prices could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(watchlist.id, 'table')}>
            Try again
          </Button>
        }
      />
    );
  return (
    <section aria-label={`${watchlist.title} prices`} className={styles.table}>
      {simulated && (
        <p className={styles.simulated}>
          <SimulatedBadge /> Prices on this page are simulated while no market data provider is set
          up.
        </p>
      )}
      <MarketTable
        symbols={rows}
        caption={`${watchlist.title}: ${symbolsText(watchlist.symbol_count)}, last price, change and today’s talk`}
        loading={state.symbols === null}
        emptyText={
          readOnly
            ? 'This list has no symbols yet.'
            : 'No symbols in this list yet. Add some with Edit.'
        }
      />
    </section>
  );
}

/** The empty state of a member without a list: add a first symbol, or copy an idea. */
function FirstWatchlist() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="first-watchlist" className={styles.first}>
      <EmptyState
        title={<span id="first-watchlist">You have no watchlist yet</span>}
        description="Add a first symbol and “My watchlist” is made for it, or start from a list other traders keep."
        action={<Link to={paths.watchlistIdeas}>Browse watchlist ideas</Link>}
      />
      <div className={styles.firstSearch}>
        <AddSymbolSearch
          searchKey="first-symbol"
          label="Add your first symbol"
          onAdded={(watchlist) => navigate(paths.watchlistList(watchlist.id), { replace: true })}
        />
      </div>
    </section>
  );
}

/** Tabs and rows shaped like the page while the lists load. */
function WatchlistsSkeleton() {
  return (
    <div role="status" aria-label="Loading your watchlists" className={styles.skeleton}>
      <div className={styles.skeletonTabs}>
        <Skeleton width="7rem" height="var(--size-control)" />
        <Skeleton width="6rem" height="var(--size-control)" />
        <Skeleton width="8rem" height="var(--size-control)" />
      </div>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder rows that never move
        <Skeleton key={index} shape="block" height="var(--size-control-lg)" />
      ))}
    </div>
  );
}

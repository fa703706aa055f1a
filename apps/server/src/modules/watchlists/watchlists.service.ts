import type { Database, Executor } from '../../db/client.ts';
import type { WatchlistPrivacy } from '../../db/schema/index.ts';
import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import { AppError, forbidden, notFound, proOnly, validationFailed } from '../../lib/errors.ts';
import {
  type AddWatchlistSymbolInput,
  type CopyWatchlistInput,
  DEFAULT_WATCHLIST_TITLE,
  type NewWatchlistInput,
  PRO_PICK_PREVIEW,
  type ProPicksView,
  type SymbolTalkView,
  TRENDING_SYMBOLS_MAX,
  type TrendingSymbolsView,
  WATCHLIST_COPIED,
  WATCHLIST_SYMBOLS_MAX,
  WATCHLIST_TITLE_MAX,
  WATCHLISTS_MAX,
  type WatchlistListView,
  type WatchlistPrivacyUpdateInput,
  type WatchlistSymbolsView,
  type WatchlistUpdateInput,
  type WatchlistView,
} from '../../schemas/watchlists.ts';
import { type QuotesService, symbolSummary } from '../quotes/quotes.service.ts';
import type { SymbolRow } from '../symbols/symbols.repository.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type {
  WatchlistChanges,
  WatchlistListing,
  WatchlistRow,
  WatchlistsRepository,
} from './watchlists.repository.ts';

export interface WatchlistsServiceDeps {
  db: Database;
  watchlists: WatchlistsRepository;
  users: UsersRepository;
  quotes: QuotesService;
}

/** How many lists the ideas page shows. */
export const WATCHLIST_IDEAS_MAX = 30;

export const WATCHLIST_NOT_FOUND = 'Watchlist not found';
export const WATCHLIST_OWNER_ONLY = 'Only the watchlist’s owner can change it.';
export const SYMBOL_NOT_FOUND = 'No Symbol found';
export const SYMBOL_ORDER_INVALID = 'The order must name every symbol of the list once.';
export const WATCHLIST_ORDER_INVALID = 'The order must name every one of your watchlists once.';
const COPY_SUFFIX = ' (copy)';
const DAY_MS = 86_400_000;
const NO_TALK: SymbolTalkView = { mentions: 0, bullish: 0, bearish: 0 };

const tooManyWatchlists = () =>
  validationFailed({
    watchlists: [
      `You can keep at most ${WATCHLISTS_MAX} watchlists. Delete one to make room for another.`,
    ],
  });

/** A title, trimmed; the schema bounds its raw length, this refuses one of spaces only. */
function checkedTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length === 0) throw validationFailed({ title: ['The title must not be blank.'] });
  return trimmed;
}

/** Whether `given` names every id of `current` exactly once (in any order). */
function isPermutation(given: readonly number[], current: readonly number[]): boolean {
  if (given.length !== current.length || new Set(given).size !== given.length) return false;
  const known = new Set(current);
  return given.every((id) => known.has(id));
}

/** A pro pick read by a member without pro (its owner always reads it whole). */
const isLocked = (list: WatchlistRow, viewer: UserRow) =>
  list.proPick && !viewer.isPro && list.userId !== viewer.id;

/** Spec point 3 "Watchlist" as the viewer sees it: a locked pro pick shows only its preview. */
export function presentWatchlist(
  { list, owner, copiesCount }: WatchlistListing,
  symbols: readonly SymbolRow[],
  viewer: UserRow,
): WatchlistView {
  const locked = isLocked(list, viewer);
  const shown = locked ? symbols.slice(0, PRO_PICK_PREVIEW) : symbols;
  return {
    id: list.id,
    title: list.title,
    description: list.description,
    watchlist_symbols: shown.map(symbolSummary),
    symbol_positions: shown.map((row) => row.id),
    privacy_option: list.privacyOption,
    position: list.position,
    symbol_count: symbols.length,
    owner: {
      id: owner.id,
      name: owner.name,
      user_name: owner.userName,
      avatar: owner.avatar ?? DEFAULT_AVATAR,
    },
    is_owner: list.userId === viewer.id,
    curated: list.curated,
    pro_pick: list.proPick,
    locked,
    copies_count: copiesCount,
    copied_from_id: list.copiedFromId,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
  };
}

/**
 * Watchlists (spec points 3 "Watchlist", 4 "Watchlists"): who sees which list, owner-only writes,
 * the limits, and the two orders (a member's lists, a list's symbols), each kept 0…n-1.
 *
 * Visibility: the owner sees all their lists, a follower of the owner also `followers` lists,
 * everyone `public` ones. A list the caller may not see is 404 on reads and writes alike (a write
 * must not reveal it exists); a visible list of someone else is 403 on writes.
 *
 * Concurrency: writes to one list lock its row; writes to the set or order of a member's lists
 * lock the member's row first (then the list's, never the other way round), so concurrent
 * reorders, adds, copies and deletes serialize and every one sees the order the last one left.
 */
export class WatchlistsService {
  constructor(private readonly deps: WatchlistsServiceDeps) {}

  /** The lists as the viewer sees them: two statements however many lists there are. */
  private async present(
    listings: readonly WatchlistListing[],
    viewer: UserRow,
    tx?: Executor,
  ): Promise<WatchlistView[]> {
    const symbols = await this.deps.watchlists.symbolsOf(
      listings.map((listing) => listing.list.id),
      tx,
    );
    return listings.map((listing) =>
      presentWatchlist(listing, symbols.get(listing.list.id) ?? [], viewer),
    );
  }

  /** One list as the viewer sees it (after a write, inside its transaction). */
  private async viewOf(id: number, viewer: UserRow, tx?: Executor): Promise<WatchlistView> {
    const [view] = await this.present(await this.deps.watchlists.byIds([id], tx), viewer, tx);
    if (!view) throw notFound(WATCHLIST_NOT_FOUND);
    return view;
  }

  /**
   * The viewer's list, locked for a write; 404 when they may not see it, 403 when they may but
   * it is someone else's.
   */
  private async owned(viewer: UserRow, id: number, tx: Executor): Promise<WatchlistRow> {
    const list = await this.deps.watchlists.lockOwned(id, viewer.id, tx);
    if (list) return list;
    if (await this.deps.watchlists.isVisible(id, viewer.id, tx))
      throw forbidden(WATCHLIST_OWNER_ONLY);
    throw notFound(WATCHLIST_NOT_FOUND);
  }

  /** The symbol, or 404. */
  private async symbol(id: number): Promise<SymbolRow> {
    const [row] = await this.deps.quotes.rowsByIds([id]);
    if (!row) throw notFound(SYMBOL_NOT_FOUND);
    return row;
  }

  /** A member's lists in their order as the viewer may see them (the viewer's own by default). */
  async list(viewer: UserRow, userId?: number): Promise<WatchlistListView> {
    const ownerId = userId ?? viewer.id;
    if (ownerId !== viewer.id && !(await this.deps.users.findById(ownerId)))
      throw notFound('This member does not exist.');
    const details = await this.present(
      await this.deps.watchlists.ofUser(ownerId, viewer.id),
      viewer,
    );
    return { hasUserWatchlist: details.length > 0, watchlistDetails: details };
  }

  /**
   * A list's symbols in order with their figures, sparklines and today's talk (posts since 00:00
   * UTC by the quotes clock); a locked pro pick gives only its preview.
   */
  async symbols(viewer: UserRow, id: number): Promise<WatchlistSymbolsView> {
    const listing = await this.deps.watchlists.visible(id, viewer.id);
    if (!listing) throw notFound(WATCHLIST_NOT_FOUND);
    let ids = await this.deps.watchlists.symbolIds(id);
    if (isLocked(listing.list, viewer)) ids = ids.slice(0, PRO_PICK_PREVIEW);
    const now = this.deps.quotes.now();
    const rows = await this.deps.quotes.rowsByIds(ids);
    const talk = new Map(
      (await this.deps.watchlists.talkSince(ids, new Date(Math.floor(now / DAY_MS) * DAY_MS))).map(
        ({ symbolId, ...counts }) => [symbolId, counts],
      ),
    );
    return {
      id,
      symbols: this.deps.quotes.rowQuotesOf(rows, now).map((quote) => ({
        ...quote,
        talk_today: talk.get(quote.symbol_id) ?? NO_TALK,
      })),
    };
  }

  /**
   * The TRENDING_SYMBOLS_MAX symbols most named in posts since 00:00 UTC by the quotes clock, with
   * their figures and today's talk (the same counts as a watchlist's `talk_today`).
   */
  async trending(): Promise<TrendingSymbolsView> {
    const now = this.deps.quotes.now();
    const since = new Date(Math.floor(now / DAY_MS) * DAY_MS);
    const talk = await this.deps.watchlists.mostTalkedSince(since, TRENDING_SYMBOLS_MAX);
    const rows = await this.deps.quotes.rowsByIds(talk.map((row) => row.symbolId));
    const quotes = new Map(this.deps.quotes.quotesOf(rows, now).map((q) => [q.symbol_id, q]));
    return {
      since: since.toISOString(),
      items: talk.flatMap(({ symbolId, ...counts }) => {
        const quote = quotes.get(symbolId);
        return quote ? [{ ...quote, talk_today: counts }] : [];
      }),
    };
  }

  /** The viewer's own list for the editor (another member's visible list is 403). */
  async editData(viewer: UserRow, id: number): Promise<WatchlistView> {
    const listing = await this.deps.watchlists.visible(id, viewer.id);
    if (!listing) throw notFound(WATCHLIST_NOT_FOUND);
    if (listing.list.userId !== viewer.id) throw forbidden(WATCHLIST_OWNER_ONLY);
    const [view] = await this.present([listing], viewer);
    if (!view) throw notFound(WATCHLIST_NOT_FOUND);
    return view;
  }

  /** An empty list at the end of the viewer's lists. */
  async create(viewer: UserRow, input: NewWatchlistInput): Promise<WatchlistView> {
    const title = checkedTitle(input.title);
    return this.deps.db.transaction(async (tx) => {
      await this.deps.watchlists.lockOwner(viewer.id, tx);
      const count = await this.deps.watchlists.countOf(viewer.id, tx);
      if (count >= WATCHLISTS_MAX) throw tooManyWatchlists();
      const created = await this.deps.watchlists.create(
        {
          userId: viewer.id,
          title,
          description: (input.description ?? '').trim(),
          privacyOption: input.privacy_option ?? 'private',
          position: count,
        },
        tx,
      );
      return this.viewOf(created.id, viewer, tx);
    });
  }

  /**
   * Adds the symbol at the end of the list; without a list, to the viewer's first one, made
   * ("My watchlist") when they have none. Under the viewer's lock, two first adds at once make one
   * list.
   */
  async addSymbol(
    viewer: UserRow,
    input: AddWatchlistSymbolInput,
  ): Promise<{ message: string; watchlist: WatchlistView }> {
    const symbol = await this.symbol(input.symbol_id);
    return this.deps.db.transaction(async (tx) => {
      let listId = input.watchlist_id;
      if (listId === undefined) {
        await this.deps.watchlists.lockOwner(viewer.id, tx);
        const first = await this.deps.watchlists.firstOf(viewer.id, tx);
        listId =
          first?.id ??
          (
            await this.deps.watchlists.create(
              { userId: viewer.id, title: DEFAULT_WATCHLIST_TITLE, position: 0 },
              tx,
            )
          ).id;
      }
      const list = await this.owned(viewer, listId, tx);
      if (await this.deps.watchlists.hasSymbol(list.id, symbol.id, tx))
        throw new AppError(
          409,
          'ALREADY_IN_WATCHLIST',
          `${symbol.symbol} is already in this watchlist.`,
        );
      const count = await this.deps.watchlists.symbolCount(list.id, tx);
      if (count >= WATCHLIST_SYMBOLS_MAX)
        throw validationFailed({
          symbol_id: [
            `A watchlist holds at most ${WATCHLIST_SYMBOLS_MAX} symbols. Remove one to make room for ${symbol.symbol}.`,
          ],
        });
      await this.deps.watchlists.addSymbols(
        [{ watchlistId: list.id, symbolId: symbol.id, position: count }],
        tx,
      );
      await this.deps.watchlists.update(list.id, {}, tx);
      return {
        message: `${symbol.symbol} added to ${list.title}.`,
        watchlist: await this.viewOf(list.id, viewer, tx),
      };
    });
  }

  /** Renames the list, changes its description, or reorders its symbols (every one, once). */
  async update(viewer: UserRow, id: number, input: WatchlistUpdateInput): Promise<WatchlistView> {
    return this.deps.db.transaction(async (tx) => {
      const list = await this.owned(viewer, id, tx);
      const changes: WatchlistChanges = {};
      if (input.title !== undefined) changes.title = checkedTitle(input.title);
      if (input.description !== undefined) changes.description = input.description.trim();
      if (input.symbol_positions !== undefined) {
        const current = await this.deps.watchlists.symbolIds(list.id, tx);
        if (!isPermutation(input.symbol_positions, current))
          throw validationFailed({ symbol_positions: [SYMBOL_ORDER_INVALID] });
        await this.deps.watchlists.setSymbolOrder(list.id, input.symbol_positions, tx);
      }
      await this.deps.watchlists.update(list.id, changes, tx);
      return this.viewOf(list.id, viewer, tx);
    });
  }

  /** Takes the symbol off the list; the ones after it move up. */
  async removeSymbol(
    viewer: UserRow,
    watchlistId: number,
    symbolId: number,
  ): Promise<{ message: string; watchlist: WatchlistView }> {
    const { title, watchlist } = await this.deps.db.transaction(async (tx) => {
      const list = await this.owned(viewer, watchlistId, tx);
      if (!(await this.deps.watchlists.removeSymbol(list.id, symbolId, tx)))
        throw notFound('This symbol is not in this watchlist.');
      await this.deps.watchlists.renumberSymbols(list.id, tx);
      await this.deps.watchlists.update(list.id, {}, tx);
      return { title: list.title, watchlist: await this.viewOf(list.id, viewer, tx) };
    });
    // After the commit: the symbols lookup reads through the pool, which on PGlite is the one
    // connection the transaction held (read inside it, an uncached symbol waited forever).
    const [row] = await this.deps.quotes.rowsByIds([symbolId]);
    return { message: `${row?.symbol ?? 'The symbol'} removed from ${title}.`, watchlist };
  }

  /** Deletes the list; the viewer's lists after it move up. Its copies stay, as copies of nothing. */
  async remove(viewer: UserRow, id: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.deps.watchlists.lockOwner(viewer.id, tx);
      const list = await this.owned(viewer, id, tx);
      await this.deps.watchlists.delete(list.id, tx);
      await this.deps.watchlists.renumber(viewer.id, tx);
    });
  }

  /** Puts the viewer's lists in the order given (every one of their ids, once). */
  async reorder(viewer: UserRow, positions: readonly number[]): Promise<number[]> {
    return this.deps.db.transaction(async (tx) => {
      await this.deps.watchlists.lockOwner(viewer.id, tx);
      const current = await this.deps.watchlists.idsOf(viewer.id, tx);
      if (!isPermutation(positions, current))
        throw validationFailed({ positions: [WATCHLIST_ORDER_INVALID] });
      await this.deps.watchlists.setOrder(viewer.id, positions, tx);
      return [...positions];
    });
  }

  async setPrivacy(viewer: UserRow, input: WatchlistPrivacyUpdateInput): Promise<WatchlistPrivacy> {
    return this.deps.db.transaction(async (tx) => {
      const list = await this.owned(viewer, input.watchlist_id, tx);
      await this.deps.watchlists.update(list.id, { privacyOption: input.privacy_option }, tx);
      return input.privacy_option;
    });
  }

  /**
   * Copies a list the viewer may see into a new private list of theirs, at the end of their
   * lists: its title (or the one given; " (copy)" added when they have a list of that title),
   * description and symbols in order. The copy shares no rows with the source, so later changes to
   * either leave the other as it was. A locked pro pick is refused (403 `PRO_ONLY`, the upgrade
   * message), as `app.requirePro` refuses pro-only routes.
   */
  async copy(
    viewer: UserRow,
    input: CopyWatchlistInput,
  ): Promise<{ message: string; watchlist: WatchlistView }> {
    const wanted = input.title === undefined ? undefined : checkedTitle(input.title);
    return this.deps.db.transaction(async (tx) => {
      await this.deps.watchlists.lockOwner(viewer.id, tx);
      const source = await this.deps.watchlists.lockShared(input.watchlist_id, tx);
      if (
        !source ||
        (source.userId !== viewer.id &&
          !(await this.deps.watchlists.isVisible(source.id, viewer.id, tx)))
      )
        throw notFound(WATCHLIST_NOT_FOUND);
      if (isLocked(source, viewer)) throw proOnly();
      const count = await this.deps.watchlists.countOf(viewer.id, tx);
      if (count >= WATCHLISTS_MAX) throw tooManyWatchlists();
      let title = wanted ?? source.title;
      if ((await this.deps.watchlists.titlesOf(viewer.id, tx)).includes(title))
        title = `${title.slice(0, WATCHLIST_TITLE_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
      const created = await this.deps.watchlists.create(
        {
          userId: viewer.id,
          title,
          description: source.description,
          privacyOption: 'private',
          position: count,
          copiedFromId: source.id,
        },
        tx,
      );
      await this.deps.watchlists.copySymbols(source.id, created.id, tx);
      return { message: WATCHLIST_COPIED, watchlist: await this.viewOf(created.id, viewer, tx) };
    });
  }

  /** Public lists to copy: the team's first, then members' most copied (pro picks are apart). */
  async ideas(viewer: UserRow): Promise<WatchlistView[]> {
    return this.present(await this.deps.watchlists.ideas(WATCHLIST_IDEAS_MAX), viewer);
  }

  /** The pro picks the viewer may see: whole for a pro member, a locked preview otherwise. */
  async proPicks(viewer: UserRow): Promise<ProPicksView> {
    return {
      isPro: viewer.isPro,
      data: await this.present(await this.deps.watchlists.proPicks(viewer.id), viewer),
    };
  }
}

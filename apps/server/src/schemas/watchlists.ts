import { type Static, Type } from 'typebox';
import { WATCHLIST_PRIVACIES } from '../db/schema/index.ts';
import { SymbolQuote, SymbolRowQuote, SymbolSummary } from './markets.ts';

/** How many watchlists a member may keep (creating, copying or adding beyond it is refused, 422). */
export const WATCHLISTS_MAX = 20;
/** How many symbols one watchlist may hold (one quotes call covers a whole list). */
export const WATCHLIST_SYMBOLS_MAX = 50;
export const WATCHLIST_TITLE_MAX = 60;
export const WATCHLIST_DESCRIPTION_MAX = 280;
/** The title of the list made for a member who adds a first symbol without having one. */
export const DEFAULT_WATCHLIST_TITLE = 'My watchlist';
/** How many of a pro pick's symbols a member without pro sees. */
export const PRO_PICK_PREVIEW = 3;

/** Spec point 7 toasts. */
export const WATCHLIST_COPIED = 'Watchlist copied successfully!';
export const WATCHLIST_COPY_FAILED = 'Error copying watchlist';

export const WatchlistPrivacy = Type.Enum(WATCHLIST_PRIVACIES, {
  description:
    'private: the owner only; followers: the owner and members who follow them; public: every member',
});

export const WatchlistTitle = Type.String({
  minLength: 1,
  maxLength: WATCHLIST_TITLE_MAX,
  description: `1 to ${WATCHLIST_TITLE_MAX} characters, trimmed`,
});

export const WatchlistOwner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  user_name: Type.String(),
  avatar: Type.String({ description: 'The avatar URL, or the default image' }),
});

/**
 * A watchlist (spec point 3 "Watchlist"): `watchlist_symbols` are its symbols in order and
 * `symbol_positions` their ids in the same order. A locked pro pick carries only its first
 * PRO_PICK_PREVIEW symbols; `symbol_count` is always the whole count.
 */
export const Watchlist = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  watchlist_symbols: Type.Array(SymbolSummary),
  symbol_positions: Type.Array(Type.Integer(), {
    description: 'The symbols’ ids in the list’s order',
  }),
  privacy_option: WatchlistPrivacy,
  position: Type.Integer({ description: 'The list’s place among its owner’s lists, from 0' }),
  symbol_count: Type.Integer({ minimum: 0 }),
  owner: WatchlistOwner,
  is_owner: Type.Boolean(),
  curated: Type.Boolean({ description: 'An idea picked by the TapeTV team' }),
  pro_pick: Type.Boolean(),
  locked: Type.Boolean({
    description: 'A pro pick shown to a member without pro: only a preview of its symbols',
  }),
  copies_count: Type.Integer({ minimum: 0 }),
  copied_from_id: Type.Union([Type.Integer(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type WatchlistView = Static<typeof Watchlist>;

/** `GET /api/watchlist/` (spec point 3: hasUserWatchlist and watchlistDetails). */
export const WatchlistList = Type.Object({
  hasUserWatchlist: Type.Boolean({
    description: 'Whether the member asked about has at least one list the caller may see',
  }),
  watchlistDetails: Type.Array(Watchlist),
});
export type WatchlistListView = Static<typeof WatchlistList>;

/** What the members said about a symbol since 00:00 UTC ("talk today"). */
export const SymbolTalk = Type.Object({
  mentions: Type.Integer({ minimum: 0, description: 'Visible posts naming the symbol today' }),
  bullish: Type.Integer({ minimum: 0 }),
  bearish: Type.Integer({ minimum: 0 }),
});
export type SymbolTalkView = Static<typeof SymbolTalk>;

export const WatchlistSymbolRow = Type.Object({
  ...SymbolRowQuote.properties,
  talk_today: SymbolTalk,
});
export type WatchlistSymbolRowView = Static<typeof WatchlistSymbolRow>;

/** Symbols in the trending card, at most. */
export const TRENDING_SYMBOLS_MAX = 5;

/** `GET /api/trending-symbols`: the symbols most named in posts today, with figures and talk. */
export const TrendingSymbols = Type.Object({
  since: Type.String({
    format: 'date-time',
    description: 'Midnight UTC today: the posts counted are those since',
  }),
  items: Type.Array(Type.Object({ ...SymbolQuote.properties, talk_today: SymbolTalk }), {
    maxItems: TRENDING_SYMBOLS_MAX,
    description:
      'The most named first (ties by symbol id); posts in private groups are not counted',
  }),
});
export type TrendingSymbolsView = Static<typeof TrendingSymbols>;

/** `GET /api/watchlist/symbols/{id}`: the list's symbols in order, with live figures. */
export const WatchlistSymbols = Type.Object({
  id: Type.Integer({ description: 'The watchlist’s id' }),
  symbols: Type.Array(WatchlistSymbolRow),
});
export type WatchlistSymbolsView = Static<typeof WatchlistSymbols>;

export const NewWatchlist = Type.Object({
  title: WatchlistTitle,
  description: Type.Optional(Type.String({ maxLength: WATCHLIST_DESCRIPTION_MAX })),
  privacy_option: Type.Optional(WatchlistPrivacy),
});
export type NewWatchlistInput = Static<typeof NewWatchlist>;

export const AddWatchlistSymbol = Type.Object({
  symbol_id: Type.Integer({ minimum: 1 }),
  watchlist_id: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'Which list; without it the member’s first list, made (“My watchlist”) when they have none',
    }),
  ),
});
export type AddWatchlistSymbolInput = Static<typeof AddWatchlistSymbol>;

export const WatchlistUpdate = Type.Object(
  {
    title: Type.Optional(WatchlistTitle),
    description: Type.Optional(Type.String({ maxLength: WATCHLIST_DESCRIPTION_MAX })),
    symbol_positions: Type.Optional(
      Type.Array(Type.Integer({ minimum: 1 }), {
        maxItems: WATCHLIST_SYMBOLS_MAX,
        description: 'Every symbol id of the list, once each, in the new order',
      }),
    ),
  },
  { minProperties: 1 },
);
export type WatchlistUpdateInput = Static<typeof WatchlistUpdate>;

export const WatchlistPositions = Type.Object({
  positions: Type.Array(Type.Integer({ minimum: 1 }), {
    maxItems: WATCHLISTS_MAX,
    description: 'Every one of the member’s watchlist ids, once each, in the new order',
  }),
});
export type WatchlistPositionsInput = Static<typeof WatchlistPositions>;

export const WatchlistPrivacyUpdate = Type.Object({
  watchlist_id: Type.Integer({ minimum: 1 }),
  privacy_option: WatchlistPrivacy,
});
export type WatchlistPrivacyUpdateInput = Static<typeof WatchlistPrivacyUpdate>;

export const CopyWatchlist = Type.Object({
  watchlist_id: Type.Integer({ minimum: 1 }),
  title: Type.Optional(WatchlistTitle),
});
export type CopyWatchlistInput = Static<typeof CopyWatchlist>;

/** A write's answer: the list as it is now. */
export const WatchlistDone = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  watchlist: Watchlist,
});

/** `GET /api/watchlist/pro-picks`. */
export const ProPicks = Type.Object({
  isPro: Type.Boolean({ description: 'Whether the caller reads pro picks in full' }),
  data: Type.Array(Watchlist),
});
export type ProPicksView = Static<typeof ProPicks>;

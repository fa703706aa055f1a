import type { RequestBody, ResponseBody } from '@tapetv/api-client';

/** `GET /api/watchlist/` (spec point 3 "Watchlist": hasUserWatchlist and watchlistDetails). */
export type WatchlistList = ResponseBody<'/api/watchlist/', 'get'>;

/**
 * A watchlist (spec point 3): id, title, watchlist_symbols, symbol_positions, privacy_option, and
 * beyond the spec its owner, counts and whether it is a curated idea or a (locked) pro pick.
 */
export type Watchlist = WatchlistList['watchlistDetails'][number];

/** Who may see a list: the owner only, their followers too, or every member. */
export type WatchlistPrivacy = Watchlist['privacy_option'];

/** A symbol of a list, without figures (the editor's rows). */
export type WatchlistSymbol = Watchlist['watchlist_symbols'][number];

/** `GET /api/watchlist/symbols/{id}`: the list's symbols in order with live figures. */
export type WatchlistSymbols = ResponseBody<'/api/watchlist/symbols/{id}', 'get'>;

/** A row of a list's table: a market row (figures, sparkline) with today's talk. */
export type WatchlistSymbolRow = WatchlistSymbols['symbols'][number];

/** What the members said about a symbol since 00:00 UTC. */
export type SymbolTalk = WatchlistSymbolRow['talk_today'];

/** `GET /api/watchlist/pro-picks`. */
export type ProPicks = ResponseBody<'/api/watchlist/pro-picks', 'get'>;

/** `POST /api/watchlist`. */
export type NewWatchlistInput = RequestBody<'/api/watchlist', 'post'>;

/** A write's answer: the list as it is now. */
export type WatchlistDone = ResponseBody<'/api/watchlist/update/{id}', 'put'>;

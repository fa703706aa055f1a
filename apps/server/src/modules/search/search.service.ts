import type { SymbolType } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/errors.ts';
import { searchText } from '../../lib/search-text.ts';
import { groupUrl } from '../../schemas/groups.ts';
import {
  type GroupSearchResultView,
  type MemberSearchResultView,
  SEARCH_QUERY_MAX,
  SEARCH_RESULTS_MAX,
  type SymbolSummaryView,
} from '../../schemas/markets.ts';
import type { GroupHit, SearchRepository } from './search.repository.ts';

/**
 * The symbols listed before anything is typed: the first of each type in the data file's order,
 * stocks first (SEARCH_RESULTS_MAX in all).
 */
export const DEFAULT_SYMBOLS: ReadonlyArray<readonly [SymbolType, number]> = [
  ['stocks', 8],
  ['crypto', 4],
  ['etf', 4],
  ['indices', 4],
];

const groupResult = (group: GroupHit): GroupSearchResultView => ({
  ...group,
  url: groupUrl(group.id, group.group_title),
});

/**
 * The text a search compares, or null when nothing is left to compare: trimmed, then 1 to
 * SEARCH_QUERY_MAX characters (the route's schema counts before trimming), then normalised as the
 * stored text is. A NUL cannot be in PostgreSQL text, so a query holding one matches nothing.
 */
function searchTerm(query: string): string | null {
  const trimmed = query.trim();
  if (trimmed.length === 0) throw validationFailed({ query: ['The query cannot be empty.'] });
  if ([...trimmed].length > SEARCH_QUERY_MAX) {
    throw validationFailed({
      query: [`The query must not be greater than ${SEARCH_QUERY_MAX} characters.`],
    });
  }
  const term = searchText(trimmed);
  return term.length === 0 || term.includes('\u0000') ? null : term;
}

/** Header search (spec points 2 and 7 "Search") and the watchlists' symbol picker. */
export class SearchService {
  constructor(private readonly deps: { search: SearchRepository }) {}

  /** Symbols matching the query, optionally of one type, best first (see `SearchRepository`). */
  async symbols(query: string, type?: SymbolType): Promise<SymbolSummaryView[]> {
    const term = searchTerm(query);
    if (term === null) return [];
    return this.deps.search.symbols(term, type, SEARCH_RESULTS_MAX);
  }

  /** The first few symbols of each type, or the first of one type. */
  async defaultSymbols(type?: SymbolType): Promise<SymbolSummaryView[]> {
    return this.deps.search.defaultSymbols(type ? [[type, SEARCH_RESULTS_MAX]] : DEFAULT_SYMBOLS);
  }

  async groups(query: string): Promise<GroupSearchResultView[]> {
    const term = searchTerm(query);
    if (term === null) return [];
    return (await this.deps.search.groups(term, SEARCH_RESULTS_MAX)).map(groupResult);
  }

  /** The groups with the most members. */
  async defaultGroups(): Promise<GroupSearchResultView[]> {
    return (await this.deps.search.biggestGroups(SEARCH_RESULTS_MAX)).map(groupResult);
  }

  async members(query: string): Promise<MemberSearchResultView[]> {
    const term = searchTerm(query);
    if (term === null) return [];
    return this.deps.search.members(term, SEARCH_RESULTS_MAX);
  }

  /** The members with the most followers, other than the viewer. */
  async defaultMembers(viewerId: number): Promise<MemberSearchResultView[]> {
    return this.deps.search.mostFollowed(viewerId, SEARCH_RESULTS_MAX);
  }
}

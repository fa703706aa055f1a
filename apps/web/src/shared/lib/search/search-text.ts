/** How long typing must pause before a search is sent (the header's and the watchlists' boxes). */
export const SEARCH_DEBOUNCE_MS = 200;

/** The text as searched: surrounding spaces do not count; blank means "nothing to search". */
export const searchText = (query: string) => query.trim();

export { SEARCH_DEBOUNCE_MS, searchText } from './search-text.ts';

export type { LinkComponent } from '../lib/link.ts';
export type { WatchlistEditorItem, WatchlistSymbolEditorProps } from './watchlist-editor.tsx';
export {
  WATCHLIST_EDITOR_EMPTY_TEXT,
  WATCHLIST_EDITOR_LABEL,
  WatchlistSymbolEditor,
} from './watchlist-editor.tsx';

export type { LinkComponent } from '../lib/link.ts';
export type {
  WatchlistIdea,
  WatchlistIdeaCardProps,
  WatchlistIdeasGridProps,
} from './watchlist-ideas.tsx';
export {
  copiesText,
  IDEA_PREVIEW_TICKERS,
  IDEAS_EMPTY_TEXT,
  symbolsText,
  WatchlistIdeaCard,
  WatchlistIdeasGrid,
} from './watchlist-ideas.tsx';

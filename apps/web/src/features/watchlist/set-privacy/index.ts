export {
  requestedPrivacyAtomFamily,
  setWatchlistPrivacyAtom,
  watchlistPrivacyAtomFamily,
} from './model/set-privacy.atoms.ts';
export { WatchlistPrivacyField } from './ui/watchlist-privacy-field.tsx';

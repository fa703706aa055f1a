// A watchlist's symbols arrive with their figures: the watchlist entity puts them in the live
// quote atoms, as a market's table does, so a row shows the newest price the app holds (its
// tests read them back).

export { applyQuotesAtom, quoteAtomFamily } from '../model/quotes.atoms.ts';

export type { SuggestionCardProps } from './suggestion-card.tsx';
export { SuggestionCard, SuggestionWho, suggestionNameClass } from './suggestion-card.tsx';

export type {
  OrganizedReactions,
  ReactionDetail,
  ReactionPickerProps,
  ReactionSummaryProps,
  ReactionType,
  ReactionTypeId,
} from './reaction-picker.tsx';
export { ReactionIcon, ReactionPicker, ReactionSummary } from './reaction-picker.tsx';

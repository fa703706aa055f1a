export { ConversationSummary } from './conversation-summary.tsx';

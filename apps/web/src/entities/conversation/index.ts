export type {
  ConversationListState,
  ConversationState,
  DirectMessage,
  MessageItem,
} from './model/conversations.atoms.ts';
export {
  conversationAtomFamily,
  conversationListAtom,
  deleteMessageAtom,
  editMessageAtom,
  loadConversationAtom,
  loadConversationsAtom,
  markConversationReadAtom,
  orderConversations,
  receiveConversationReadAtom,
  receiveMessageUpdatedAtom,
  receiveNewMessageEventAtom,
  receiveTypingAtom,
  sendMessageAtom,
  sendTypingAtom,
  startConversationAtom,
  TYPING_SHOWN_MS,
  upsertConversationAtom,
} from './model/conversations.atoms.ts';
export { useConversationsLive } from './model/use-conversations-live.ts';

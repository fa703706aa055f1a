export type {
  ChatId,
  ChatListProps,
  ChatListSection,
  ChatMessage,
  ChatSummary,
  GroupChatProps,
  LinkComponent,
} from './chat-list.tsx';
export { ChatList, GroupChat } from './chat-list.tsx';
export { MessageText, type MessageTextPart, splitMessageText } from './message-text.tsx';

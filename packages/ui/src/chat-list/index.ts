export type {
  ChatId,
  ChatListProps,
  ChatMessage,
  ChatSummary,
  GroupChatProps,
  LinkComponent,
} from './chat-list.tsx';
export { ChatList, GroupChat } from './chat-list.tsx';

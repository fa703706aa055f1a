// The text renderer on its own, so a post can use it without loading the chat list.
export {
  MessageText,
  type MessageTextPart,
  type MessageTextProps,
  splitMessageText,
} from '../chat-list/message-text.tsx';

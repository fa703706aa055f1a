import { type Static, Type } from 'typebox';
import { UnreadCounts } from './events.ts';

/** The longest direct message, in characters. */
export const MESSAGE_TEXT_MAX = 2000;
/** How many messages a page of a conversation holds. */
export const MESSAGE_PAGE_SIZE = 30;
/** How many conversations the list holds (the most recent). */
export const CONVERSATION_LIST_SIZE = 100;

const Member = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  avatar: Type.String(),
});

/** A direct message. */
export const DirectMessage = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.Integer(),
  text: Type.String(),
  /** Who sent it. */
  user_id: Type.Integer(),
  user: Type.Object({ id: Type.Integer(), name: Type.String(), avatar: Type.String() }),
  created_at: Type.String({ format: 'date-time' }),
  edited_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type DirectMessageView = Static<typeof DirectMessage>;

/**
 * A conversation as its member lists it (spec point 3 "Message item"): `id` is the conversation,
 * `message_id` its newest message (null before the first), `user` the other member, `read_at`
 * when this member last read it (null if never), `unread_count` the other member's messages since.
 */
export const MessageItem = Type.Object({
  id: Type.Integer(),
  message_id: Type.Union([Type.Integer(), Type.Null()]),
  url: Type.String({ description: '/messages?chat={id}' }),
  preview: Type.String({ description: 'The newest message, cut to 120 characters; "" before one' }),
  last_message_time: Type.String({ format: 'date-time' }),
  user: Member,
  read_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  unread_count: Type.Integer({ minimum: 0 }),
  other_last_read_message_id: Type.Integer({
    description: 'The newest message the other member has read (0: none): the delivery/read state',
  }),
});
export type MessageItemView = Static<typeof MessageItem>;

/** `broadcast notification`: a new message, with the conversation as the receiver now lists it. */
export const NewDirectMessageEvent = Type.Object({
  conversation: MessageItem,
  message: DirectMessage,
  unread: UnreadCounts,
});

/** `MessageUpdated`: a message was edited (`message`) or deleted (`deleted_id`). */
export const MessageUpdatedEvent = Type.Object({
  conversation: MessageItem,
  message: Type.Union([DirectMessage, Type.Null()]),
  deleted_id: Type.Union([Type.Integer(), Type.Null()]),
});

/** `conversation-read`: a member read a conversation (for the sender's read marks, the reader's tabs). */
export const ConversationReadEvent = Type.Object({
  conversation_id: Type.Integer(),
  reader_id: Type.Integer(),
  last_read_message_id: Type.Integer(),
  read_at: Type.String({ format: 'date-time' }),
  /** The reader's badges after it (only meaningful on the reader's own channel). */
  unread: UnreadCounts,
});

/** `typing`: the other member is writing in the conversation (shown for a few seconds). */
export const TypingEvent = Type.Object({
  conversation_id: Type.Integer(),
  user_id: Type.Integer(),
});

export const messageEventSchemas = {
  DirectMessage,
  MessageItem,
  NewDirectMessageEvent,
  MessageUpdatedEvent,
  ConversationReadEvent,
  TypingEvent,
};

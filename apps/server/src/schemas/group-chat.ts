import { type Static, Type } from 'typebox';

/** The longest group chat message, in characters (once trimmed). */
export const GROUP_MESSAGE_TEXT_MAX = 2000;
/** How many messages a page of a group's chat holds. */
export const GROUP_MESSAGE_PAGE_SIZE = 30;
/** How much of the quoted message a reply shows. */
export const REPLY_PREVIEW_LENGTH = 140;

/** The quoted message of a reply, cut short, with its author's name. */
export const ReplyPreview = Type.Object({
  id: Type.Integer(),
  text: Type.String({ description: `The first ${REPLY_PREVIEW_LENGTH} characters` }),
  user: Type.Object({ name: Type.String() }),
});

/**
 * A message of a group's live chat (spec point 3 "Chat message": id, text, replyTo, userId), with
 * its author and the message it replies to. The mixed camel and snake case is the web's (its
 * `ChatMessage` reads `replyTo`, `userId`, `user`, `created_at`).
 */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  group_id: Type.Integer(),
  text: Type.String(),
  /** Who wrote it. */
  userId: Type.Integer(),
  user: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    userName: Type.String(),
    avatar: Type.String(),
  }),
  replyTo: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The message this one replies to; null when none, or once that one was deleted',
  }),
  reply_preview: Type.Union([ReplyPreview, Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  edited_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type ChatMessageView = Static<typeof ChatMessage>;

/** `message-deleted` on `private:groups.{id}.chat`: a message is gone (its author or a moderator). */
export const ChatMessageDeletedEvent = Type.Object({
  id: Type.Integer(),
  group_id: Type.Integer(),
});

/** `typing` on `private:groups.{id}.chat`: a member is writing (shown for a few seconds). */
export const ChatTypingEvent = Type.Object({
  user: Type.Object({ id: Type.Integer(), name: Type.String() }),
});

/**
 * The group chat channel's payloads, named as they appear in `openapi.json`: `new-message` and
 * `message-updated` carry a `ChatMessage`.
 */
export const groupChatEventSchemas = {
  ChatMessage,
  ChatMessageDeletedEvent,
  ChatTypingEvent,
};

import { channelNames } from '@tapetv/realtime/channels';
import type { Database, Executor } from '../../db/client.ts';
import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import {
  CONVERSATION_LIST_SIZE,
  type DirectMessageView,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TEXT_MAX,
  type MessageItemView,
} from '../../schemas/messages.ts';
import type { UnreadCountsView } from '../../schemas/notifications.ts';
import type { NotificationsRepository } from '../notifications/notifications.repository.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type {
  ConversationListing,
  ConversationRow,
  MessageRow,
  MessagesRepository,
} from './messages.repository.ts';

/** How much of the newest message a conversation's line shows. */
const PREVIEW_LENGTH = 120;

export const chatUrl = (conversationId: number) => `/messages?chat=${conversationId}`;

function presentItem(row: ConversationListing): MessageItemView {
  const preview = row.newest?.text ?? '';
  return {
    id: row.id,
    message_id: row.newest?.id ?? null,
    url: chatUrl(row.id),
    preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview,
    last_message_time: row.lastMessageAt.toISOString(),
    user: { ...row.other, avatar: row.other.avatar ?? DEFAULT_AVATAR },
    read_at: row.lastReadAt?.toISOString() ?? null,
    unread_count: row.unreadCount,
    other_last_read_message_id: row.otherLastReadMessageId,
  };
}

function presentMessage(
  message: MessageRow,
  user: { id: number; name: string; avatar: string | null },
): DirectMessageView {
  return {
    id: message.id,
    conversation_id: message.conversationId,
    text: message.text,
    user_id: message.senderId,
    // Only what a message shows: `user` may be a whole user row (the sender's own).
    user: { id: user.id, name: user.name, avatar: user.avatar ?? DEFAULT_AVATAR },
    created_at: message.createdAt.toISOString(),
    edited_at: message.editedAt?.toISOString() ?? null,
  };
}

/** A message's text, trimmed; refused when empty or too long (422 on `text`). */
function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw validationFailed({ text: ['Write a message first.'] });
  if (trimmed.length > MESSAGE_TEXT_MAX)
    throw validationFailed({
      text: [`A message can be at most ${MESSAGE_TEXT_MAX} characters.`],
    });
  return trimmed;
}

/**
 * Direct messages between two members (issue 14; the spec names no calls, so they follow its
 * conventions). Only the two members read or write a conversation; only a message's sender edits
 * or deletes it. Every change is published after its commit on both members' notifications
 * channels (spec point 4: `broadcast notification` adds a message, `MessageUpdated` updates one),
 * with the conversation as each of them lists it, so badges and open conversations follow live.
 */
export class MessagesService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      messages: MessagesRepository;
      notifications: Pick<NotificationsRepository, 'unreadCounts' | 'lockMember'>;
      users: UsersRepository;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The member's conversations (spec point 3 "Message item"), most recent first. */
  async list(
    viewer: UserRow,
    options: { search?: string; unreadFirst?: boolean; limit?: number } = {},
  ) {
    const rows = await this.deps.messages.listFor(viewer.id, {
      ...(options.search ? { search: options.search.trim() } : {}),
      unreadFirst: options.unreadFirst ?? false,
      limit: options.limit ?? CONVERSATION_LIST_SIZE,
    });
    return rows.map(presentItem);
  }

  /** Starts (or finds) the member's conversation with another member. */
  async start(
    viewer: UserRow,
    userId: number,
  ): Promise<{ created: boolean; item: MessageItemView }> {
    if (userId === viewer.id)
      throw new AppError(422, 'SELF_MESSAGE', 'You cannot send messages to yourself.');
    const other = await this.deps.users.findById(userId);
    if (!other) throw notFound('This member does not exist.');
    return this.deps.db.transaction(async (tx) => {
      const { conversation, created } = await this.deps.messages.conversationOf(
        viewer.id,
        other.id,
        tx,
      );
      return { created, item: await this.itemFor(viewer.id, conversation.id, tx) };
    });
  }

  private async itemFor(userId: number, conversationId: number, tx?: Executor) {
    const [row] = await this.deps.messages.listFor(userId, { conversationId, limit: 1 }, tx);
    if (!row) throw notFound('This conversation does not exist.');
    return presentItem(row);
  }

  /** The conversation, if the member is in it: 404 when there is none, 403 when not theirs. */
  private async conversation(viewer: UserRow, id: number, tx?: Executor): Promise<ConversationRow> {
    const conversation = await this.deps.messages.findConversation(id, tx);
    if (!conversation) throw notFound('This conversation does not exist.');
    if (conversation.lowUserId !== viewer.id && conversation.highUserId !== viewer.id)
      throw forbidden('You are not in this conversation.');
    return conversation;
  }

  /**
   * Holds both members' user rows (in id order, as every path that holds two does), so changes
   * that move either member's badges happen one at a time and each event counts as of its commit.
   */
  private async lockMembers(conversation: ConversationRow, tx: Executor) {
    await this.deps.notifications.lockMember(conversation.lowUserId, tx);
    await this.deps.notifications.lockMember(conversation.highUserId, tx);
    await this.deps.messages.lock(conversation.id, tx);
  }

  private otherOf(conversation: ConversationRow, userId: number) {
    return conversation.lowUserId === userId ? conversation.highUserId : conversation.lowUserId;
  }

  /** A page of the conversation's messages, newest first, and where the other member has read to. */
  async page(viewer: UserRow, id: number, before?: number) {
    await this.conversation(viewer, id);
    const rows = await this.deps.messages.page(id, before, MESSAGE_PAGE_SIZE + 1);
    const shown = rows.slice(0, MESSAGE_PAGE_SIZE);
    const item = await this.itemFor(viewer.id, id);
    return {
      data: shown.map((row) => presentMessage(row.message, row.user)),
      nextBefore: rows.length > MESSAGE_PAGE_SIZE ? (shown.at(-1)?.message.id ?? null) : null,
      conversation: item,
    };
  }

  /** Tells both members, each with the conversation as they now list it. */
  private async tellBoth(
    tx: Executor,
    conversation: ConversationRow,
    tell: (item: MessageItemView, unread: UnreadCountsView, userId: number) => void,
  ) {
    for (const userId of [conversation.lowUserId, conversation.highUserId]) {
      const item = await this.itemFor(userId, conversation.id, tx);
      const unread = await this.deps.notifications.unreadCounts(userId, tx);
      tell(item, unread, userId);
    }
  }

  async send(viewer: UserRow, id: number, text: string): Promise<DirectMessageView> {
    const body = checkedText(text);
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const conversation = await this.conversation(viewer, id, tx);
      await this.lockMembers(conversation, tx);
      // Taken once the locks are held, so times follow the order messages are stored in.
      const at = this.now();
      const row = await this.deps.messages.addMessage(id, viewer.id, body, at, tx);
      const message = presentMessage(row, viewer);
      await this.tellBoth(tx, conversation, (item, unread, userId) =>
        queue(channelNames.userNotifications(userId), 'broadcast notification', {
          conversation: item,
          message,
          unread,
        }),
      );
      return message;
    });
  }

  private async ownMessage(
    viewer: UserRow,
    conversationId: number,
    messageId: number,
    tx: Executor,
  ) {
    const found = await this.deps.messages.findMessage(messageId, tx);
    if (!found || found.message.conversationId !== conversationId)
      throw notFound('This message does not exist.');
    if (found.message.senderId !== viewer.id)
      throw forbidden('You can only change your own messages.');
    return found;
  }

  async edit(viewer: UserRow, id: number, messageId: number, text: string) {
    const body = checkedText(text);
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const conversation = await this.conversation(viewer, id, tx);
      await this.lockMembers(conversation, tx);
      const at = this.now();
      const found = await this.ownMessage(viewer, id, messageId, tx);
      await this.deps.messages.editMessage(messageId, body, at, tx);
      const message = presentMessage({ ...found.message, text: body, editedAt: at }, found.user);
      await this.tellBoth(tx, conversation, (item, _unread, userId) =>
        queue(channelNames.userNotifications(userId), 'MessageUpdated', {
          conversation: item,
          message,
          deleted_id: null,
        }),
      );
      return message;
    });
  }

  async remove(viewer: UserRow, id: number, messageId: number) {
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const conversation = await this.conversation(viewer, id, tx);
      await this.lockMembers(conversation, tx);
      await this.ownMessage(viewer, id, messageId, tx);
      await this.deps.messages.deleteMessage(messageId, id, tx);
      await this.tellBoth(tx, conversation, (item, _unread, userId) =>
        queue(channelNames.userNotifications(userId), 'MessageUpdated', {
          conversation: item,
          message: null,
          deleted_id: messageId,
        }),
      );
      return { success: true, message: 'Message deleted.' };
    });
  }

  /** Marks the conversation read up to its newest message (never back). */
  async markRead(viewer: UserRow, id: number) {
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const conversation = await this.conversation(viewer, id, tx);
      await this.lockMembers(conversation, tx);
      const at = this.now();
      const newest = await this.deps.messages.newestMessageId(id, tx);
      const moved = await this.deps.messages.markRead(id, viewer.id, newest, at, tx);
      const unread = await this.deps.notifications.unreadCounts(viewer.id, tx);
      const item = await this.itemFor(viewer.id, id, tx);
      const event = {
        conversation_id: id,
        reader_id: viewer.id,
        last_read_message_id: Math.max(newest, 0),
        read_at: item.read_at ?? at.toISOString(),
        unread,
      };
      if (moved)
        for (const userId of [viewer.id, this.otherOf(conversation, viewer.id)])
          queue(channelNames.userNotifications(userId), 'conversation-read', event);
      return { conversation: item, unread };
    });
  }

  /** Tells the other member the viewer is writing (nothing is stored). */
  async typing(viewer: UserRow, id: number) {
    await this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const conversation = await this.conversation(viewer, id, tx);
      queue(channelNames.userNotifications(this.otherOf(conversation, viewer.id)), 'typing', {
        conversation_id: id,
        user_id: viewer.id,
      });
    });
  }
}

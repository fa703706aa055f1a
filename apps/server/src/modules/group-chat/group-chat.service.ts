import { channelNames } from '@tapetv/realtime/channels';
import type { Database, Executor } from '../../db/client.ts';
import type { GroupRole } from '../../db/schema/index.ts';
import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import { forbidden, notFound, validationFailed } from '../../lib/errors.ts';
import {
  type ChatMessageView,
  GROUP_MESSAGE_PAGE_SIZE,
  GROUP_MESSAGE_TEXT_MAX,
} from '../../schemas/group-chat.ts';
import type { GroupsRepository } from '../groups/groups.repository.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { GroupChatRepository, GroupMessageDetails } from './group-chat.repository.ts';

const READ_REFUSED = 'Only members of this group can read its chat.';
const WRITE_REFUSED = 'Only members of this group can write in its chat.';
const NO_GROUP = 'This group does not exist.';
const NO_MESSAGE = 'This message does not exist.';
/** Who may delete anyone's message in their group's chat. */
const MODERATORS: ReadonlySet<GroupRole> = new Set(['owner', 'admin']);

function presentMessage({
  message,
  user,
  quotedText,
  quotedAuthorName,
}: GroupMessageDetails): ChatMessageView {
  return {
    id: message.id,
    group_id: message.groupId,
    text: message.text,
    userId: message.userId,
    // Only what a message shows: never the rest of the author's row.
    user: {
      id: user.id,
      name: user.name,
      userName: user.userName,
      avatar: user.avatar ?? DEFAULT_AVATAR,
    },
    replyTo: message.replyToId,
    reply_preview:
      message.replyToId === null || quotedText === null
        ? null
        : { id: message.replyToId, text: quotedText, user: { name: quotedAuthorName ?? '' } },
    created_at: message.createdAt.toISOString(),
    edited_at: message.editedAt?.toISOString() ?? null,
  };
}

/**
 * A message's text, trimmed; refused when nothing is left (the schema refuses "" and overlong
 * texts before this). Counted in characters, as the schema's maxLength counts them.
 */
function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw validationFailed({ text: ['The text field is required.'] });
  if ([...trimmed].length > GROUP_MESSAGE_TEXT_MAX)
    throw validationFailed({
      text: [`The text must not be greater than ${GROUP_MESSAGE_TEXT_MAX} characters.`],
    });
  return trimmed;
}

/**
 * A group's live chat (spec point 7 "Chat"): only the group's members read it and write in it,
 * whatever the group's privacy. An author edits their own messages; an author, or an owner or
 * admin of the group (moderation), deletes one. Every change is published after its commit on
 * the group's chat channel (`new-message`, `message-updated`, `message-deleted`), and typing is
 * published there without being stored.
 */
export class GroupChatService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: {
      db: Database;
      chat: GroupChatRepository;
      groups: Pick<GroupsRepository, 'roleOf'>;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The viewer's role in the group: 404 when there is no such group, 403 when not a member. */
  private async roleIn(
    viewer: UserRow,
    groupId: number,
    refusal: string,
    tx?: Executor,
  ): Promise<GroupRole> {
    const role = await this.deps.groups.roleOf(groupId, viewer.id, tx);
    if (role) return role;
    if (!(await this.deps.chat.groupExists(groupId, tx))) throw notFound(NO_GROUP);
    throw forbidden(refusal);
  }

  /**
   * Holds the group (see `GroupChatRepository.lockGroup`) and checks that the viewer may write in
   * its chat.
   */
  private async lockForWriting(viewer: UserRow, groupId: number, tx: Executor) {
    if (!(await this.deps.chat.lockGroup(groupId, tx))) throw notFound(NO_GROUP);
    const role = await this.deps.groups.roleOf(groupId, viewer.id, tx);
    if (!role) throw forbidden(WRITE_REFUSED);
    return role;
  }

  /**
   * Page `page` (from 1) of the chat, newest first. Pages count only messages with id ≤ `anchor`
   * (the newest id the client held when it loaded page 1), so messages sent meanwhile neither
   * push older ones onto the next page twice nor leave a gap; without one, the anchor is the
   * newest message now, and the answer says which it was. An empty page: everything is loaded.
   */
  async page(viewer: UserRow, groupId: number, page: number, anchor?: number) {
    await this.roleIn(viewer, groupId, READ_REFUSED);
    const { rows, newest } = await this.deps.chat.page(groupId, {
      ...(anchor === undefined ? {} : { anchor }),
      offset: (page - 1) * GROUP_MESSAGE_PAGE_SIZE,
      limit: GROUP_MESSAGE_PAGE_SIZE + 1,
    });
    return {
      data: rows.slice(0, GROUP_MESSAGE_PAGE_SIZE).map(presentMessage),
      page,
      hasMore: rows.length > GROUP_MESSAGE_PAGE_SIZE,
      anchor: anchor ?? newest,
    };
  }

  /** Sends a message as the viewer (never as anyone else), optionally replying to one. */
  async send(
    viewer: UserRow,
    groupId: number,
    input: { text: string; replyTo?: number | null },
  ): Promise<ChatMessageView> {
    const text = checkedText(input.text);
    const replyToId = input.replyTo ?? null;
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.lockForWriting(viewer, groupId, tx);
      if (replyToId !== null && (await this.deps.chat.groupOf(replyToId, tx)) !== groupId)
        throw validationFailed({ replyTo: ['You can only reply to a message of this chat.'] });
      // Taken once the group is held, so times follow the order messages are stored in.
      const at = this.now();
      const row = await this.deps.chat.add({ groupId, userId: viewer.id, text, replyToId, at }, tx);
      const stored = await this.deps.chat.find(row.id, tx);
      if (!stored) throw new Error(`group message ${row.id} vanished inside its transaction`);
      const message = presentMessage(stored);
      queue(channelNames.groupChat(groupId), 'new-message', message);
      return message;
    });
  }

  /** Replaces the text of one of the viewer's own messages in the group's chat. */
  async edit(
    viewer: UserRow,
    groupId: number,
    messageId: number,
    input: string,
  ): Promise<ChatMessageView> {
    const text = checkedText(input);
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.lockForWriting(viewer, groupId, tx);
      const found = await this.deps.chat.find(messageId, tx);
      if (!found || found.message.groupId !== groupId) throw notFound(NO_MESSAGE);
      if (found.message.userId !== viewer.id)
        throw forbidden('You can only edit your own messages.');
      const at = this.now();
      await this.deps.chat.edit(messageId, text, at, tx);
      const message = presentMessage({
        ...found,
        message: { ...found.message, text, editedAt: at },
      });
      queue(channelNames.groupChat(groupId), 'message-updated', message);
      return message;
    });
  }

  /**
   * Deletes a message: the viewer's own (even after leaving the group: what they wrote is theirs
   * to take back), or anyone's when the viewer is an owner or admin of its group.
   */
  async remove(viewer: UserRow, messageId: number) {
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const groupId = await this.deps.chat.groupOf(messageId, tx);
      if (groupId === undefined) throw notFound(NO_MESSAGE);
      await this.deps.chat.lockGroup(groupId, tx);
      // Read again under the lock: another delete may have come first.
      const found = await this.deps.chat.find(messageId, tx);
      if (!found) throw notFound(NO_MESSAGE);
      if (found.message.userId !== viewer.id) {
        const role = await this.deps.groups.roleOf(groupId, viewer.id, tx);
        if (!role || !MODERATORS.has(role))
          throw forbidden('You can only delete your own messages.');
      }
      await this.deps.chat.remove(messageId, tx);
      queue(channelNames.groupChat(groupId), 'message-deleted', {
        id: messageId,
        group_id: groupId,
      });
      return { success: true, message: 'Message deleted.' as const, id: messageId };
    });
  }

  /** Tells the group's chat the viewer is writing (nothing is stored). */
  async typing(viewer: UserRow, groupId: number): Promise<void> {
    await this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      await this.roleIn(viewer, groupId, WRITE_REFUSED, tx);
      queue(channelNames.groupChat(groupId), 'typing', {
        user: { id: viewer.id, name: viewer.name },
      });
    });
  }
}

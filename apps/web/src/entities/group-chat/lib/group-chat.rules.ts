import type { ContractSchema } from '@tapetv/api-client';

/** A message of a group's chat, as the API and the chat channel carry it. */
export type GroupChatMessage = ContractSchema<'ChatMessage'>;

/** One page of `GET /api/{groupId}/messages` (newest first). */
export interface GroupChatPage {
  data: readonly GroupChatMessage[];
  hasMore: boolean;
  anchor: number | null;
}

/** Someone writing in the chat, shown until `until` (epoch ms). */
export interface TypingMember {
  id: number;
  name: string;
  until: number;
}

/** How long "… is typing" shows after the last typing event. */
export const TYPING_SHOWN_MS = 5000;

/** What a reply shows of the message it quotes (the server sends the first 140 characters). */
const PREVIEW_CHARS = 140;

// The rules of spec point 4 "Group messages". Lists are newest first, as the chat keeps them.

/**
 * A new message goes at the top. One the list already holds (the sender's own answer and its
 * event, or an event repeated around a reconnect) replaces the held one in its place, never twice.
 */
export function addNewMessage(
  list: readonly GroupChatMessage[],
  message: GroupChatMessage,
): readonly GroupChatMessage[] {
  if (list.some((held) => held.id === message.id)) return replaceMessage(list, message);
  return [message, ...list];
}

/**
 * An edit replaces the message's text (the whole message as the server now has it: text and
 * `edited_at`), and the quotes of replies to it. An edit of a message not held changes nothing.
 */
export function replaceMessage(
  list: readonly GroupChatMessage[],
  message: GroupChatMessage,
): readonly GroupChatMessage[] {
  if (!list.some((held) => held.id === message.id)) return list;
  return list.map((held) => {
    if (held.id === message.id) return message;
    if (held.reply_preview?.id === message.id && held.reply_preview.text !== message.text) {
      return {
        ...held,
        reply_preview: { ...held.reply_preview, text: message.text.slice(0, PREVIEW_CHARS) },
      };
    }
    return held;
  });
}

/** A delete removes the message; replies to it lose their quote, as the server's do. */
export function removeMessage(
  list: readonly GroupChatMessage[],
  id: number,
): readonly GroupChatMessage[] {
  if (!list.some((held) => held.id === id || held.replyTo === id)) return list;
  return list
    .filter((held) => held.id !== id)
    .map((held) => (held.replyTo === id ? { ...held, replyTo: null, reply_preview: null } : held));
}

/** A page of older messages is appended below what is held (ids held already are skipped). */
export function appendPage(
  list: readonly GroupChatMessage[],
  page: readonly GroupChatMessage[],
): readonly GroupChatMessage[] {
  const held = new Set(list.map((message) => message.id));
  const older = page.filter((message) => !held.has(message.id));
  return older.length === 0 ? list : [...list, ...older];
}

/** Whether older pages remain after this one: an empty page marks all messages loaded. */
export function hasMoreAfter(page: GroupChatPage): boolean {
  return page.data.length > 0 && page.hasMore;
}

/**
 * Catching up with the newest page (after a reconnect, or on opening the chat again): what the
 * page holds replaces the held copy by id, what was missed joins in its place by id (newest
 * first), and held messages that the page covers but no longer lists were deleted meanwhile.
 * Messages newer than the page (events that arrived while it was fetched) stay.
 */
export function mergeNewestPage(
  list: readonly GroupChatMessage[],
  page: GroupChatPage,
): readonly GroupChatMessage[] {
  const listed = new Map(page.data.map((message) => [message.id, message]));
  const newest = page.anchor ?? Math.max(0, ...listed.keys());
  // The page covers every id down to its oldest message, or all of them when it is the last.
  const oldest = page.hasMore ? Math.min(...listed.keys()) : Number.NEGATIVE_INFINITY;
  const covered = (id: number) => id <= newest && id >= oldest;
  const kept = list
    .filter((held) => listed.has(held.id) || !covered(held.id))
    .map((held) => listed.get(held.id) ?? held);
  const keptIds = new Set(kept.map((message) => message.id));
  const missed = page.data.filter((message) => !keptIds.has(message.id));
  if (missed.length === 0) return kept;
  return [...kept, ...missed].sort((a, b) => b.id - a.id);
}

/** A member typing: shown until a while after their last typing event. */
export function withTyping(
  typing: readonly TypingMember[],
  user: { id: number; name: string },
  now: number,
): readonly TypingMember[] {
  return [
    ...typing.filter((member) => member.id !== user.id && member.until > now),
    { id: user.id, name: user.name, until: now + TYPING_SHOWN_MS },
  ];
}

/** Who is typing at `now`, by name, in the order they started. */
export function typingNames(typing: readonly TypingMember[], now: number): string[] {
  return typing.filter((member) => member.until > now).map((member) => member.name);
}

/** "Dana is typing…", "Dana and Sam are typing…", "3 people are typing…"; null for nobody. */
export function typingLabel(names: readonly string[]): string | null {
  const [first, second] = names;
  if (first === undefined) return null;
  if (second === undefined) return `${first} is typing…`;
  if (names.length === 2) return `${first} and ${second} are typing…`;
  return `${names.length} people are typing…`;
}

/**
 * Where the "New messages" line goes when the chat opens: above the oldest message of another
 * member newer than the last one the viewer saw here. None on a first visit (`lastSeenId` null:
 * everything is new, a line at the top says nothing) or when nothing is newer.
 */
export function firstUnreadId(
  messages: readonly GroupChatMessage[],
  lastSeenId: number | null,
  viewerId: number,
): number | null {
  if (lastSeenId === null) return null;
  let oldest: number | null = null;
  for (const message of messages)
    if (message.id > lastSeenId && message.userId !== viewerId) oldest = message.id;
  return oldest;
}

import type { ContractSchema } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api } from '@/shared/api';
import {
  addNewMessage,
  appendPage,
  type GroupChatMessage,
  type GroupChatPage,
  hasMoreAfter,
  mergeNewestPage,
  removeMessage,
  replaceMessage,
  TYPING_SHOWN_MS,
  type TypingMember,
  withTyping,
} from '../lib/group-chat.rules.ts';
import type { OnlineMember } from '../lib/online-members.ts';

type TypingEvent = ContractSchema<'ChatTypingEvent'>;
type DeletedEvent = ContractSchema<'ChatMessageDeletedEvent'>;

const failure = (error: unknown, what: string) =>
  error instanceof Error && error.message ? error.message : `${what} could not be loaded.`;

/** One group's live chat: its messages newest first (older pages load on demand). */
export interface GroupChatState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Spec point 8: a failed fetch keeps its message (the chat's, or that of an older page). */
  error: string | null;
  messages: readonly GroupChatMessage[];
  /** The last page loaded; page 1 is the newest. */
  page: number;
  /** What page 1 answered: later pages count only messages up to it (no gaps, no repeats). */
  anchor: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Members writing now (the viewer excluded), each until a few seconds after their event. */
  typing: readonly TypingMember[];
}

const INITIAL: GroupChatState = {
  status: 'idle',
  error: null,
  messages: [],
  page: 0,
  anchor: null,
  hasMore: false,
  loadingMore: false,
  typing: [],
};

/**
 * Keyed by group id: each group's chat keeps its messages while the member moves between tabs and
 * groups, so coming back shows them at once and only catches up.
 */
export const groupChatAtomFamily = atomFamily((groupId: number) => {
  const chatAtom = atom<GroupChatState>(INITIAL);
  chatAtom.debugLabel = `groupChat:${groupId}`;
  return chatAtom;
});

/**
 * Keyed by group id: the members present in the group's chat now (real-time presence), one entry
 * each, for the online dots of the chat and the members tab.
 */
export const groupPresenceAtomFamily = atomFamily((groupId: number) => {
  const presenceAtom = atom<readonly OnlineMember[]>([]);
  presenceAtom.debugLabel = `groupPresence:${groupId}`;
  return presenceAtom;
});

/** Keyed by group id: the user ids of `groupPresenceAtomFamily`, derived. */
export const groupOnlineAtomFamily = atomFamily((groupId: number) => {
  const onlineAtom = atom<ReadonlySet<number>>(
    (get) => new Set(get(groupPresenceAtomFamily(groupId)).map((member) => member.id)),
  );
  onlineAtom.debugLabel = `groupOnline:${groupId}`;
  return onlineAtom;
});

const fetchPage = (groupId: number, page: number, anchor: number | null) =>
  api.get('/api/{groupId}/messages', {
    path: { groupId },
    query: { page, ...(anchor !== null ? { anchor } : {}) },
  });

/**
 * Opens a group's chat: its newest page. A chat already loaded catches up instead (what was
 * missed, edited or deleted since), keeping the older pages it holds.
 */
export const loadGroupChatAtom = atom(null, async (get, set, groupId: number) => {
  const chatAtom = groupChatAtomFamily(groupId);
  const state = get(chatAtom);
  if (state.status === 'loading') return;
  if (state.status === 'ready') {
    await set(catchUpGroupChatAtom, groupId).catch((error: unknown) => {
      console.error('Catching up with the group chat failed:', error);
    });
    return;
  }
  set(chatAtom, { ...state, status: 'loading', error: null });
  try {
    const answer = await fetchPage(groupId, 1, null);
    const now = get(chatAtom);
    set(chatAtom, {
      ...now,
      status: 'ready',
      // Events that arrived while the page was on its way are merged with it by id.
      messages: mergeNewestPage(now.messages, answer),
      page: 1,
      anchor: answer.anchor,
      hasMore: hasMoreAfter(answer),
    });
  } catch (error) {
    console.error('Loading the group chat failed:', error);
    set(chatAtom, { ...get(chatAtom), status: 'error', error: failure(error, 'The chat') });
  }
});

/** The next older page, appended below what is held; an empty page marks all loaded. */
export const loadOlderGroupMessagesAtom = atom(null, async (get, set, groupId: number) => {
  const chatAtom = groupChatAtomFamily(groupId);
  const state = get(chatAtom);
  if (state.status !== 'ready' || state.loadingMore || !state.hasMore) return;
  set(chatAtom, { ...state, loadingMore: true, error: null });
  try {
    const answer = await fetchPage(groupId, state.page + 1, state.anchor);
    const now = get(chatAtom);
    set(chatAtom, {
      ...now,
      loadingMore: false,
      messages: appendPage(now.messages, answer.data),
      page: state.page + 1,
      hasMore: hasMoreAfter(answer),
    });
  } catch (error) {
    console.error('Loading older group messages failed:', error);
    set(chatAtom, {
      ...get(chatAtom),
      loadingMore: false,
      error: failure(error, 'Older messages'),
    });
  }
});

/**
 * After lost continuity (a reconnect): page 1 again, merged by id with what is held. A failure
 * rejects and changes nothing: the caller reports it (and the live hook tries again).
 */
export const catchUpGroupChatAtom = atom(null, async (get, set, groupId: number) => {
  const chatAtom = groupChatAtomFamily(groupId);
  if (get(chatAtom).status !== 'ready') return;
  const answer: GroupChatPage = await fetchPage(groupId, 1, null);
  const now = get(chatAtom);
  set(chatAtom, { ...now, messages: mergeNewestPage(now.messages, answer) });
});

/**
 * Sends a message; it shows once the server has it, so a failure leaves nothing behind. The
 * failure is logged and thrown: the composer keeps the text and says it was not sent.
 */
export const sendGroupMessageAtom = atom(
  null,
  async (_get, set, groupId: number, input: { text: string; replyTo: number | null }) => {
    try {
      const answer = await api.post('/api/groups/{groupId}/send-message', {
        path: { groupId },
        body: { text: input.text, ...(input.replyTo !== null ? { replyTo: input.replyTo } : {}) },
      });
      set(receiveGroupMessageAtom, answer.data);
    } catch (error) {
      console.error('Sending a group message failed:', error);
      throw error;
    }
  },
);

/** Edits one's own message; like a send, a failure is logged and thrown (the editor stays open). */
export const editGroupMessageAtom = atom(
  null,
  async (_get, set, groupId: number, messageId: number, text: string) => {
    try {
      const answer = await api.put('/api/groups/{groupId}/messages/{messageId}', {
        path: { groupId, messageId },
        body: { text },
      });
      set(receiveGroupMessageUpdatedAtom, answer.data);
    } catch (error) {
      console.error('Editing a group message failed:', error);
      throw error;
    }
  },
);

/** Deletes a message (one's own, or any for a moderator); a failure is logged only. */
export const deleteGroupMessageAtom = atom(
  null,
  async (_get, set, groupId: number, messageId: number) => {
    try {
      await api.delete('/api/groups/{messageId}/delete', { path: { messageId } });
      set(receiveGroupMessageDeletedAtom, { id: messageId, group_id: groupId });
    } catch (error) {
      console.error('Deleting a group message failed:', error);
    }
  },
);

/** `new-message` (or one's own send): at the top, once; its author is no longer typing. */
export const receiveGroupMessageAtom = atom(null, (get, set, message: GroupChatMessage) => {
  const chatAtom = groupChatAtomFamily(message.group_id);
  const state = get(chatAtom);
  if (state.status === 'idle') return;
  set(chatAtom, {
    ...state,
    messages: addNewMessage(state.messages, message),
    typing: state.typing.filter((member) => member.id !== message.userId),
  });
});

/** `message-updated`: the edited message replaces the held one. */
export const receiveGroupMessageUpdatedAtom = atom(null, (get, set, message: GroupChatMessage) => {
  const chatAtom = groupChatAtomFamily(message.group_id);
  const state = get(chatAtom);
  const messages = replaceMessage(state.messages, message);
  if (messages !== state.messages) set(chatAtom, { ...state, messages });
});

/** `message-deleted`: the message goes, and replies to it lose their quote. */
export const receiveGroupMessageDeletedAtom = atom(null, (get, set, event: DeletedEvent) => {
  const chatAtom = groupChatAtomFamily(event.group_id);
  const state = get(chatAtom);
  const messages = removeMessage(state.messages, event.id);
  if (messages !== state.messages) set(chatAtom, { ...state, messages });
});

/** `typing`: "… is typing" for a few seconds (`TYPING_SHOWN_MS`). */
export const receiveGroupTypingAtom = atom(
  null,
  (get, set, groupId: number, event: TypingEvent, at?: number) => {
    const chatAtom = groupChatAtomFamily(groupId);
    const state = get(chatAtom);
    if (state.status === 'idle') return;
    set(chatAtom, { ...state, typing: withTyping(state.typing, event.user, at ?? Date.now()) });
  },
);

/** At most one typing call per group every few seconds: enough for the others' indicator. */
const lastTypingSent = new Map<number, number>();
export const sendGroupTypingAtom = atom(null, async (_get, _set, groupId: number, at?: number) => {
  const now = at ?? Date.now();
  if (now - (lastTypingSent.get(groupId) ?? Number.NEGATIVE_INFINITY) < TYPING_SHOWN_MS / 2) return;
  lastTypingSent.set(groupId, now);
  try {
    await api.post('/api/groups/{groupId}/typing', { path: { groupId } });
  } catch (error) {
    console.error('Telling the group about typing failed:', error);
  }
});

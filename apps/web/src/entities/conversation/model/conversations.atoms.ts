import type { ContractSchema } from '@tapetv/api-client';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { api } from '@/shared/api';

export type MessageItem = ContractSchema<'MessageItem'>;
export type DirectMessage = ContractSchema<'DirectMessage'>;
type NewMessageEvent = ContractSchema<'NewDirectMessageEvent'>;
type MessageUpdatedEvent = ContractSchema<'MessageUpdatedEvent'>;
type ConversationReadEvent = ContractSchema<'ConversationReadEvent'>;

/** How long "… is typing" shows after the last typing event. */
export const TYPING_SHOWN_MS = 5000;

const failure = (error: unknown, what: string) =>
  error instanceof Error && error.message ? error.message : `${what} could not be loaded.`;

/** The member's conversations, as `/messages` lists them. */
export interface ConversationListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  items: readonly MessageItem[];
  search: string;
  unreadFirst: boolean;
}

export const conversationListAtom = atom<ConversationListState>({
  status: 'idle',
  error: null,
  items: [],
  search: '',
  unreadFirst: false,
});

/** Most recent first; with `unreadFirst`, conversations with unread messages before the rest. */
export function orderConversations(
  items: readonly MessageItem[],
  unreadFirst: boolean,
): MessageItem[] {
  return [...items].sort(
    (a, b) =>
      (unreadFirst ? Number(b.unread_count > 0) - Number(a.unread_count > 0) : 0) ||
      b.last_message_time.localeCompare(a.last_message_time) ||
      b.id - a.id,
  );
}

/** `GET /api/conversations` with the list's search and order. */
export const loadConversationsAtom = atom(
  null,
  async (get, set, options: { search?: string; unreadFirst?: boolean } = {}) => {
    const current = get(conversationListAtom);
    const search = options.search ?? current.search;
    const unreadFirst = options.unreadFirst ?? current.unreadFirst;
    set(conversationListAtom, { ...current, status: 'loading', error: null, search, unreadFirst });
    try {
      const answer = await api.get('/api/conversations', {
        query: { ...(search.trim() ? { search: search.trim() } : {}), unread_first: unreadFirst },
      });
      // A newer load (another search) may have started meanwhile: only the latest one counts.
      const latest = get(conversationListAtom);
      if (latest.search !== search || latest.unreadFirst !== unreadFirst) return;
      set(conversationListAtom, { ...latest, status: 'ready', items: answer.data });
    } catch (error) {
      set(conversationListAtom, {
        ...get(conversationListAtom),
        status: 'error',
        error: failure(error, 'Your conversations'),
      });
    }
  },
);

/** The conversation as the member now lists it (from an answer or an event), in its place. */
export const upsertConversationAtom = atom(null, (get, set, item: MessageItem) => {
  const list = get(conversationListAtom);
  const searched = list.search.trim().toLowerCase();
  const matches =
    !searched ||
    item.user.name.toLowerCase().includes(searched) ||
    item.user.userName.toLowerCase().includes(searched);
  const others = list.items.filter((held) => held.id !== item.id);
  set(conversationListAtom, {
    ...list,
    items: orderConversations(matches ? [item, ...others] : others, list.unreadFirst),
  });
  const conversationAtom = conversationAtomFamily(item.id);
  const conversation = get(conversationAtom);
  if (conversation.status !== 'idle') set(conversationAtom, { ...conversation, item });
});

/** One open conversation: its messages newest first (pages of older ones load on demand). */
export interface ConversationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  item: MessageItem | null;
  messages: readonly DirectMessage[];
  /** The cursor of the next older page; null once the oldest is in. */
  nextBefore: number | null;
  loadingOlder: boolean;
  /** Until when "… is typing" shows (epoch ms); 0 for not. */
  typingUntil: number;
}

export const conversationAtomFamily = atomFamily((id: number) => {
  const conversationAtom = atom<ConversationState>({
    status: 'idle',
    error: null,
    item: null,
    messages: [],
    nextBefore: null,
    loadingOlder: false,
    typingUntil: 0,
  });
  conversationAtom.debugLabel = `conversation:${id}`;
  return conversationAtom;
});

const withMessage = (list: readonly DirectMessage[], message: DirectMessage) =>
  list.some((held) => held.id === message.id)
    ? list.map((held) => (held.id === message.id ? message : held))
    : [message, ...list].sort((a, b) => b.id - a.id);

/** Loads a conversation's newest page, or (`older`) the page before what it holds. */
export const loadConversationAtom = atom(null, async (get, set, id: number, older = false) => {
  const conversationAtom = conversationAtomFamily(id);
  const state = get(conversationAtom);
  if (older && (state.loadingOlder || state.nextBefore === null)) return;
  if (!older && state.status === 'loading') return;
  set(
    conversationAtom,
    older ? { ...state, loadingOlder: true } : { ...state, status: 'loading', error: null },
  );
  try {
    const answer = await api.get('/api/conversations/{conversationId}/messages', {
      path: { conversationId: id },
      query: older && state.nextBefore !== null ? { before: state.nextBefore } : {},
    });
    const now = get(conversationAtom);
    let messages = older
      ? now.messages
      : now.messages.filter((m) => m.id > (answer.data[0]?.id ?? 0));
    for (const message of answer.data) messages = withMessage(messages, message);
    set(conversationAtom, {
      ...now,
      status: 'ready',
      loadingOlder: false,
      item: answer.conversation,
      messages,
      nextBefore: older || now.status !== 'ready' ? answer.nextBefore : now.nextBefore,
    });
  } catch (error) {
    const now = get(conversationAtom);
    set(
      conversationAtom,
      older
        ? { ...now, loadingOlder: false, error: failure(error, 'Older messages') }
        : { ...now, status: 'error', error: failure(error, 'The conversation') },
    );
  }
});

/** `POST /api/conversations`: the conversation with a member (started if new); its id. */
export const startConversationAtom = atom(null, async (_get, set, userId: number) => {
  const item = await api.post('/api/conversations', { body: { user_id: userId } });
  set(upsertConversationAtom, item);
  return item.id;
});

/** Sends a message; it shows once the server has it (spec point 8: a failure keeps the text). */
export const sendMessageAtom = atom(null, async (_get, set, id: number, text: string) => {
  const message = await api.post('/api/conversations/{conversationId}/messages', {
    path: { conversationId: id },
    body: { text },
  });
  set(receiveMessageAtom, message);
});

export const editMessageAtom = atom(
  null,
  async (_get, set, id: number, messageId: number, text: string) => {
    const message = await api.put('/api/conversations/{conversationId}/messages/{messageId}', {
      path: { conversationId: id, messageId },
      body: { text },
    });
    set(receiveMessageAtom, message);
  },
);

export const deleteMessageAtom = atom(null, async (_get, set, id: number, messageId: number) => {
  await api.delete('/api/conversations/{conversationId}/messages/{messageId}', {
    path: { conversationId: id, messageId },
  });
  set(removeMessageAtom, id, messageId);
});

/** A message (new or edited) joins its conversation if it is open, once. */
export const receiveMessageAtom = atom(null, (get, set, message: DirectMessage) => {
  const conversationAtom = conversationAtomFamily(message.conversation_id);
  const state = get(conversationAtom);
  if (state.status === 'idle') return;
  set(conversationAtom, {
    ...state,
    messages: withMessage(state.messages, message),
    typingUntil: 0,
  });
});

export const removeMessageAtom = atom(null, (get, set, id: number, messageId: number) => {
  const conversationAtom = conversationAtomFamily(id);
  const state = get(conversationAtom);
  if (state.messages.some((message) => message.id === messageId))
    set(conversationAtom, {
      ...state,
      messages: state.messages.filter((message) => message.id !== messageId),
    });
});

/** Spec point 4: `broadcast notification` adds a message. */
export const receiveNewMessageEventAtom = atom(null, (_get, set, event: NewMessageEvent) => {
  set(receiveMessageAtom, event.message);
  set(upsertConversationAtom, event.conversation);
});

/** Spec point 4: `MessageUpdated` updates a message (or removes a deleted one). */
export const receiveMessageUpdatedAtom = atom(null, (_get, set, event: MessageUpdatedEvent) => {
  if (event.message) set(receiveMessageAtom, event.message);
  if (event.deleted_id !== null) set(removeMessageAtom, event.conversation.id, event.deleted_id);
  set(upsertConversationAtom, event.conversation);
});

/** Someone read a conversation: the other member's read mark moves (for "Seen"), or one's own. */
export const receiveConversationReadAtom = atom(
  null,
  (get, set, viewerId: number, event: ConversationReadEvent) => {
    const conversationAtom = conversationAtomFamily(event.conversation_id);
    const state = get(conversationAtom);
    const list = get(conversationListAtom);
    const apply = (item: MessageItem): MessageItem =>
      event.reader_id === viewerId
        ? { ...item, unread_count: 0, read_at: event.read_at }
        : { ...item, other_last_read_message_id: event.last_read_message_id };
    const held = list.items.find((item) => item.id === event.conversation_id);
    if (held) set(upsertConversationAtom, apply(held));
    else if (state.item) set(conversationAtom, { ...state, item: apply(state.item) });
  },
);

/** `typing`: "… is typing" for a few seconds. */
export const receiveTypingAtom = atom(
  null,
  (get, set, event: { conversation_id: number }, at?: number) => {
    const now = at ?? Date.now();
    const conversationAtom = conversationAtomFamily(event.conversation_id);
    const state = get(conversationAtom);
    if (state.status !== 'idle')
      set(conversationAtom, { ...state, typingUntil: now + TYPING_SHOWN_MS });
  },
);

/** `POST /api/conversations/{id}/read`: the conversation is read up to its newest message. */
export const markConversationReadAtom = atom(null, async (_get, set, id: number) => {
  try {
    const answer = await api.post('/api/conversations/{conversationId}/read', {
      path: { conversationId: id },
    });
    set(upsertConversationAtom, answer.conversation);
    return answer.unread;
  } catch (error) {
    console.error('Marking a conversation read failed:', error);
    return null;
  }
});

/** At most one typing call every few seconds: enough for the other side's indicator. */
let lastTypingSent = 0;
export const sendTypingAtom = atom(null, async (_get, _set, id: number, at?: number) => {
  const now = at ?? Date.now();
  if (now - lastTypingSent < TYPING_SHOWN_MS / 2) return;
  lastTypingSent = now;
  try {
    await api.post('/api/conversations/{conversationId}/typing', { path: { conversationId: id } });
  } catch (error) {
    console.error('Telling the other member about typing failed:', error);
  }
});

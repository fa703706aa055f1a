import { insertUnique, mergeMissed } from '@tapetv/realtime';
import { atom } from 'jotai';
import { api, formFailure } from '@/shared/api';
import { nowAtom } from '@/shared/lib/time';
import type { LiveChatMessage, LiveStatus } from './types.ts';

const failureText = (error: unknown) => formFailure(error).message;

// ---------------------------------------------------------------------------------------------
// The clock.

export interface LiveClock {
  now: () => number;
}

/**
 * The clock the live page reads for "today" and what is on (wrapped in an object: a function
 * stored in an atom would be taken for an updater). Stories hold it still, so the schedule reads
 * the same on every run.
 */
export const liveClockAtom = atom<LiveClock>({ now: () => Date.now() });
liveClockAtom.debugLabel = 'live-clock';

/** The live page's "now": the clock, read again at every tick of the shared `nowAtom`. */
export const liveNowAtom = atom((get) => {
  get(nowAtom);
  return new Date(get(liveClockAtom).now());
});
liveNowAtom.debugLabel = 'live-now';

// ---------------------------------------------------------------------------------------------
// The show (`GET /api/live`).

export interface LiveStatusState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The server's last answer: on or off the air, the stream, the week's schedule. */
  live: LiveStatus | null;
  error: string | null;
}

/** The live show as the server last described it (one show channel: no family needed). */
export const liveStatusAtom = atom<LiveStatusState>({ status: 'idle', live: null, error: null });
liveStatusAtom.debugLabel = 'live-status';

export const loadLiveStatusAtom = atom(null, async (get, set) => {
  set(liveStatusAtom, { ...get(liveStatusAtom), status: 'loading', error: null });
  try {
    const live = await api.get('/api/live');
    set(liveStatusAtom, { status: 'ready', live, error: null });
  } catch (error) {
    set(liveStatusAtom, { ...get(liveStatusAtom), status: 'error', error: failureText(error) });
  }
});
loadLiveStatusAtom.debugLabel = 'load-live-status';

// ---------------------------------------------------------------------------------------------
// The chat (`GET /api/live/chat`, `private:live.chat`).

export interface LiveChatState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The chat's or an older page's failure, in the server's words. */
  error: string | null;
  /** Newest first, as the server lists them and the chat component takes them. */
  messages: readonly LiveChatMessage[];
  hasMore: boolean;
  loadingMore: boolean;
}

const INITIAL_CHAT: LiveChatState = {
  status: 'idle',
  error: null,
  messages: [],
  hasMore: false,
  loadingMore: false,
};

/** The show's chat: the server's messages plus those pushed since, newest first. */
export const liveChatAtom = atom<LiveChatState>(INITIAL_CHAT);
liveChatAtom.debugLabel = 'live-chat';

/** The newest page; messages pushed while it loaded stay (merged by id). */
export const loadLiveChatAtom = atom(null, async (get, set) => {
  set(liveChatAtom, { ...get(liveChatAtom), status: 'loading', error: null });
  try {
    const page = await api.get('/api/live/chat');
    const now = get(liveChatAtom);
    set(liveChatAtom, {
      ...now,
      status: 'ready',
      error: null,
      messages: mergeMissed(
        page.data,
        now.messages.filter((held) => held.id > (page.data[0]?.id ?? 0)),
      ),
      hasMore: page.hasMore,
    });
  } catch (error) {
    set(liveChatAtom, { ...get(liveChatAtom), status: 'error', error: failureText(error) });
  }
});
loadLiveChatAtom.debugLabel = 'load-live-chat';

/** The page before the oldest message held; its failure is kept as the chat's error line. */
export const loadOlderLiveMessagesAtom = atom(null, async (get, set) => {
  const state = get(liveChatAtom);
  const oldest = state.messages.at(-1);
  if (state.status !== 'ready' || state.loadingMore || !oldest) return;
  set(liveChatAtom, { ...state, loadingMore: true, error: null });
  try {
    const page = await api.get('/api/live/chat', { query: { before: oldest.id } });
    const now = get(liveChatAtom);
    const held = new Set(now.messages.map((message) => message.id));
    set(liveChatAtom, {
      ...now,
      loadingMore: false,
      messages: [...now.messages, ...page.data.filter((message) => !held.has(message.id))],
      hasMore: page.hasMore,
    });
  } catch (error) {
    set(liveChatAtom, { ...get(liveChatAtom), loadingMore: false, error: failureText(error) });
  }
});
loadOlderLiveMessagesAtom.debugLabel = 'load-older-live-messages';

/** `new-message` (or one's own send): at the top, once. Nothing before the chat first loads. */
export const receiveLiveMessageAtom = atom(null, (get, set, message: LiveChatMessage) => {
  const state = get(liveChatAtom);
  if (state.status === 'idle') return;
  const messages = insertUnique(state.messages, message);
  if (messages !== state.messages) set(liveChatAtom, { ...state, messages });
});
receiveLiveMessageAtom.debugLabel = 'receive-live-message';

/** `message-deleted` (or one's own delete): gone from the list. */
export const receiveLiveMessageDeletedAtom = atom(null, (get, set, event: { id: number }) => {
  const state = get(liveChatAtom);
  if (!state.messages.some((message) => message.id === event.id)) return;
  set(liveChatAtom, {
    ...state,
    messages: state.messages.filter((message) => message.id !== event.id),
  });
});
receiveLiveMessageDeletedAtom.debugLabel = 'receive-live-message-deleted';

/**
 * Once attached, and after a reconnect that may have missed events: the newest page again,
 * merged by id. While the first page loads too (it keeps what is newer than its own answer).
 * A failure rejects and changes nothing: the caller reports it (and the live hook tries again).
 */
export const catchUpLiveChatAtom = atom(null, async (get, set) => {
  const { status } = get(liveChatAtom);
  if (status === 'idle' || status === 'error') return;
  const page = await api.get('/api/live/chat');
  const now = get(liveChatAtom);
  set(liveChatAtom, { ...now, messages: mergeMissed(now.messages, page.data) });
});
catchUpLiveChatAtom.debugLabel = 'catch-up-live-chat';

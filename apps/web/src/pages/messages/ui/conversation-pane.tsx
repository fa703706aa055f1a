import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Avatar } from '@tapetv/ui/avatar';
import { type ChatMessage, GroupChat } from '@tapetv/ui/chat-list';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useReducer, useState } from 'react';
import { Link } from 'react-router';
import {
  conversationAtomFamily,
  deleteMessageAtom,
  editMessageAtom,
  loadConversationAtom,
  markConversationReadAtom,
  sendMessageAtom,
  sendTypingAtom,
} from '@/entities/conversation';
import { paths } from '@/shared/config';
import { nowAtom } from '@/shared/lib/time';
import { renderCashtagLink } from '@/shared/ui/cashtag-link';
import styles from './messages-page.module.css';

/**
 * One conversation (newest at the bottom, older pages on demand): send, edit and delete one's own
 * messages, the other member's typing, and whether they have seen one's last message. While it is
 * open, what arrives is read.
 */
export function ConversationPane({ id, viewerId }: { id: number; viewerId: number }) {
  const state = useAtomValue(conversationAtomFamily(id));
  const load = useSetAtom(loadConversationAtom);
  const markRead = useSetAtom(markConversationReadAtom);
  const send = useSetAtom(sendMessageAtom);
  const edit = useSetAtom(editMessageAtom);
  const remove = useSetAtom(deleteMessageAtom);
  const typing = useSetAtom(sendTypingAtom);
  const now = useAtomValue(nowAtom);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useEffect(() => {
    void load(id);
  }, [load, id]);

  // Where the reader left off when they opened it: a "New messages" line above the first unread.
  const [firstUnreadId, setFirstUnreadId] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (firstUnreadId !== undefined || state.status !== 'ready' || !state.item) return;
    const theirs = state.messages.filter((message) => message.user_id !== viewerId);
    setFirstUnreadId(theirs[state.item.unread_count - 1]?.id ?? null);
  }, [firstUnreadId, state.status, state.item, state.messages, viewerId]);

  // Open means read: on opening, and whenever a message of the other member arrives.
  const unread = state.item?.unread_count ?? 0;
  useEffect(() => {
    if (state.status === 'ready' && unread > 0 && firstUnreadId !== undefined) void markRead(id);
  }, [state.status, unread, markRead, id, firstUnreadId]);

  // "… is typing" goes away by itself.
  const typingFor = state.typingUntil - Date.now();
  useEffect(() => {
    if (typingFor <= 0) return;
    const timer = setTimeout(rerender, typingFor);
    return () => clearTimeout(timer);
  }, [typingFor]);

  const other = state.item?.user;
  const messages: ChatMessage[] = state.messages.map((message) => ({
    id: message.id,
    text: message.text,
    replyTo: null,
    userId: message.user_id,
    user: message.user,
    created_at: message.created_at,
    edited: message.edited_at !== null,
  }));
  const lastOwn = state.messages.find((message) => message.user_id === viewerId);
  const newest = state.messages[0];
  let footer: string | null = null;
  if (other && typingFor > 0) footer = `${other.name} is typing…`;
  else if (lastOwn && newest?.id === lastOwn.id && state.item)
    footer = state.item.other_last_read_message_id >= lastOwn.id ? 'Seen' : 'Sent';

  return (
    <section
      className={styles.pane}
      aria-label={other ? `Conversation with ${other.name}` : 'Conversation'}
    >
      <header className={styles.paneHeader}>
        <Link to={paths.messages} className={styles.back} aria-label="All conversations">
          <ArrowLeftIcon aria-hidden />
        </Link>
        {other && (
          <Link to={paths.profile(other.userName)} className={styles.who}>
            <Avatar src={other.avatar} name={other.name} decorative size="md" />
            <span className={styles.whoName}>{other.name}</span>
          </Link>
        )}
      </header>
      <GroupChat
        label={other ? `Messages with ${other.name}` : 'Messages'}
        messages={messages}
        currentUserId={viewerId}
        now={now}
        allowReply={false}
        emptyText={other ? `Say hello to ${other.name}.` : 'Say hello.'}
        loading={state.status === 'loading' && state.messages.length === 0}
        error={state.status === 'error' ? state.error : null}
        onRetry={() => void load(id)}
        hasMore={state.nextBefore !== null}
        loadingMore={state.loadingOlder}
        onLoadMore={() => void load(id, true)}
        onSend={({ text }) => send(id, text)}
        onEdit={({ id: messageId, text }) => edit(id, Number(messageId), text)}
        onDelete={(messageId) => void remove(id, Number(messageId))}
        onTyping={() => void typing(id)}
        footer={footer}
        scroll
        firstUnreadId={firstUnreadId ?? null}
        renderCashtag={renderCashtagLink}
      />
    </section>
  );
}

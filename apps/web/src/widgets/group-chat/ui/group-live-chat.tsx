import { Avatar } from '@tapetv/ui/avatar';
import { type ChatMessage, GroupChat } from '@tapetv/ui/chat-list';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useReducer } from 'react';
import {
  deleteGroupMessageAtom,
  editGroupMessageAtom,
  type GroupChatMessage,
  groupChatAtomFamily,
  loadGroupChatAtom,
  loadOlderGroupMessagesAtom,
  sendGroupMessageAtom,
  sendGroupTypingAtom,
  typingLabel,
  typingNames,
  useGroupChatLive,
  useGroupOnlineMembers,
  useUnreadDivider,
} from '@/entities/group-chat';
import { viewerAtom } from '@/entities/session';
import { nowAtom } from '@/shared/lib/time';
import { renderCashtagLink } from '@/shared/ui/cashtag-link';
import styles from './group-live-chat.module.css';

export interface GroupLiveChatProps {
  groupId: number;
  viewerId: number;
  /** The viewer owns or admins the group: they may delete anyone's message. */
  canModerate: boolean;
}

const toChatMessage = (message: GroupChatMessage): ChatMessage => ({
  id: message.id,
  text: message.text,
  replyTo: message.replyTo,
  replyPreview: message.reply_preview,
  userId: message.userId,
  user: message.user,
  created_at: message.created_at,
  edited: message.edited_at !== null,
});

/**
 * A group's live chat (spec point 4): who is online, the messages (newest at the bottom, older
 * pages on demand), replies, edits and deletions as they happen, and who is typing. While it is
 * open the viewer is in the chat's presence.
 */
export function GroupLiveChat({ groupId, viewerId, canModerate }: GroupLiveChatProps) {
  const state = useAtomValue(groupChatAtomFamily(groupId));
  const viewer = useAtomValue(viewerAtom);
  const now = useAtomValue(nowAtom);
  const load = useSetAtom(loadGroupChatAtom);
  const loadOlder = useSetAtom(loadOlderGroupMessagesAtom);
  const send = useSetAtom(sendGroupMessageAtom);
  const edit = useSetAtom(editGroupMessageAtom);
  const remove = useSetAtom(deleteGroupMessageAtom);
  const typing = useSetAtom(sendGroupTypingAtom);
  const online = useGroupOnlineMembers(groupId);
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  useGroupChatLive(
    groupId,
    viewerId,
    viewer?.id === viewerId ? { name: viewer.name, avatar: viewer.avatar } : undefined,
  );
  useEffect(() => {
    void load(groupId);
  }, [load, groupId]);

  // "… is typing" goes away by itself, when the latest typist's time is up.
  const clock = Date.now();
  const typists = typingNames(state.typing, clock);
  const typingEnds = Math.min(
    ...state.typing.map((member) => member.until).filter((t) => t > clock),
  );
  useEffect(() => {
    if (!Number.isFinite(typingEnds)) return;
    const timer = setTimeout(rerender, typingEnds - Date.now());
    return () => clearTimeout(timer);
  }, [typingEnds]);

  const messages = useMemo(() => state.messages.map(toChatMessage), [state.messages]);
  const unreadFrom = useUnreadDivider(groupId, viewerId, state.status === 'ready', state.messages);
  // Who is online, named from their presence, else from their messages here.
  const authors = useMemo(
    () => new Map(state.messages.map((message) => [message.userId, message.user])),
    [state.messages],
  );
  const shownOnline = online.map((member) => ({
    id: member.id,
    name: member.name ?? authors.get(member.id)?.name ?? `Member ${member.id}`,
    avatar: member.avatar ?? authors.get(member.id)?.avatar ?? null,
  }));

  const footer =
    typingLabel(typists) ??
    (state.status === 'ready' && state.error ? `Older messages: ${state.error}` : null);

  return (
    <section className={styles.chat} aria-label="Live chat">
      <div className={styles.online} data-slot="group-online">
        <span className={styles.onlineCount}>
          {shownOnline.length === 0 ? 'Nobody online' : `${shownOnline.length} online`}
        </span>
        {shownOnline.length > 0 && (
          <ul className={styles.onlineList} aria-label="Online now">
            {shownOnline.map((member) => (
              <li key={member.id} className={styles.onlineMember}>
                <span className={styles.onlineAvatar}>
                  <Avatar src={member.avatar} name={member.name} decorative size="xs" />
                  <span className={styles.dot} aria-hidden />
                </span>
                {member.id === viewerId ? `${member.name} (you)` : member.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <GroupChat
        label="Group chat"
        messages={messages}
        currentUserId={viewerId}
        now={now}
        allowReply
        emptyText="No messages yet. Say hello to the group."
        loading={state.status === 'loading' && state.messages.length === 0}
        error={state.status === 'error' ? state.error : null}
        onRetry={() => void load(groupId)}
        hasMore={state.hasMore}
        loadingMore={state.loadingMore}
        onLoadMore={() => void loadOlder(groupId)}
        onSend={({ text, replyTo }) =>
          send(groupId, { text, replyTo: replyTo === null ? null : Number(replyTo) })
        }
        onEdit={({ id, text }) => edit(groupId, Number(id), text)}
        onDelete={(id) => void remove(groupId, Number(id))}
        canDelete={(message) => canModerate || String(message.userId) === String(viewerId)}
        onTyping={() => void typing(groupId)}
        footer={footer}
        scroll
        firstUnreadId={unreadFrom}
        renderCashtag={renderCashtagLink}
      />
    </section>
  );
}

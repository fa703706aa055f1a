import { Cross2Icon, Pencil1Icon, ResetIcon, TrashIcon } from '@radix-ui/react-icons';
import type { DateInput } from '@tapetv/time-format';
import { formatChatListLabel } from '@tapetv/time-format/chat-list-label';
import { formatRelativeTime } from '@tapetv/time-format/relative-time';
import {
  type ComponentProps,
  type ComponentType,
  Fragment,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { Avatar } from '../avatar/avatar.tsx';
import { CountBadge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { IconButton } from '../icon-button/icon-button.tsx';
import { cx } from '../lib/cx.ts';
import { moveFocus } from '../lib/roving-focus.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import { TextArea } from '../text-field/text-field.tsx';
import styles from './chat-list.module.css';
import { MessageText, type MessageTextProps } from './message-text.tsx';
import { type RowPlacement, VirtualLog, type VirtualLogControls } from './virtual-log.tsx';

export type ChatId = number | string;

/** One entry of the suggested or joined chats (GET /api/suggested-chats, /api/joined-chats). */
export interface ChatSummary {
  id: ChatId;
  name: string;
  avatar?: string | null;
  /** Preview of the last message. */
  lastMessage?: string | null;
  lastMessageAt?: DateInput | null;
  unreadCount?: number;
  /** Where the row leads; defaults to `getHref(chat)`. */
  href?: string;
}

/** What renders an in-app link (e.g. the router's Link, mapping `href` to its `to`). */
export type LinkComponent = ComponentType<ComponentProps<'a'> & { href: string }>;

export interface ChatListProps {
  joined: ChatSummary[];
  suggested: ChatSummary[];
  /** The moment labels are measured from (fixed in stories and tests). */
  now: DateInput;
  /** The reader's IANA time zone for "Yesterday" and weekdays; the device's by default. */
  timeZone?: string;
  selectedId?: ChatId | null;
  /** Called when a row is followed; `preventDefault()` to navigate yourself. */
  onSelect?: (chat: ChatSummary, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders the rows' links (the router's Link); a plain <a> by default. */
  linkComponent?: LinkComponent;
  /** Where a chat leads when it has no `href`. */
  getHref?: (chat: ChatSummary) => string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /**
   * A control beside a row, outside its link (a Join button on a suggested group); nothing when
   * it returns null.
   */
  rowAction?: (chat: ChatSummary, section: ChatListSection) => ReactNode;
  /** What an empty section says instead of the default (e.g. while a search hides every row). */
  emptyText?: Partial<Record<ChatListSection, ReactNode>>;
}

export type ChatListSection = 'joined' | 'suggested';

const defaultHref = (chat: ChatSummary) => `/messages?chat=${encodeURIComponent(String(chat.id))}`;

/**
 * The chat list: joined chats, then suggested chats, each with avatar, name, last-message
 * preview, the chat-list time label and the unread count. Arrow keys move between rows.
 */
export function ChatList({
  joined,
  suggested,
  now,
  timeZone,
  selectedId = null,
  onSelect,
  linkComponent,
  getHref = defaultHref,
  loading = false,
  error,
  onRetry,
  rowAction,
  emptyText,
}: ChatListProps) {
  if (loading) {
    return (
      <div data-slot="chat-list" aria-busy="true" role="status" aria-label="Loading chats">
        <ul className={styles.list}>
          {['a', 'b', 'c', 'd'].map((key) => (
            <li key={key} className={styles.row}>
              <Skeleton
                shape="circle"
                width="var(--size-avatar-lg)"
                height="var(--size-avatar-lg)"
              />
              <span className={styles.rowText}>
                <Skeleton width="40%" />
                <Skeleton width="80%" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState
        size="compact"
        tone="error"
        title="Could not load your chats"
        description={error}
        action={
          onRetry && (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  const section = (
    kind: ChatListSection,
    title: string,
    chats: ChatSummary[],
    empty: ReactNode,
  ) => (
    <section aria-label={title} className={styles.section}>
      <h3 className={styles.heading}>{title}</h3>
      {chats.length === 0 ? (
        <p className={styles.empty}>{emptyText?.[kind] ?? empty}</p>
      ) : (
        <ul className={styles.list}>
          {chats.map((chat) => {
            const action = rowAction?.(chat, kind);
            return (
              <li key={chat.id} className={action ? styles.withAction : undefined}>
                <ChatRow
                  chat={chat}
                  href={chat.href ?? getHref(chat)}
                  label={formatChatListLabel(chat.lastMessageAt, now, timeZone)}
                  selected={selectedId !== null && String(selectedId) === String(chat.id)}
                  onSelect={onSelect}
                  linkComponent={linkComponent}
                />
                {action && (
                  <span data-slot="chat-row-action" className={styles.rowAction}>
                    {action}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the rows' links
    <div
      data-slot="chat-list"
      className={styles.chatList}
      onKeyDown={(event) => moveFocus(event, '[data-slot="chat-row"]')}
    >
      {section('joined', 'Joined chats', joined, 'You have not joined any chats yet.')}
      {section('suggested', 'Suggested chats', suggested, 'No suggestions right now.')}
    </div>
  );
}

function ChatRow({
  chat,
  href,
  label,
  selected,
  onSelect,
  linkComponent: Link,
}: {
  chat: ChatSummary;
  href: string;
  label: string;
  selected: boolean;
  onSelect: ChatListProps['onSelect'];
  linkComponent: LinkComponent | undefined;
}) {
  const unread = chat.unreadCount ?? 0;
  const props = {
    'data-slot': 'chat-row',
    href,
    'aria-current': selected ? ('page' as const) : undefined,
    className: cx(
      styles.row,
      styles.link,
      selected && styles.selected,
      unread > 0 && styles.unread,
    ),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onSelect?.(chat, event),
    children: (
      <>
        <Avatar src={chat.avatar} name={chat.name} decorative size="lg" />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.name}>{chat.name}</span>
            {label && <span className={styles.label}>{label}</span>}
          </span>
          <span className={styles.rowBottom}>
            <span className={styles.preview}>{chat.lastMessage || 'No messages yet'}</span>
            <CountBadge count={unread} label="unread messages" tone="accent" />
          </span>
        </span>
      </>
    ),
  };
  return Link ? <Link {...props} /> : <a {...props} />;
}

/** A group chat message (spec point 3: id, text, replyTo, userId), with its author. */
export interface ChatMessage {
  id: number | string;
  text: string;
  replyTo: number | string | null;
  userId: number | string;
  user: { name: string; avatar?: string | null };
  created_at: DateInput;
  /** Set once the author edited it. */
  edited?: boolean;
  /**
   * What the server quotes of the message replied to, shown when that message is not in
   * `messages` (an older page not loaded yet). Null or absent: the quote comes from `messages`.
   */
  replyPreview?: { text: string; user: { name: string } } | null;
}

type Action<T> = (input: T) => unknown;

/** How long a message a quote jumped to stays outlined. */
const HIGHLIGHT_MS = 1500;

/** A row of the scrolling log: a message, or the "New messages" line (no message). */
interface LogRow {
  key: ChatMessage['id'];
  message?: ChatMessage;
}

export interface GroupChatProps {
  /** Newest first, as the app keeps them (spec point 4); shown oldest at the top. */
  messages: ChatMessage[];
  currentUserId: number | string | null;
  now: DateInput;
  /** POST /api/groups/{groupId}/send-message. */
  onSend: Action<{ text: string; replyTo: ChatMessage['id'] | null }>;
  /** PUT /api/groups/{groupId}/messages/{messageId}. Absent: messages cannot be edited. */
  onEdit?: Action<{ id: ChatMessage['id']; text: string }>;
  /** DELETE /api/groups/{messageId}/delete. */
  onDelete: Action<ChatMessage['id']>;
  /** Older pages exist (spec point 4: an empty page marks the end). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Accessible name of the message log. */
  label?: string;
  /** Offer "Reply" on messages (a group chat); direct messages have no replies. */
  allowReply?: boolean;
  /** What an empty chat says to a member who can write. */
  emptyText?: string;
  /** Shown under the messages: who is typing, whether the last message was seen. */
  footer?: ReactNode;
  /** Called as the member types in the composer (to tell the other side). */
  onTyping?: () => void;
  /**
   * The log scrolls on its own (a conversation pane): it opens at the newest message, stays there
   * as messages arrive while the reader is at the bottom, offers "New messages" when they are
   * reading further up, and keeps their place when older pages load above. Its rows are
   * virtualised (only those near the viewport are in the DOM) once there are more than 40.
   */
  scroll?: boolean;
  /** The first message the reader had not read when they opened the chat: a "New messages" line. */
  firstUnreadId?: ChatMessage['id'] | null;
  /**
   * Whether the member may delete a message (a moderator may delete anyone's). By default only
   * their own.
   */
  canDelete?: (message: ChatMessage) => boolean;
  /** Renders a message's $cashtags (e.g. a link to the symbol's page); marked text by default. */
  renderCashtag?: MessageTextProps['renderCashtag'];
}

/**
 * A group's live chat: the messages (oldest at the top), each with author, time and text; reply
 * quotes the message; authors edit and delete their own; the composer sends on Enter.
 */
export function GroupChat({
  messages,
  currentUserId,
  now,
  onSend,
  onEdit,
  onDelete,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  loading = false,
  error,
  onRetry,
  label = 'Group chat',
  allowReply = true,
  emptyText = 'Say hello to the group.',
  footer,
  onTyping,
  scroll = false,
  firstUnreadId = null,
  canDelete,
  renderCashtag,
}: GroupChatProps) {
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editingId, setEditingId] = useState<ChatMessage['id'] | null>(null);
  const byId = new Map(messages.map((message) => [String(message.id), message]));
  const shown = [...messages].reverse();
  const canWrite = currentUserId !== null;
  const newest = messages[0];
  const isOwn = (message: ChatMessage) =>
    currentUserId !== null && String(message.userId) === String(currentUserId);
  const virtualLog = useRef<VirtualLogControls>(null);
  const logRef = useRef<HTMLDivElement>(null);

  /** Shows the quoted message and moves focus to it (rendering it first in a virtual log). */
  const jumpTo = (id: ChatMessage['id']) => {
    const land = (row: HTMLElement) => {
      const article = row.querySelector<HTMLElement>('article');
      if (!article) return;
      if (!scroll) article.scrollIntoView({ block: 'center' });
      // Focus (for keyboard and screen reader users) and a brief outline (for everyone).
      article.tabIndex = -1;
      article.focus({ preventScroll: true });
      article.setAttribute('data-highlight', '');
      setTimeout(() => article.removeAttribute('data-highlight'), HIGHLIGHT_MS);
    };
    if (scroll) {
      virtualLog.current?.scrollToRow(id, land);
    } else {
      const row = logRef.current?.querySelector<HTMLElement>(
        `[data-message-id="${CSS.escape(String(id))}"]`,
      );
      if (row) land(row);
    }
  };

  const newLine = (key: string, placement?: RowPlacement) => (
    <li
      key={key}
      {...placement}
      className={cx(styles.newMarker, placement?.className)}
      data-slot="chat-new-line"
    >
      New messages
    </li>
  );

  const messageRow = (message: ChatMessage, placement?: RowPlacement) => {
    const own = isOwn(message);
    const loadedQuote = message.replyTo != null ? byId.get(String(message.replyTo)) : undefined;
    const quoted =
      message.replyTo != null ? (loadedQuote ?? message.replyPreview ?? undefined) : undefined;
    const deletable = canDelete ? canDelete(message) : own;
    const quoteContent = quoted && (
      <>
        <span className={styles.name}>{quoted.user.name}</span>
        <span className={styles.quoteText}>{quoted.text}</span>
      </>
    );
    // Keyed by message, so older pages loading above keep each message's element.
    return (
      <li
        key={message.id}
        {...placement}
        data-slot="chat-message"
        data-message-id={message.id}
        data-own={own ? '' : undefined}
        className={cx(styles.message, own && styles.own, placement?.className)}
      >
        <Avatar src={message.user.avatar} name={message.user.name} decorative size="md" />
        <article aria-label={`${message.user.name}: ${message.text}`} className={styles.bubble}>
          <header className={styles.meta}>
            <span className={styles.name}>{message.user.name}</span>
            <span className={styles.label}>
              {formatRelativeTime(message.created_at, now)}
              {message.edited && ' · edited'}
            </span>
          </header>
          {message.replyTo != null && (
            <blockquote data-slot="chat-quote" className={styles.quote}>
              {loadedQuote ? (
                <button
                  type="button"
                  className={styles.quoteJump}
                  aria-label={`Go to ${loadedQuote.user.name}’s message: ${loadedQuote.text}`}
                  onClick={() => jumpTo(loadedQuote.id)}
                >
                  {quoteContent}
                </button>
              ) : (
                (quoteContent ?? 'Original message unavailable')
              )}
            </blockquote>
          )}
          {editingId === message.id ? (
            <MessageComposer
              label="Edit message"
              submitLabel="Save"
              initialText={message.text}
              autoFocus
              onCancel={() => setEditingId(null)}
              onSubmit={async (text) => {
                await onEdit?.({ id: message.id, text });
                setEditingId(null);
              }}
            />
          ) : (
            <p className={styles.text}>
              <MessageText text={message.text} renderCashtag={renderCashtag} />
            </p>
          )}
          {canWrite && editingId !== message.id && (
            <div className={styles.messageActions}>
              {allowReply && (
                <IconButton
                  size="sm"
                  label={`Reply to ${message.user.name}`}
                  onClick={() => setReplyTo(message)}
                >
                  <ResetIcon />
                </IconButton>
              )}
              {own && onEdit && (
                <IconButton size="sm" label="Edit message" onClick={() => setEditingId(message.id)}>
                  <Pencil1Icon />
                </IconButton>
              )}
              {deletable && (
                <IconButton
                  size="sm"
                  variant="danger"
                  label={own ? 'Delete message' : `Delete ${message.user.name}’s message`}
                  onClick={() => onDelete(message.id)}
                >
                  <TrashIcon />
                </IconButton>
              )}
            </div>
          )}
        </article>
      </li>
    );
  };
  const isFirstUnread = (message: ChatMessage) =>
    firstUnreadId !== null && String(message.id) === String(firstUnreadId);
  const more = hasMore && (
    <Button size="sm" variant="ghost" loading={loadingMore} onClick={onLoadMore}>
      Load older messages
    </Button>
  );

  let log: ReactNode;
  if (loading) {
    log = (
      <div role="status" aria-busy="true" aria-label="Loading messages" className={styles.messages}>
        {['a', 'b', 'c'].map((key) => (
          <div key={key} className={styles.message}>
            <Skeleton shape="circle" />
            <span className={styles.rowText}>
              <Skeleton width="30%" />
              <Skeleton width="70%" />
            </span>
          </div>
        ))}
      </div>
    );
  } else if (error) {
    log = (
      <EmptyState
        size="compact"
        tone="error"
        title="Could not load the chat"
        description={error}
        action={
          onRetry && (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          )
        }
      />
    );
  } else if (messages.length === 0) {
    log = (
      <EmptyState
        size="compact"
        title="No messages yet"
        description={canWrite ? emptyText : 'Join the group to chat.'}
      />
    );
  } else if (scroll) {
    // Rows of the virtual log: each message, and the "New messages" line above the first unread.
    const rows: LogRow[] = shown.flatMap((message): LogRow[] =>
      isFirstUnread(message)
        ? [{ key: `new-line-${message.id}` }, { key: message.id, message }]
        : [{ key: message.id, message }],
    );
    log = (
      <VirtualLog
        controls={virtualLog}
        rows={rows}
        renderRow={(row, placement) =>
          row.message ? messageRow(row.message, placement) : newLine(String(row.key), placement)
        }
        label={label}
        more={more}
        newestKey={newest?.id}
        ownNewest={newest !== undefined && isOwn(newest)}
        keep={editingId === null ? [] : [editingId]}
      />
    );
  } else {
    log = (
      <div ref={logRef} role="log" aria-label={label} className={styles.log}>
        <ol className={styles.messages}>
          {more && <li className={styles.more}>{more}</li>}
          {shown.map((message) => (
            <Fragment key={message.id}>
              {isFirstUnread(message) && newLine('new-line')}
              {messageRow(message)}
            </Fragment>
          ))}
        </ol>
      </div>
    );
  }

  return (
    <section data-slot="group-chat" aria-label={label} className={styles.chat}>
      <div className={styles.logFrame}>{log}</div>
      {footer !== undefined && (
        // Always there while the chat has a footer, so screen readers hear each change.
        <div data-slot="chat-footer" role="status" className={styles.footer}>
          {footer}
        </div>
      )}
      {canWrite && (
        <div className={styles.composerArea}>
          {replyTo && (
            <div data-slot="chat-reply-preview" className={styles.replyPreview}>
              <span className={styles.replyText}>
                Replying to <strong>{replyTo.user.name}</strong>: {replyTo.text}
              </span>
              <IconButton size="sm" label="Cancel reply" onClick={() => setReplyTo(null)}>
                <Cross2Icon />
              </IconButton>
            </div>
          )}
          <MessageComposer
            key={replyTo ? `reply-${replyTo.id}` : 'new'}
            label={replyTo ? `Reply to ${replyTo.user.name}` : 'Message'}
            submitLabel="Send"
            autoFocus={replyTo !== null}
            onCancel={replyTo ? () => setReplyTo(null) : undefined}
            onTyping={onTyping}
            onSubmit={async (text) => {
              await onSend({ text, replyTo: replyTo?.id ?? null });
              setReplyTo(null);
            }}
          />
        </div>
      )}
    </section>
  );
}

interface MessageComposerProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => unknown;
  onTyping?: (() => void) | undefined;
  onCancel?: (() => void) | undefined;
}

/** Enter sends, Shift+Enter starts a new line, Escape cancels a reply or an edit. */
function MessageComposer({
  label,
  submitLabel,
  initialText = '',
  autoFocus = false,
  onSubmit,
  onCancel,
  onTyping,
}: MessageComposerProps) {
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const empty = text.trim() === '';
  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch {
      // Spec point 8: chat failures change nothing; the text stays for another try.
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <form
      data-slot="chat-composer"
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        label={label}
        hideLabel
        rows={1}
        placeholder={`${label}…`}
        value={text}
        autoFocus={autoFocus}
        error={failed ? 'Not sent. Try again.' : null}
        onChange={(event) => {
          setText(event.target.value);
          onTyping?.();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void send();
          } else if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        className={styles.field}
      />
      <Button type="submit" size="md" disabled={empty} loading={sending}>
        {submitLabel}
      </Button>
      {onCancel && initialText !== '' && (
        <Button size="md" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </form>
  );
}

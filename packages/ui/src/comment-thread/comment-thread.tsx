import { ChatBubbleIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import type { DateInput } from '@tapetv/time-format';
import { formatRelativeTime } from '@tapetv/time-format/relative-time';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { Avatar } from '../avatar/avatar.tsx';
import { Button } from '../button/button.tsx';
import { MessageText, type MessageTextProps } from '../chat-list/message-text.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { useControllableState } from '../lib/use-controllable-state.ts';
import {
  type OrganizedReactions,
  ReactionPicker,
  ReactionSummary,
  type ReactionType,
  type ReactionTypeId,
} from '../reaction-picker/reaction-picker.tsx';
import { Skeleton, SkeletonText } from '../skeleton/skeleton.tsx';
import { TextArea } from '../text-field/text-field.tsx';
import styles from './comment-thread.module.css';

export type CommentId = number | string;
export type UserId = number | string;

export interface CommentAuthor {
  id: UserId;
  name: string;
  avatar?: string | null;
}

/** A comment as the app keeps it (spec point 3); replies have the same shape, one level deep. */
export interface CommentData {
  id: CommentId;
  parent_id?: CommentId | null;
  text: string;
  created_at: DateInput;
  user: CommentAuthor;
  organizedReactions?: OrganizedReactions;
  /** The member's reaction type id, or null (derived). */
  userReaction?: ReactionTypeId | null;
  replies?: CommentData[];
}

export interface CommentInput {
  text: string;
  /** The comment replied to, or null for a new top-level comment. */
  parentId: CommentId | null;
}

/** An action may return a promise: the composer keeps its text until it resolves. */
type Action<T> = (input: T) => unknown;

export interface CommentThreadProps {
  comments: CommentData[];
  /** The count on the toggle; defaults to comments plus replies. */
  count?: number;
  /** The member, to offer edit and delete on their own comments; null for visitors. */
  currentUserId: UserId | null;
  /** The moment relative times are measured from (fixed in stories and tests). */
  now: DateInput;
  reactionTypes?: ReactionType[];
  /** Comments shown (controlled); spec point 4: the first show fetches, then it toggles. */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** POST /api/submit-comment. */
  onSubmit: Action<CommentInput>;
  /** POST /api/edit-comment. */
  onEdit: Action<CommentInput & { id: CommentId }>;
  /** POST /api/delete-comment. */
  onDelete: Action<{ id: CommentId; parentId: CommentId | null }>;
  onReact?: (commentId: CommentId, typeId: ReactionTypeId) => void;
  onRemoveReaction?: (commentId: CommentId) => void;
  /** The thread's accessible name; give each thread on a page its own (e.g. whose post it is). */
  label?: string;
  /** The longest comment the server takes (the contract's limit); the text boxes stop there. */
  maxLength?: number;
  /** Renders the comments' $cashtags (e.g. a link to the symbol's page); marked text by default. */
  renderCashtag?: MessageTextProps['renderCashtag'];
  /**
   * Draw the show/hide toggle above the thread (the default). A card that puts the toggle in its
   * own action row passes false and renders a `CommentsToggle` with the same `bodyId`; the thread
   * is then hidden entirely until shown.
   */
  toggle?: boolean;
  /** The id of the thread's body, for a `CommentsToggle` outside it to control. */
  bodyId?: string;
}

export interface CommentsToggleProps {
  /** Comments and replies. */
  count: number;
  shown: boolean;
  onToggle: () => void;
  /** The id of the thread's body it shows and hides. */
  controls: string;
  /**
   * Only the icon and the count on screen (for a post card's action row); the accessible name
   * still says "Show comments (12)", and contains the visible count.
   */
  compact?: boolean;
  className?: string;
}

/** Shows and hides a thread: "Show comments (12)", or the icon and "12" when compact. */
export function CommentsToggle({
  count,
  shown,
  onToggle,
  controls,
  compact = false,
  className,
}: CommentsToggleProps) {
  const figure = count.toLocaleString('en-US');
  const name = `${shown ? 'Hide comments' : 'Show comments'} (${figure})`;
  return (
    <Button
      variant="ghost"
      size="sm"
      iconStart={<ChatBubbleIcon />}
      aria-expanded={shown}
      aria-controls={controls}
      onClick={onToggle}
      className={className}
      {...(compact ? { 'aria-label': name, title: name } : {})}
    >
      {compact ? (
        <span className={styles.compactCount}>{figure}</span>
      ) : (
        <>
          {shown ? 'Hide comments' : 'Show comments'}{' '}
          <span className={styles.count}>({figure})</span>
        </>
      )}
    </Button>
  );
}

const time = (value: DateInput) => new Date(value).getTime();
const sameId = (a: UserId | null | undefined, b: UserId | null | undefined) =>
  a != null && b != null && String(a) === String(b);

/** Newest comments first; replies in the order they were written. */
export function orderComments(comments: CommentData[]): CommentData[] {
  return [...comments]
    .sort((a, b) => time(b.created_at) - time(a.created_at))
    .map((comment) => ({
      ...comment,
      replies: [...(comment.replies ?? [])].sort((a, b) => time(a.created_at) - time(b.created_at)),
    }));
}

/**
 * A post's comments: a show/hide toggle with the count, a composer, then comments newest first
 * with their replies (one level deep). Authors can edit and delete their own.
 */
export function CommentThread({
  comments,
  count,
  currentUserId,
  now,
  reactionTypes = [],
  visible,
  defaultVisible = false,
  onVisibleChange,
  loading = false,
  error,
  onRetry,
  onSubmit,
  onEdit,
  onDelete,
  onReact,
  onRemoveReaction,
  label = 'Comments',
  maxLength,
  renderCashtag,
  toggle = true,
  bodyId: givenBodyId,
}: CommentThreadProps) {
  const [shown, setShown] = useControllableState({
    value: visible,
    defaultValue: defaultVisible,
    onChange: onVisibleChange,
  });
  const ownBodyId = useId();
  const bodyId = givenBodyId ?? ownBodyId;
  const total =
    count ?? comments.reduce((sum, comment) => sum + 1 + (comment.replies?.length ?? 0), 0);
  const ordered = orderComments(comments);
  const shared = {
    currentUserId,
    now,
    reactionTypes,
    onSubmit,
    onEdit,
    onDelete,
    onReact,
    onRemoveReaction,
    maxLength,
    renderCashtag,
  };
  return (
    <section
      data-slot="comment-thread"
      aria-label={label}
      className={styles.thread}
      hidden={!toggle && !shown}
    >
      {toggle && (
        <CommentsToggle
          count={total}
          shown={shown}
          onToggle={() => setShown(!shown)}
          controls={bodyId}
          className={styles.toggle}
        />
      )}
      <div id={bodyId} hidden={!shown} className={styles.body}>
        {shown && (
          <>
            {currentUserId != null && (
              <Composer
                label="Write a comment"
                submitLabel="Comment"
                maxLength={maxLength}
                onSubmit={(text) => onSubmit({ text, parentId: null })}
              />
            )}
            {loading ? (
              <ul aria-busy="true" aria-label="Loading comments" className={styles.list}>
                {['a', 'b'].map((key) => (
                  <li key={key} className={styles.comment}>
                    <Skeleton shape="circle" />
                    <div className={styles.main}>
                      <Skeleton width="25%" />
                      <SkeletonText lines={2} />
                    </div>
                  </li>
                ))}
              </ul>
            ) : error ? (
              <EmptyState
                size="compact"
                tone="error"
                title="Could not load the comments"
                description={error}
                action={
                  onRetry && (
                    <Button size="sm" variant="secondary" onClick={onRetry}>
                      Try again
                    </Button>
                  )
                }
              />
            ) : ordered.length === 0 ? (
              <EmptyState
                size="compact"
                title="No comments yet"
                description={
                  currentUserId != null ? 'Be the first to say something.' : 'Log in to comment.'
                }
              />
            ) : (
              <ul className={styles.list}>
                {ordered.map((comment) => (
                  <CommentItem key={comment.id} comment={comment} parentId={null} {...shared} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}

type ItemProps = Pick<
  CommentThreadProps,
  | 'currentUserId'
  | 'now'
  | 'reactionTypes'
  | 'onSubmit'
  | 'onEdit'
  | 'onDelete'
  | 'onReact'
  | 'onRemoveReaction'
  | 'maxLength'
  | 'renderCashtag'
> & { comment: CommentData; parentId: CommentId | null };

function CommentItem({
  comment,
  parentId,
  currentUserId,
  now,
  reactionTypes = [],
  onSubmit,
  onEdit,
  onDelete,
  onReact,
  onRemoveReaction,
  maxLength,
  renderCashtag,
}: ItemProps) {
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const own = sameId(comment.user.id, currentUserId);
  const isReply = parentId !== null;
  const createdAt = new Date(comment.created_at);
  return (
    <li data-slot="comment" data-reply={isReply ? '' : undefined} className={styles.comment}>
      <Avatar
        src={comment.user.avatar}
        name={comment.user.name}
        decorative
        size={isReply ? 'sm' : 'md'}
      />
      <div className={styles.main}>
        <article aria-label={`Comment by ${comment.user.name}`}>
          <header className={styles.meta}>
            <span className={styles.author}>{comment.user.name}</span>
            <time
              dateTime={Number.isNaN(createdAt.getTime()) ? undefined : createdAt.toISOString()}
              className={styles.time}
            >
              {formatRelativeTime(comment.created_at, now)}
            </time>
          </header>
          {mode === 'edit' ? (
            <Composer
              label="Edit comment"
              submitLabel="Save"
              maxLength={maxLength}
              initialText={comment.text}
              autoFocus
              onCancel={() => setMode('view')}
              onSubmit={async (text) => {
                await onEdit({ id: comment.id, parentId, text });
                setMode('view');
              }}
            />
          ) : (
            <p className={styles.text}>
              <MessageText text={comment.text} renderCashtag={renderCashtag} />
            </p>
          )}
          {mode !== 'edit' && (
            <div className={styles.actions}>
              {comment.organizedReactions && reactionTypes.length > 0 && (
                <ReactionSummary
                  reactions={comment.organizedReactions}
                  types={reactionTypes}
                  value={comment.userReaction ?? null}
                />
              )}
              {currentUserId != null && reactionTypes.length > 0 && onReact && onRemoveReaction && (
                <ReactionPicker
                  types={reactionTypes}
                  value={comment.userReaction ?? null}
                  onChange={(typeId) => onReact(comment.id, typeId)}
                  onRemove={() => onRemoveReaction(comment.id)}
                />
              )}
              {currentUserId != null && !isReply && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={mode === 'reply'}
                  onClick={() => setMode(mode === 'reply' ? 'view' : 'reply')}
                >
                  Reply
                </Button>
              )}
              {own && (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    iconStart={<Pencil1Icon />}
                    onClick={() => setMode('edit')}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    iconStart={<TrashIcon />}
                    onClick={() => onDelete({ id: comment.id, parentId })}
                    className={styles.danger}
                  >
                    Delete
                  </Button>
                </>
              )}
            </div>
          )}
          {mode === 'reply' && (
            <Composer
              label={`Reply to ${comment.user.name}`}
              submitLabel="Reply"
              maxLength={maxLength}
              autoFocus
              onCancel={() => setMode('view')}
              onSubmit={async (text) => {
                await onSubmit({ text, parentId: comment.id });
                setMode('view');
              }}
            />
          )}
        </article>
        {!isReply && (comment.replies?.length ?? 0) > 0 && (
          <ul className={styles.replies} aria-label={`Replies to ${comment.user.name}`}>
            {comment.replies?.map((reply) => (
              <CommentItem
                key={reply.id}
                comment={reply}
                parentId={comment.id}
                currentUserId={currentUserId}
                now={now}
                reactionTypes={reactionTypes}
                onSubmit={onSubmit}
                onEdit={onEdit}
                onDelete={onDelete}
                onReact={onReact}
                onRemoveReaction={onRemoveReaction}
                maxLength={maxLength}
                renderCashtag={renderCashtag}
              />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

interface ComposerProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  autoFocus?: boolean;
  maxLength?: number | undefined;
  onSubmit: (text: string) => unknown;
  onCancel?: () => void;
}

/** A text box with a send button; Ctrl/⌘+Enter sends, Escape cancels an edit or reply. */
export function Composer({
  label,
  submitLabel,
  initialText = '',
  autoFocus = false,
  maxLength,
  onSubmit,
  onCancel,
}: ComposerProps) {
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
      // Spec point 8: a failed action leaves everything as it was; the text stays for a retry.
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      data-slot="comment-composer"
      className={styles.composer}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        label={label}
        hideLabel
        placeholder={`${label}…`}
        rows={2}
        value={text}
        maxLength={maxLength}
        autoFocus={autoFocus}
        error={failed ? 'Not sent. Try again.' : null}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          } else if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        className={styles.field}
      />
      <div className={styles.composerActions}>
        {onCancel && (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="sm" type="submit" disabled={empty} loading={sending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

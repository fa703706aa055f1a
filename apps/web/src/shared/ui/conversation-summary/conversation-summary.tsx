import type { ContractSchema } from '@tapetv/api-client';
import { formatChatListLabel } from '@tapetv/time-format/chat-list-label';
import { Avatar } from '@tapetv/ui/avatar';
import { CountBadge } from '@tapetv/ui/badge';
import styles from './conversation-summary.module.css';

type MessageItem = ContractSchema<'MessageItem'>;

/**
 * One conversation as the messages dropdown and the conversation list show it (spec point 3
 * "Message item"): the other member, the newest message, its chat-list time label ("09:05 AM", "Yesterday", "Monday") and unread count.
 */
export function ConversationSummary({
  conversation,
  now,
}: {
  conversation: MessageItem;
  now: Date;
}) {
  const unread = conversation.unread_count;
  return (
    <span className={styles.conversation} data-unread={unread > 0 ? '' : undefined}>
      <Avatar src={conversation.user.avatar} name={conversation.user.name} decorative size="md" />
      <span className={styles.conversationText}>
        <span className={styles.conversationName}>{conversation.user.name}</span>
        <span className={styles.conversationPreview}>
          {conversation.preview || 'No messages yet'}
        </span>
      </span>
      <span className={styles.conversationMeta}>
        <time dateTime={conversation.last_message_time}>
          {formatChatListLabel(conversation.last_message_time, now)}
        </time>
        <CountBadge count={unread} label="unread messages" />
      </span>
    </span>
  );
}

import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router';
import { useConversationsLive } from '@/entities/conversation';
import { viewerAtom } from '@/entities/session';
import { PageFrame } from '@/shared/ui/page-frame';
import { ConversationList } from './conversation-list.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import styles from './messages-page.module.css';

/**
 * Direct messages (`/messages`, `?chat={id}` opens one): the conversations beside the open one;
 * on a phone, one or the other.
 */
export function MessagesPage() {
  const viewer = useAtomValue(viewerAtom);
  const [search] = useSearchParams();
  const chat = Number(search.get('chat')) || null;
  useConversationsLive(viewer?.id ?? 0);
  if (!viewer) return null;
  return (
    <PageFrame title="Messages">
      <div className={styles.layout} data-chat-open={chat ? '' : undefined}>
        <ConversationList selectedId={chat} />
        {chat ? (
          <ConversationPane key={chat} id={chat} viewerId={viewer.id} />
        ) : (
          <div className={styles.placeholder}>
            <EmptyState
              title="Choose a conversation"
              description="Or open a member’s profile and choose Message."
            />
          </div>
        )}
      </div>
    </PageFrame>
  );
}

import { Button } from '@tapetv/ui/button';
import { Checkbox } from '@tapetv/ui/checkbox';
import { EmptyState } from '@tapetv/ui/empty-state';
import { TextField } from '@tapetv/ui/text-field';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { conversationListAtom, loadConversationsAtom } from '@/entities/conversation';
import { nowAtom } from '@/shared/lib/time';
import { ConversationSummary } from '@/shared/ui/conversation-summary';
import { NotificationSummarySkeleton } from '@/shared/ui/notification-summary';
import styles from './messages-page.module.css';

/** How long typing in the search waits before asking the server. */
const SEARCH_DELAY_MS = 250;

/** The member's conversations: searchable by member, optionally unread first. */
export function ConversationList({ selectedId }: { selectedId: number | null }) {
  const state = useAtomValue(conversationListAtom);
  const load = useSetAtom(loadConversationsAtom);
  const now = useAtomValue(nowAtom);
  const [search, setSearch] = useState(state.search);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (search === state.search) return;
    const timer = setTimeout(() => void load({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, load]);

  return (
    <section className={styles.list} aria-label="Conversations">
      <div className={styles.listTools}>
        <TextField
          label="Search conversations"
          hideLabel
          placeholder="Search by member"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Checkbox
          label="Unread first"
          checked={state.unreadFirst}
          onCheckedChange={(checked) => void load({ unreadFirst: checked === true })}
        />
      </div>
      {state.items.length === 0 && state.status === 'loading' && (
        <div className={styles.listSkeleton} role="status" aria-label="Loading conversations">
          <NotificationSummarySkeleton />
          <NotificationSummarySkeleton />
          <NotificationSummarySkeleton />
        </div>
      )}
      {state.status === 'error' && (
        <EmptyState
          size="compact"
          tone="error"
          title="Your conversations could not be loaded"
          description={state.error ?? ''}
          action={<Button onClick={() => void load()}>Try again</Button>}
        />
      )}
      {state.items.length === 0 && state.status === 'ready' && (
        <EmptyState
          size="compact"
          title={state.search ? 'Nobody by that name' : 'No conversations yet'}
          description={
            state.search ? undefined : 'Open a member’s profile and choose Message to start one.'
          }
        />
      )}
      <ul className={styles.items}>
        {state.items.map((conversation) => (
          <li key={conversation.id}>
            <Link
              to={conversation.url}
              className={styles.item}
              aria-current={conversation.id === selectedId ? 'page' : undefined}
            >
              <ConversationSummary conversation={conversation} now={now} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

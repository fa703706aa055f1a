import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { ChatList, type ChatSummary } from '@tapetv/ui/chat-list';
import { EmptyState } from '@tapetv/ui/empty-state';
import { TextField } from '@tapetv/ui/text-field';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  filterGroups,
  type GroupSummary,
  groupListsAtom,
  groupPreview,
  loadGroupListsAtom,
} from '@/entities/group';
import { CreateGroupDialog } from '@/features/group/create';
import { MembershipButton } from '@/features/group/membership';
import { paths } from '@/shared/config';
import { nowAtom } from '@/shared/lib/time';
import { PageFrame } from '@/shared/ui/page-frame';
import { RouterLink } from '@/shared/ui/router-link';
import styles from './groups-page.module.css';

/** A group as a chat-list row: its time label is when the group was last active. */
const toChat = (group: GroupSummary): ChatSummary => ({
  id: group.id,
  name: group.group_title,
  avatar: group.avatar,
  lastMessage: groupPreview(group),
  lastMessageAt: group.last_activity_at,
  href: paths.group(group.id, group.group_title),
});

/**
 * The group list (`/groups`, spec point 2 and point 3 "Group chat lists"): the member's groups,
 * then suggestions to join (Join right on the row), a search box narrowing both, and "Create
 * group", which opens the new group once the server has made it.
 */
export function GroupsPage() {
  const lists = useAtomValue(groupListsAtom);
  const load = useSetAtom(loadGroupListsAtom);
  const now = useAtomValue(nowAtom);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  useEffect(() => {
    void load();
  }, [load]);

  const joined = filterGroups(lists.joined, query);
  const suggested = filterGroups(lists.suggested, query);
  const byId = new Map([...lists.joined, ...lists.suggested].map((group) => [group.id, group]));
  const firstLoad = lists.status === 'idle' || (lists.status === 'loading' && byId.size === 0);
  const searching = query.trim() !== '';

  let body: ReactNode;
  if (lists.status === 'ready' && byId.size === 0)
    body = (
      <EmptyState
        title="No groups yet"
        description="Be the first: start one with Create group for the markets you trade, and others can join the discussion."
      />
    );
  else if (searching && !firstLoad && joined.length === 0 && suggested.length === 0)
    body = (
      <EmptyState
        title={`No groups match “${query.trim()}”`}
        description="Try another word from a group's title, name or description."
      />
    );
  else
    body = (
      <ChatList
        joined={joined.map(toChat)}
        suggested={suggested.map(toChat)}
        now={now}
        linkComponent={RouterLink}
        loading={firstLoad}
        error={byId.size === 0 && lists.status === 'error' ? lists.error : null}
        onRetry={() => void load()}
        emptyText={
          searching
            ? { joined: 'None of your groups match.', suggested: 'No suggested group matches.' }
            : { joined: 'You have not joined a group yet. Join one below, or create your own.' }
        }
        rowAction={(chat, section) => {
          const group = byId.get(Number(chat.id));
          return section === 'suggested' && group ? (
            <MembershipButton group={group} size="sm" />
          ) : null;
        }}
      />
    );

  return (
    <PageFrame title="Groups">
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label="Search groups"
          hideLabel
          placeholder="Search groups"
          iconStart={<MagnifyingGlassIcon />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className={styles.search}
        />
        <CreateGroupDialog
          onCreated={(group) => navigate(paths.group(group.id, group.group_title))}
        />
      </div>
      {lists.status === 'error' && byId.size > 0 && (
        <p role="alert" className={styles.error}>
          The lists could not be refreshed: {lists.error}
        </p>
      )}
      <section aria-labelledby="groups-lists" className={styles.lists}>
        {/* Names the lists for the heading outline: the chat list's section titles are h3. */}
        <VisuallyHidden asChild>
          <h2 id="groups-lists">Your groups and suggestions</h2>
        </VisuallyHidden>
        {body}
      </section>
    </PageFrame>
  );
}

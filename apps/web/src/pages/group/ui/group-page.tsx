import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import {
  canManageGroup,
  type GroupDetail,
  groupAccess,
  groupAtomFamily,
  isCanonicalSlug,
  loadGroupAtom,
} from '@/entities/group';
import { viewerAtom } from '@/entities/session';
import { MembershipButton } from '@/features/group/membership';
import { paths } from '@/shared/config';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { GroupLiveChat } from '@/widgets/group-chat';
import { GroupHeader, GroupHeaderSkeleton } from '@/widgets/group-header';
import { GroupMembers } from '@/widgets/group-members';
import { GroupDiscussion } from './group-discussion.tsx';
import styles from './group-page.module.css';

type Tab = 'discussion' | 'live-chat' | 'members';

const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'discussion', label: 'Discussion' },
  { tab: 'live-chat', label: 'Live chat' },
  { tab: 'members', label: 'Members' },
];

/** The tab an address shows: `…/live-chat`, `…/members`, or the discussion (the default). */
function tabOf(pathname: string): Tab {
  if (/\/live-chat\/?$/.test(pathname)) return 'live-chat';
  if (/\/members\/?$/.test(pathname)) return 'members';
  return 'discussion';
}

const tabPath = (group: GroupDetail, tab: Tab) =>
  paths.group(group.id, group.group_title, tab === 'discussion' ? undefined : tab);

/** A group address nobody has: a wrong id, or a group deleted since the link was made. */
function GroupNotFound() {
  return (
    <PageFrame title="Group not found">
      <EmptyState
        title="This group does not exist"
        description="The link may be wrong, or the group was removed. Find another one among the groups."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.groups}>See all groups</Link>
          </Button>
        }
      />
    </PageFrame>
  );
}

/** What a tab shows to whom: members everything; visitors of a public group its discussion and members. */
function TabContent({ group, tab, viewerId }: { group: GroupDetail; tab: Tab; viewerId: number }) {
  const member = groupAccess(group) === 'member';
  if (tab === 'members')
    return <GroupMembers groupId={group.id} canManage={group.can_edit} viewerId={viewerId} />;
  if (tab === 'live-chat')
    return member ? (
      <GroupLiveChat
        groupId={group.id}
        viewerId={viewerId}
        canModerate={canManageGroup(group.role)}
      />
    ) : (
      <EmptyState
        title="Join this group to chat"
        description={`The live chat of ${group.group_title} is for its members. Join to read and write.`}
        action={<MembershipButton group={group} />}
      />
    );
  return <GroupDiscussion groupId={group.id} canPost={member} />;
}

/** The sections of a group as links (each has its own address), the current one marked. */
function GroupTabs({ group, tab }: { group: GroupDetail; tab: Tab }) {
  return (
    <nav aria-label="Group sections" className={styles.tabs}>
      <ul className={styles.tabList}>
        {TABS.map((item) => (
          <li key={item.tab}>
            <Link
              to={tabPath(group, item.tab)}
              aria-current={item.tab === tab ? 'page' : undefined}
              className={styles.tab}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A group (`/groups/{id}/{title with dashes}`, spec point 2): its header, then the tabs
 * Discussion (the default), Live chat (`…/live-chat`) and Members (`…/members`). An address with
 * an outdated title moves to the right one, keeping the tab. A private group shows only its
 * header to anyone not in it; a public group's chat asks visitors to join first.
 */
export function GroupPage() {
  const { groupId: raw = '', groupName = '' } = useParams();
  const groupId = Number(raw);
  if (!/^\d+$/.test(raw) || groupId < 1) return <GroupNotFound />;
  return <GroupView key={groupId} groupId={groupId} groupName={groupName} />;
}

function GroupView({ groupId, groupName }: { groupId: number; groupName: string }) {
  const { status, group } = useAtomValue(groupAtomFamily(groupId));
  const load = useSetAtom(loadGroupAtom);
  const viewer = useAtomValue(viewerAtom);
  const tab = tabOf(useLocation().pathname);
  useEffect(() => {
    void load(groupId);
  }, [load, groupId]);
  usePageTitle(group?.group_title ?? null);

  if (status === 'missing') return <GroupNotFound />;
  if (!group)
    return (
      <PageFrame title="Group">
        {status === 'error' ? (
          <EmptyState
            tone="error"
            title="The group could not be loaded"
            description="Check your connection and try again."
            action={
              <Button variant="secondary" onClick={() => void load(groupId)}>
                Try again
              </Button>
            }
          />
        ) : (
          <GroupHeaderSkeleton />
        )}
      </PageFrame>
    );
  if (!isCanonicalSlug(groupName, group.group_title))
    return <Navigate to={tabPath(group, tab)} replace />;

  let content: ReactNode;
  if (groupAccess(group) === 'private-visitor')
    content = (
      <EmptyState
        icon={<LockClosedIcon aria-hidden />}
        title="This group is private"
        description={
          group.join_requested
            ? 'Your request to join was sent to its admins. Its discussion, live chat and members show here once they approve it.'
            : 'Its discussion, live chat and members are for its members. Ask to join with the Join button; its admins decide.'
        }
      />
    );
  else
    content = (
      <>
        <GroupTabs group={group} tab={tab} />
        <div className={styles.panel}>
          <TabContent group={group} tab={tab} viewerId={viewer?.id ?? 0} />
        </div>
      </>
    );
  return (
    <PageFrame title={group.group_title} header={<GroupHeader group={group} />}>
      {content}
    </PageFrame>
  );
}

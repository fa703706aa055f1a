import { Avatar } from '@tapetv/ui/avatar';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton } from '@tapetv/ui/skeleton';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { useAtomValue, useSetAtom } from 'jotai';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  approveJoinRequestAtom,
  canChangeRole,
  canRemoveMember,
  declineJoinRequestAtom,
  type GroupJoinRequest,
  type GroupMember,
  type GroupRole,
  groupAtomFamily,
  groupMembersAtomFamily,
  groupRequestsAtomFamily,
  loadGroupMembersAtom,
  loadGroupRequestsAtom,
  loadMoreGroupMembersAtom,
  memberActionAtomFamily,
  removeGroupMemberAtom,
  setGroupMemberRoleAtom,
} from '@/entities/group';
import { useGroupOnline } from '@/entities/group-chat';
import { paths } from '@/shared/config';
import styles from './group-members.module.css';

const ROLE_BADGES = {
  owner: { label: 'Owner', tone: 'accent' },
  admin: { label: 'Admin', tone: 'accent' },
  member: { label: 'Member', tone: 'neutral' },
} as const;

const joinedOn = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

export interface GroupMembersProps {
  groupId: number;
  /** The viewer is the group's owner or an admin: join requests and member actions. */
  canManage: boolean;
  viewerId: number;
  /**
   * Who is online, when the caller already knows (stories); otherwise the group chat's presence.
   */
  online?: ReadonlySet<number>;
}

/** What the viewer may do to one member, and its state; nothing for the owner or oneself. */
function MemberActions({
  groupId,
  member,
  viewer,
}: {
  groupId: number;
  member: GroupMember;
  viewer: { id: number; role: GroupRole | null };
}) {
  const { pending, error } = useAtomValue(memberActionAtomFamily(`${groupId}:${member.user.id}`));
  const setRole = useSetAtom(setGroupMemberRoleAtom);
  const remove = useSetAtom(removeGroupMemberAtom);
  const [confirming, setConfirming] = useState(false);
  const ref = { groupId, userId: member.user.id };
  const name = member.user.name;
  const roleChange = canChangeRole(viewer.role, member.role);
  const removable = canRemoveMember(viewer, member);
  if (!roleChange && !removable) return null;
  return (
    <div className={styles.actions}>
      {confirming ? (
        <>
          <span className={styles.confirm}>Remove {name}?</span>
          <Button
            size="sm"
            variant="danger"
            loading={pending}
            onClick={async () => {
              if (await remove(ref)) setConfirming(false);
            }}
          >
            Yes, remove
          </Button>
          <Button size="sm" variant="ghost" disabled={pending} onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </>
      ) : (
        <>
          {roleChange && member.role === 'member' && (
            <Button
              size="sm"
              variant="secondary"
              loading={pending}
              aria-label={`Make ${name} an admin`}
              onClick={() => void setRole({ ...ref, role: 'admin' })}
            >
              Make admin
            </Button>
          )}
          {roleChange && member.role === 'admin' && (
            <Button
              size="sm"
              variant="secondary"
              loading={pending}
              aria-label={`Make ${name} a member`}
              onClick={() => void setRole({ ...ref, role: 'member' })}
            >
              Make member
            </Button>
          )}
          {removable && (
            <Button
              size="sm"
              variant="ghost"
              disabled={pending}
              aria-label={`Remove ${name}`}
              onClick={() => setConfirming(true)}
            >
              Remove
            </Button>
          )}
        </>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A member's avatar and names, linking to their profile; a dot when they are online. */
function Person({
  user,
  online,
  detail,
}: {
  user: GroupMember['user'];
  online: boolean;
  detail: string;
}) {
  return (
    <Link to={paths.profile(user.userName)} className={styles.person}>
      <span className={styles.avatarFrame}>
        <Avatar src={user.avatar} name={user.name} decorative size="md" />
        {online && <span className={styles.online} data-slot="online-dot" aria-hidden />}
      </span>
      <span className={styles.names}>
        <span className={styles.name}>
          {user.name}
          {online && <VisuallyHidden> (online)</VisuallyHidden>}
        </span>
        <span className={styles.detail}>
          @{user.userName} · {detail}
        </span>
      </span>
    </Link>
  );
}

/** One member asking to join, with Approve and Decline. */
function JoinRequestRow({ groupId, request }: { groupId: number; request: GroupJoinRequest }) {
  const { pending, error } = useAtomValue(memberActionAtomFamily(`${groupId}:${request.user.id}`));
  const approve = useSetAtom(approveJoinRequestAtom);
  const decline = useSetAtom(declineJoinRequestAtom);
  const ref = { groupId, userId: request.user.id };
  const name = request.user.name;
  return (
    <li className={styles.row}>
      <Person
        user={request.user}
        online={false}
        detail={`asked on ${joinedOn.format(new Date(request.requested_at))}`}
      />
      <div className={styles.actions}>
        <Button
          size="sm"
          loading={pending}
          aria-label={`Approve ${name}`}
          onClick={() => void approve(ref)}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          aria-label={`Decline ${name}`}
          onClick={() => void decline(ref)}
        >
          Decline
        </Button>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
    </li>
  );
}

/** The members asking to join (owner and admins only); nothing while there are none. */
function JoinRequests({ groupId }: { groupId: number }) {
  const { requests, status, error } = useAtomValue(groupRequestsAtomFamily(groupId));
  const load = useSetAtom(loadGroupRequestsAtom);
  if (status === 'error')
    return (
      <p role="alert" className={styles.error}>
        Join requests could not be loaded: {error}{' '}
        <Button size="sm" variant="ghost" onClick={() => void load(groupId)}>
          Try again
        </Button>
      </p>
    );
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby={`group-${groupId}-requests`} className={styles.section}>
      <h2 id={`group-${groupId}-requests`} className={styles.heading}>
        Join requests <span className={styles.total}>{requests.length}</span>
      </h2>
      <ul className={styles.list}>
        {requests.map((request) => (
          <JoinRequestRow key={request.user.id} groupId={groupId} request={request} />
        ))}
      </ul>
    </section>
  );
}

function MembersSkeleton() {
  return (
    <ul className={styles.list} role="status" aria-label="Loading members">
      {['a', 'b', 'c', 'd'].map((key) => (
        <li key={key} className={styles.row}>
          <span className={styles.person}>
            <Skeleton shape="circle" width="var(--size-avatar-md)" height="var(--size-avatar-md)" />
            <span className={styles.names}>
              <Skeleton width="10rem" />
              <Skeleton width="7rem" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A group's members tab: the owner, then admins, then members by when they joined, 30 at a time
 * ("Load more members"), each with their role and a dot while they are in the group's chat. The
 * owner and admins also see the join requests and act on members: an admin removes members, the
 * owner also removes admins and makes members admins (or admins members again).
 */
export function GroupMembers({ groupId, canManage, viewerId, online }: GroupMembersProps) {
  const state = useAtomValue(groupMembersAtomFamily(groupId));
  const viewerRole = useAtomValue(groupAtomFamily(groupId)).group?.role;
  const load = useSetAtom(loadGroupMembersAtom);
  const loadMore = useSetAtom(loadMoreGroupMembersAtom);
  const loadRequests = useSetAtom(loadGroupRequestsAtom);
  const present = useGroupOnline(groupId);
  const onlineIds = online ?? present;

  useEffect(() => {
    void load(groupId);
    if (canManage) void loadRequests(groupId);
  }, [load, loadRequests, groupId, canManage]);

  const viewer = {
    id: viewerId,
    role: viewerRole ?? state.members.find((member) => member.user.id === viewerId)?.role ?? null,
  };
  const { members } = state;
  let list: ReactNode;
  if (members.length === 0 && state.status === 'error')
    list = (
      <EmptyState
        tone="error"
        title="The members could not be loaded"
        description={state.error}
        action={
          <Button variant="secondary" onClick={() => void load(groupId)}>
            Try again
          </Button>
        }
      />
    );
  else if (members.length === 0 && state.status !== 'ready') list = <MembersSkeleton />;
  else if (members.length === 0)
    list = <EmptyState title="No members yet" description="Members show here once they join." />;
  else
    list = (
      <>
        <ul className={styles.list} aria-label="Members">
          {members.map((member) => {
            const badge = ROLE_BADGES[member.role];
            return (
              <li key={member.user.id} className={styles.row}>
                <Person
                  user={member.user}
                  online={onlineIds.has(member.user.id)}
                  detail={`joined ${joinedOn.format(new Date(member.joined_at))}`}
                />
                <Badge tone={badge.tone}>{badge.label}</Badge>
                {canManage && <MemberActions groupId={groupId} member={member} viewer={viewer} />}
              </li>
            );
          })}
        </ul>
        {state.error && (
          <p role="alert" className={styles.error}>
            {state.error}
          </p>
        )}
        {state.hasMore && (
          <Button
            variant="secondary"
            className={styles.more}
            loading={state.loadingMore}
            onClick={() => void loadMore(groupId)}
          >
            Load more members
          </Button>
        )}
      </>
    );

  return (
    <div className={styles.members}>
      {canManage && <JoinRequests groupId={groupId} />}
      <section aria-labelledby={`group-${groupId}-members`} className={styles.section}>
        <h2 id={`group-${groupId}-members`} className={styles.heading}>
          Members{' '}
          {state.status === 'ready' && (
            <span className={styles.total}>{state.total.toLocaleString('en')}</span>
          )}
        </h2>
        {list}
      </section>
    </div>
  );
}

import { GlobeIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Avatar } from '@tapetv/ui/avatar';
import { Badge } from '@tapetv/ui/badge';
import { Cover } from '@tapetv/ui/cover';
import { Skeleton } from '@tapetv/ui/skeleton';
import { Link } from 'react-router';
import { type GroupDetail, groupAccess, membersLabel } from '@/entities/group';
import {
  GroupAvatarControl,
  GroupCoverControls,
  GroupImageErrors,
  useGroupCoverPosition,
} from '@/features/group/edit-images';
import { MembershipButton } from '@/features/group/membership';
import { paths } from '@/shared/config';
import styles from './group-header.module.css';

/** The viewer's standing, beside the facts. */
const STANDING = {
  owner: 'You own this group',
  admin: 'You are an admin',
  member: 'You are a member',
} as const;

/**
 * The top of a group's page (spec point 2 "Group header"): cover and avatar (the defaults when
 * unset), title, handle, description, privacy and member count, and Join / Leave / "Request sent".
 * Its owner and admins (`can_edit`) change the cover (upload, reposition, remove) and the avatar,
 * as a member does on their own profile.
 */
export function GroupHeader({ group }: { group: GroupDetail }) {
  const title = group.group_title;
  const editable = group.can_edit;
  const cover = useGroupCoverPosition(group.id, group.cover_position);
  const membersVisible = groupAccess(group) !== 'private-visitor';
  const count = membersLabel(group.members_count);
  return (
    <header className={styles.header}>
      <Cover
        src={group.cover}
        alt={`${title} cover`}
        {...(editable ? cover : { position: group.cover_position })}
      >
        {editable && (
          <GroupCoverControls
            groupId={group.id}
            cover={group.cover}
            position={group.cover_position}
          />
        )}
      </Cover>
      <div className={styles.identity}>
        <div className={styles.avatarFrame}>
          <Avatar src={group.avatar} name={title} size="xxl" className={styles.avatar} />
          {editable && <GroupAvatarControl groupId={group.id} />}
        </div>
        <div className={styles.titles}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.handle}>{group.group_name}</p>
        </div>
        <div className={styles.actions}>
          <MembershipButton group={group} />
        </div>
      </div>
      {editable && <GroupImageErrors groupId={group.id} />}
      {group.description && <p className={styles.description}>{group.description}</p>}
      <ul className={styles.facts} aria-label="About this group">
        <li className={styles.fact}>
          {group.privacy === 'public' ? (
            <>
              <GlobeIcon aria-hidden /> Public group
            </>
          ) : (
            <>
              <LockClosedIcon aria-hidden /> Private group
            </>
          )}
        </li>
        <li className={styles.fact}>
          {membersVisible ? (
            <Link to={paths.group(group.id, title, 'members')} className={styles.count}>
              {count}
            </Link>
          ) : (
            <span className={styles.count}>{count}</span>
          )}
        </li>
        {group.role && (
          <li className={styles.fact}>
            <Badge tone={group.role === 'member' ? 'neutral' : 'accent'}>
              {STANDING[group.role]}
            </Badge>
          </li>
        )}
      </ul>
    </header>
  );
}

/** The header's shape while the group loads. */
export function GroupHeaderSkeleton() {
  return (
    <div className={styles.header} role="status" aria-label="Loading the group">
      <Skeleton shape="block" className={styles.coverSkeleton} />
      <div className={styles.identity}>
        <Skeleton
          shape="circle"
          width="var(--size-avatar-2xl)"
          height="var(--size-avatar-2xl)"
          className={styles.avatar}
        />
        <div className={styles.titles}>
          <Skeleton width="60%" height="var(--space-6)" />
          <Skeleton width="30%" />
        </div>
      </div>
    </div>
  );
}

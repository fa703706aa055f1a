import { Avatar } from '@tapetv/ui/avatar';
import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { Cover } from '@tapetv/ui/cover';
import { Link } from 'react-router';
import type { ProfileData } from '@/entities/profile';
import { SchoolBadges } from '@/entities/school';
import { MessageButton } from '@/features/conversation/start';
import {
  AvatarControl,
  CoverControls,
  ProfileImageErrors,
  useCoverPosition,
} from '@/features/profile/edit-images';
import { FollowButton } from '@/features/profile/follow';
import { paths } from '@/shared/config';
import { SoonBadge } from '@/shared/ui/soon-badge';
import styles from './profile-header.module.css';

const joined = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' });

/** "1 follower", "12 followers". */
function counted(count: number, one: string, many: string) {
  return (
    <>
      <strong className={styles.count}>{count.toLocaleString('en')}</strong>{' '}
      {count === 1 ? one : many}
    </>
  );
}

/**
 * The top of a profile (spec point 2 "Profile screen"): cover, avatar, name, the trading school
 * badges, bio and counts, and — decided only by `isOwnProfile` — the member's own edit controls
 * or Follow/Unfollow.
 */
export function ProfileHeader({ profile }: { profile: ProfileData }) {
  const { userProfile: member, isOwnProfile } = profile;
  const cover = useCoverPosition(member.coverPosition);
  return (
    <header className={styles.header}>
      <Cover
        src={member.cover}
        alt={`${member.name}'s cover`}
        {...(isOwnProfile ? cover : { position: member.coverPosition })}
      >
        {isOwnProfile && <CoverControls cover={member.cover} position={member.coverPosition} />}
      </Cover>
      <div className={styles.identity}>
        <div className={styles.avatarFrame}>
          <Avatar src={member.avatar} name={member.name} size="xxl" className={styles.avatar} />
          {isOwnProfile && <AvatarControl />}
        </div>
        <div className={styles.names}>
          <h1 className={styles.name}>
            <span className={styles.nameText}>{member.name}</span>
            {member.isPro && <Badge tone="accent">Pro</Badge>}
          </h1>
          <p className={styles.handle}>@{member.userName}</p>
          <SchoolBadges userName={member.userName} />
        </div>
        <div className={styles.actions}>
          {isOwnProfile ? (
            <Button asChild variant="secondary">
              <Link to={paths.profileSettings(member.userName)}>
                Edit profile
                <SoonBadge to={paths.profileSettings(member.userName)} />
              </Link>
            </Button>
          ) : (
            <>
              <MessageButton userId={member.id} name={member.name} />
              <FollowButton
                userId={member.id}
                name={member.name}
                isFollowing={profile.isFollowing}
              />
            </>
          )}
        </div>
      </div>
      {isOwnProfile && <ProfileImageErrors />}
      {member.bio && <p className={styles.bio}>{member.bio}</p>}
      <ul className={styles.stats} aria-label="Follows">
        <li>
          <Link to={paths.profileFollows(member.userName, 'followers')} className={styles.stat}>
            {counted(profile.followersCount, 'follower', 'followers')}
          </Link>
        </li>
        <li>
          <Link to={paths.profileFollows(member.userName, 'followings')} className={styles.stat}>
            {counted(profile.followingsCount, 'following', 'following')}
          </Link>
        </li>
        <li className={styles.joined}>Joined {joined.format(new Date(member.createdAt))}</li>
      </ul>
    </header>
  );
}

/** The header's shape while the profile loads. */
export function ProfileHeaderSkeleton() {
  return (
    <div className={styles.header} role="status" aria-label="Loading the profile">
      <div className={styles.coverSkeleton} />
      <div className={styles.identity}>
        <div className={styles.avatarSkeleton} />
        <div className={styles.names}>
          <span className={styles.lineSkeleton} />
          <span className={styles.lineSkeletonShort} />
        </div>
      </div>
    </div>
  );
}

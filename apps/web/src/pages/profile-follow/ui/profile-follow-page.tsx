import { Avatar } from '@tapetv/ui/avatar';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tapetv/ui/tabs';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { type FollowSide, loadProfileAtom, profileAtomFamily } from '@/entities/profile';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import { FollowList } from '@/widgets/follow-list';
import { ProfileLoadFailed, ProfileNotFound } from '@/widgets/profile-header';
import styles from './profile-follow-page.module.css';

const sideOf = (value: string | null): FollowSide =>
  value === 'followings' ? 'followings' : 'followers';

/** A member's followers and followings, in tabs (`?tab=followers|followings`), with follow-back. */
export function ProfileFollowPage() {
  const userName = useParams().userName ?? '';
  return <FollowView key={userName} userName={userName} />;
}

function FollowView({ userName }: { userName: string }) {
  const { status, profile } = useAtomValue(profileAtomFamily(userName));
  const load = useSetAtom(loadProfileAtom);
  const [search, setSearch] = useSearchParams();
  const side = sideOf(search.get('tab'));
  useEffect(() => {
    void load(userName);
  }, [load, userName]);

  if (status === 'missing')
    return (
      <PageFrame title="Followers and Followings">
        <ProfileNotFound userName={userName} />
      </PageFrame>
    );
  if (!profile)
    return (
      <PageFrame title="Followers and Followings">
        {status === 'error' ? (
          <ProfileLoadFailed
            title="The lists could not be loaded"
            onRetry={() => void load(userName)}
          />
        ) : (
          <p className={styles.loading} aria-busy="true">
            Loading…
          </p>
        )}
      </PageFrame>
    );
  const { userProfile: member, isOwnProfile } = profile;
  const whose = isOwnProfile ? 'You' : member.name;
  return (
    <PageFrame title="Followers and Followings">
      <Link to={paths.profile(member.userName)} className={styles.member}>
        <Avatar src={member.avatar} name={member.name} decorative size="lg" />
        <span>
          <span className={styles.memberName}>{member.name}</span>
          <span className={styles.handle}>@{member.userName}</span>
        </span>
      </Link>
      <Tabs
        value={side}
        onValueChange={(value) => setSearch({ tab: sideOf(value) }, { replace: true })}
      >
        <TabsList aria-label="Follows">
          <TabsTrigger value="followers">Followers ({profile.followersCount})</TabsTrigger>
          <TabsTrigger value="followings">Following ({profile.followingsCount})</TabsTrigger>
        </TabsList>
        <TabsContent value="followers">
          <FollowList
            listKey={`followers:${member.id}`}
            viewerFollowers={isOwnProfile}
            emptyTitle="No followers yet"
            emptyText={
              isOwnProfile
                ? 'Post your ideas and join groups: traders who like them will follow you.'
                : `Nobody follows ${member.name} yet.`
            }
          />
        </TabsContent>
        <TabsContent value="followings">
          <FollowList
            listKey={`followings:${member.id}`}
            emptyTitle="Not following anyone yet"
            emptyText={`${whose} ${isOwnProfile ? 'do' : 'does'} not follow anyone yet.`}
          />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

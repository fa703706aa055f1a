import { EmptyState } from '@tapetv/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tapetv/ui/tabs';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { loadProfileAtom, type ProfileData, profileAtomFamily } from '@/entities/profile';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import { PostList } from '@/widgets/posts';
import { ProfileCalls } from '@/widgets/profile-calls';
import {
  ProfileHeader,
  ProfileHeaderSkeleton,
  ProfileLoadFailed,
  ProfileNotFound,
} from '@/widgets/profile-header';
import styles from './profile-page.module.css';
import { ProfileWatchlists } from './profile-watchlists.tsx';

/** The member's post images, newest first, each opening its post. */
function MediaGrid({ profile }: { profile: ProfileData }) {
  const { userMedia, userProfile, isOwnProfile } = profile;
  if (userMedia.length === 0)
    return (
      <EmptyState
        title="No images yet"
        description={
          isOwnProfile
            ? 'Charts and pictures you post show up here.'
            : `Charts and pictures ${userProfile.name} posts show up here.`
        }
      />
    );
  return (
    <ul className={styles.media} aria-label={`${userProfile.name}'s images`}>
      {userMedia.map((item) => (
        <li key={`${item.postId}:${item.url}`}>
          <Link to={paths.post(item.postId)} className={styles.mediaLink}>
            <img
              src={item.url}
              alt={`From post ${item.postId}`}
              loading="lazy"
              className={styles.mediaImage}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A member's profile (spec point 2 "Profile screen"): header, their posts, their images, the
 * watchlists the viewer may see, and how their bullish and bearish calls did (issue 16, point 5).
 */
export function ProfilePage() {
  const userName = useParams().userName ?? '';
  return <ProfileView key={userName} userName={userName} />;
}

function ProfileView({ userName }: { userName: string }) {
  const { status, profile } = useAtomValue(profileAtomFamily(userName));
  const load = useSetAtom(loadProfileAtom);
  useEffect(() => {
    void load(userName);
  }, [load, userName]);

  if (status === 'missing')
    return (
      <PageFrame title="Profile">
        <ProfileNotFound userName={userName} />
      </PageFrame>
    );
  if (!profile)
    return (
      <PageFrame title="Profile">
        {status === 'error' ? (
          <ProfileLoadFailed
            title="The profile could not be loaded"
            onRetry={() => void load(userName)}
          />
        ) : (
          <ProfileHeaderSkeleton />
        )}
      </PageFrame>
    );
  const { userProfile: member, isOwnProfile } = profile;
  return (
    <PageFrame title={member.name} header={<ProfileHeader profile={profile} />}>
      <Tabs defaultValue="posts">
        <TabsList aria-label="Profile sections">
          <TabsTrigger value="posts">Posts</TabsTrigger>
          <TabsTrigger value="media">Media ({profile.userMedia.length})</TabsTrigger>
          <TabsTrigger value="watchlists">Watchlists</TabsTrigger>
          <TabsTrigger value="calls">Calls</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <PostList
            list={`profile:${member.id}`}
            emptyTitle={
              isOwnProfile ? 'You have not posted yet' : `${member.name} has not posted yet`
            }
            emptyText={
              isOwnProfile
                ? 'Your posts show up here. Write one from your feed.'
                : 'Their posts show up here as soon as they write one.'
            }
          />
        </TabsContent>
        <TabsContent value="media">
          <MediaGrid profile={profile} />
        </TabsContent>
        {/* Mounted only while open: the lists load when asked for. */}
        <TabsContent value="watchlists">
          <ProfileWatchlists member={member} isOwnProfile={isOwnProfile} />
        </TabsContent>
        {/* Mounted only while open, so the calls (and their prices) load when asked for. */}
        <TabsContent value="calls">
          <ProfileCalls
            userName={member.userName}
            memberName={member.name}
            isOwnProfile={isOwnProfile}
          />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

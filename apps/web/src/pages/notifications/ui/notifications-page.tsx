import { Button } from '@tapetv/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tapetv/ui/tabs';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import {
  markAllReadAtom,
  type NotificationFilter,
  unreadCountsAtom,
} from '@/entities/notification';
import { viewerAtom } from '@/entities/session';
import { PageFrame } from '@/shared/ui/page-frame';
import { NotificationList } from '@/widgets/notification-list';
import styles from './notifications-page.module.css';

const FILTERS: readonly { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'activity', label: 'Reactions, comments and votes' },
  { value: 'follower', label: 'Followers' },
];

const filterOf = (value: string | null): NotificationFilter =>
  FILTERS.find((filter) => filter.value === value)?.value ?? 'all';

/**
 * The member's notifications (`/notifications`, and `/profile/{userName}/notification` for their
 * own user name; another member's redirects to theirs: notifications are private), filtered by
 * kind (`?kind=`), with "Mark all read".
 */
export function NotificationsPage() {
  const viewer = useAtomValue(viewerAtom);
  const { userName } = useParams();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('kind'));
  const unread = useAtomValue(unreadCountsAtom);
  const markAll = useSetAtom(markAllReadAtom);
  const [marking, setMarking] = useState(false);
  const [failed, setFailed] = useState(false);

  if (viewer && userName !== undefined && userName !== viewer.userName)
    return <Navigate to={`/profile/${encodeURIComponent(viewer.userName)}/notification`} replace />;

  const unreadHere = filter === 'all' ? unread.activity + unread.follower : unread[filter];
  const markAllRead = async () => {
    setMarking(true);
    setFailed(!(await markAll(filter)));
    setMarking(false);
  };
  return (
    <PageFrame title="Notifications">
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {unreadHere === 0 ? 'Nothing unread' : `${unreadHere} unread`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          loading={marking}
          disabled={unreadHere === 0}
          onClick={() => void markAllRead()}
        >
          Mark all read
        </Button>
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          The notifications could not be marked read. Please try again.
        </p>
      )}
      <Tabs
        value={filter}
        onValueChange={(value) => setSearch({ kind: filterOf(value) }, { replace: true })}
      >
        <TabsList aria-label="Show">
          {FILTERS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={filter}>
          <NotificationList key={filter} filter={filter} />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}

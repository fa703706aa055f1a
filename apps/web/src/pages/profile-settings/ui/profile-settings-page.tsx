import type { UserData } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { useAtomValue } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router';
import { viewerAtom } from '@/entities/session';
import { SubscriptionPanel } from '@/features/billing/manage-subscription';
import { NotificationMuteForm } from '@/features/notification/mute';
import { PasswordForm, ProfileSettingsForm } from '@/features/profile/edit-settings';
import { TimeZoneForm } from '@/features/profile/time-zone';
import { paths } from '@/shared/config';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './profile-settings-page.module.css';

/**
 * A member's own settings (`/profile/{userName}/setting`): profile details, password, which
 * notifications they get, the calendars' time zone and their subscription. Another
 * member's settings address is refused here, and the server only ever changes the logged-in
 * member whatever the address says.
 */
export function ProfileSettingsPage() {
  const userName = useParams().userName ?? '';
  const viewer = useAtomValue(viewerAtom);
  const navigate = useNavigate();
  if (!viewer) return null;
  if (viewer.userName.toLowerCase() !== userName.toLowerCase())
    return (
      <PageFrame title="Profile Settings">
        <EmptyState
          tone="error"
          title="These are not your settings"
          description="You can only change your own profile and password."
          action={
            <Button asChild variant="secondary">
              <Link to={paths.profileSettings(viewer.userName)}>Open your settings</Link>
            </Button>
          }
        />
      </PageFrame>
    );

  // A new user name moves the page to its new address.
  const saved = (user: UserData) => {
    if (user.userName !== userName)
      void navigate(paths.profileSettings(user.userName), { replace: true });
  };
  return (
    <PageFrame title="Profile Settings">
      <p className={styles.back}>
        <Link to={paths.profile(viewer.userName)}>Back to your profile</Link>
      </p>
      <div className={styles.forms}>
        <ProfileSettingsForm key={viewer.userName} viewer={viewer} onSaved={saved} />
        <PasswordForm />
        <NotificationMuteForm />
        <TimeZoneForm />
        <SubscriptionPanel />
      </div>
    </PageFrame>
  );
}

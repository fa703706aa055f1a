import { ExitIcon, GearIcon, PersonIcon, StarIcon } from '@radix-ui/react-icons';
import type { UserData } from '@tapetv/api-client';
import { Avatar } from '@tapetv/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@tapetv/ui/dropdown-menu';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { logOutAtom } from '@/features/auth/logout';
import { paths } from '@/shared/config';
import { SoonBadge } from '@/shared/ui/soon-badge';
import styles from './header.module.css';
import { MENU_TRIGGER_ATTRIBUTE, PROFILE_MENU_LABEL } from './member-menu-triggers.tsx';

/** Spec point 2 "Menus": My Profile, Upgrade To Pro, Settings, Logout. */
export function ProfileMenu({
  viewer,
  defaultOpen = false,
}: {
  viewer: UserData;
  /** Open when it mounts (opened before its code had loaded). */
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const logOut = useSetAtom(logOutAtom);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={styles.avatarButton}
        aria-label={PROFILE_MENU_LABEL}
        {...{ [MENU_TRIGGER_ATTRIBUTE]: PROFILE_MENU_LABEL }}
      >
        <Avatar src={viewer.avatar} name={viewer.name} size="md" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className={styles.menuName}>{viewer.name}</span>
          <span className={styles.menuHandle}>@{viewer.userName}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.profile(viewer.userName))}>
          <PersonIcon aria-hidden /> My Profile
          <SoonBadge to={paths.profile(viewer.userName)} />
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.pricing)}>
          <StarIcon aria-hidden /> Upgrade To Pro
          <SoonBadge to={paths.pricing} />
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.profileSettings(viewer.userName))}>
          <GearIcon aria-hidden /> Settings
          <SoonBadge to={paths.profileSettings(viewer.userName)} />
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="danger"
          onSelect={() => {
            void logOut();
          }}
        >
          <ExitIcon aria-hidden /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

import type { UserData } from '@tapetv/api-client';
import { useLayoutEffect } from 'react';
import { ActivityMenus } from './activity-menus.tsx';
import styles from './header.module.css';
import { MENU_TRIGGER_ATTRIBUTE, PROFILE_MENU_LABEL } from './member-menu-triggers.tsx';
import { ProfileMenu } from './profile-menu.tsx';

export interface MemberMenusProps {
  viewer: UserData;
  /** The menu the member opened before this code had loaded: it opens at once. */
  openMenu: string | null;
  /** The trigger that had the keyboard focus when the placeholders were swapped for these. */
  focusMenu: string | null;
}

/**
 * The member's dropdowns (followers, messages, notifications, profile): the code behind the
 * placeholders of `DeferredMemberMenus`, loaded when the member first points at, focuses or opens one.
 */
export function MemberMenus({ viewer, openMenu, focusMenu }: MemberMenusProps) {
  useLayoutEffect(() => {
    // Keyboard focus stays on the same trigger across the swap (an opened menu takes it itself).
    if (!focusMenu || openMenu) return;
    document
      .querySelector<HTMLElement>(`header [${MENU_TRIGGER_ATTRIBUTE}="${CSS.escape(focusMenu)}"]`)
      ?.focus();
  }, [focusMenu, openMenu]);
  return (
    <>
      <div className={styles.activity}>
        <ActivityMenus viewer={viewer} openMenu={openMenu} />
      </div>
      <ProfileMenu viewer={viewer} defaultOpen={openMenu === PROFILE_MENU_LABEL} />
    </>
  );
}

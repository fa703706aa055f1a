import { BellIcon, ChatBubbleIcon, PersonIcon } from '@radix-ui/react-icons';
import type { ComponentType } from 'react';

/** The header's activity dropdowns, in order; their triggers show before the menus' code loads. */
export const ACTIVITY_MENUS = [
  { label: 'Followers', Icon: PersonIcon },
  { label: 'Messages', Icon: ChatBubbleIcon },
  { label: 'Notifications', Icon: BellIcon },
] as const satisfies readonly {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
}[];

export type ActivityMenuLabel = (typeof ACTIVITY_MENUS)[number]['label'];

export const PROFILE_MENU_LABEL = 'Profile menu';

/** Marks each header menu trigger, so focus can move from a placeholder to the real trigger. */
export const MENU_TRIGGER_ATTRIBUTE = 'data-header-menu';

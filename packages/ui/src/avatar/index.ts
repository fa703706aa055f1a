export type { AvatarProps, AvatarSize } from './avatar.tsx';
export {
  AVATAR_COLORS,
  Avatar,
  avatarColorOf,
  DEFAULT_AVATAR_SRC,
  hasOwnImage,
  initialsOf,
} from './avatar.tsx';

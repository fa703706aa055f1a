export type { AvatarProps, AvatarSize } from './avatar.tsx';
export { Avatar, DEFAULT_AVATAR_SRC } from './avatar.tsx';

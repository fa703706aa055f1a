export type { IconProps } from './nav-icons.tsx';
export {
  BellIcon,
  ChatIcon,
  FeedIcon,
  HomeIcon,
  MenuIcon,
  PersonIcon,
  SchoolIcon,
  SearchIcon,
  VideoIcon,
  WatchlistIcon,
} from './nav-icons.tsx';

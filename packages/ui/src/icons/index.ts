// The sections' icons beyond the phone bar are `@tapetv/ui/section-icons`, not re-exported here:
// the main script imports this barrel, and would carry them (issue 12).
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

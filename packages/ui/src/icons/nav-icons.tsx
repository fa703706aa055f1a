import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of the design system's own line icons: 24 × 24, drawn with the text colour, sized by
 * the caller (1em by default) and decorative (hidden from assistive technology: the label beside
 * it says what it is). A few short paths each, where the icon set they replace spent ~2 kB per
 * icon on the phone bar of every page (issue 12).
 */
export function LineIcon({
  name,
  children,
  ...props
}: IconProps & { name: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      data-icon={name}
      {...props}
    >
      {children}
    </svg>
  );
}

/** The visitor's way home. */
export function HomeIcon(props: IconProps) {
  return (
    <LineIcon name="HomeIcon" {...props}>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
    </LineIcon>
  );
}

/** The member's feed: a column of posts. */
export function FeedIcon(props: IconProps) {
  return (
    <LineIcon name="FeedIcon" {...props}>
      <rect x="3" y="3" width="18" height="8" rx="2" />
      <rect x="3" y="13" width="18" height="8" rx="2" />
    </LineIcon>
  );
}

/** The trading school: a mortarboard. */
export function SchoolIcon(props: IconProps) {
  return (
    <LineIcon name="SchoolIcon" {...props}>
      <path d="M2 9l10-5 10 5-10 5zm4 2v5c1.6 1.4 3.6 2 6 2s4.4-.6 6-2v-5m4-2v6" />
    </LineIcon>
  );
}

/** Watchlists: a list of symbols. */
export function WatchlistIcon(props: IconProps) {
  return (
    <LineIcon name="WatchlistIcon" {...props}>
      <path d="M9 6h12M9 12h12M9 18h12M4 6h.01M4 12h.01M4 18h.01" strokeWidth={2.25} />
    </LineIcon>
  );
}

/** Video: the CEO interviews and the live show. */
export function VideoIcon(props: IconProps) {
  return (
    <LineIcon name="VideoIcon" {...props}>
      <rect x="2" y="6" width="14" height="12" rx="2" />
      <path d="m16 10.5 6-3.5v10l-6-3.5z" />
    </LineIcon>
  );
}

/** Opens the menu. */
export function MenuIcon(props: IconProps) {
  return (
    <LineIcon name="MenuIcon" {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

/** Search. */
export function SearchIcon(props: IconProps) {
  return (
    <LineIcon name="SearchIcon" {...props}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </LineIcon>
  );
}

/** Notifications: a bell. */
export function BellIcon(props: IconProps) {
  return (
    <LineIcon name="BellIcon" {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0" />
    </LineIcon>
  );
}

/** Messages: a speech bubble. */
export function ChatIcon(props: IconProps) {
  return (
    <LineIcon name="ChatIcon" {...props}>
      <path d="M4 5h16v11H9l-5 4z" />
    </LineIcon>
  );
}

/** A member: followers, a profile. */
export function PersonIcon(props: IconProps) {
  return (
    <LineIcon name="PersonIcon" {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </LineIcon>
  );
}

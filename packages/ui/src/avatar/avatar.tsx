import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { CSSProperties } from 'react';
import { cx } from '../lib/cx.ts';
import styles from './avatar.module.css';

/** The server's default avatar (spec points 2 and 3), shown when a member's image fails. */
export const DEFAULT_AVATAR_SRC = '/photos/d-avatar.jpg';

/** How many avatar colours the tokens define (`--color-avatar-1` …). */
export const AVATAR_COLORS = 8;

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

export interface AvatarProps {
  /** The image URL. Missing, empty or the server's default image: the name's initials instead. */
  src?: string | null;
  /** Whose avatar it is: the initials, and the image's alternative text unless `decorative`. */
  name: string;
  /** The name is already written next to the avatar: screen readers skip the avatar. */
  decorative?: boolean;
  size?: AvatarSize;
  /** Overrides the image shown when `src` fails to load (tests, other deployments). */
  fallbackSrc?: string;
  className?: string;
}

/** Whether `src` is a photo of the member's own rather than nothing or the default image. */
export function hasOwnImage(src: string | null | undefined): src is string {
  return Boolean(src) && !src?.endsWith(DEFAULT_AVATAR_SRC);
}

/**
 * Up to two initials: the first letter or digit of the first and the last word ("Dana Demo" →
 * "DD", "options-lab" → "O", "$TSLA bulls" → "TB"). Empty when the name has none.
 */
export function initialsOf(name: string): string {
  const firsts = name
    .trim()
    .split(/[\s_-]+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((first): first is string => Boolean(first));
  const picked = firsts.length > 1 ? [firsts[0], firsts.at(-1)] : firsts;
  // One character each, even where upper case has two ("ß" → "SS").
  return picked.map((first) => Array.from(first?.toLocaleUpperCase() ?? '')[0] ?? '').join('');
}

/**
 * A colour from 1 to AVATAR_COLORS, derived from the name: the same member gets the same colour on
 * every page and machine (every avatar knows the name; not every payload carries an id).
 */
export function avatarColorOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return (Math.abs(hash) % AVATAR_COLORS) + 1;
}

/**
 * A round member or group image on Radix Avatar. A member with no photo of their own gets their
 * initials on a colour derived from them, so a list of new members is not a row of identical
 * silhouettes. An uploaded image that fails to load shows the default avatar (spec point 2): a
 * broken image never appears.
 */
export function Avatar({
  src,
  name,
  decorative = false,
  size = 'md',
  fallbackSrc = DEFAULT_AVATAR_SRC,
  className,
}: AvatarProps) {
  const alt = decorative ? '' : name;
  const initials = hasOwnImage(src) ? '' : initialsOf(name);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size}
      className={cx(styles.root, styles[size], className)}
    >
      {initials ? (
        // The initials are drawn by the stylesheet from data-initials, so they stay out of the
        // text around the avatar (a row's textContent, a copied selection).
        <span
          data-slot="avatar-initials"
          data-initials={initials}
          className={styles.initials}
          style={
            {
              '--avatar-color': `var(--color-avatar-${avatarColorOf(name)})`,
            } as CSSProperties
          }
          {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        />
      ) : (
        <>
          {src ? (
            <AvatarPrimitive.Image
              data-slot="avatar-image"
              className={styles.image}
              src={src}
              alt={alt}
            />
          ) : null}
          <AvatarPrimitive.Fallback data-slot="avatar-fallback" className={styles.fallback}>
            <img className={styles.image} src={fallbackSrc} alt={alt} />
          </AvatarPrimitive.Fallback>
        </>
      )}
    </AvatarPrimitive.Root>
  );
}

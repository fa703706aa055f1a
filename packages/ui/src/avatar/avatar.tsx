import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cx } from '../lib/cx.ts';
import styles from './avatar.module.css';

/** The server's default avatar (spec points 2 and 3), shown when a member's image fails. */
export const DEFAULT_AVATAR_SRC = '/photos/d-avatar.jpg';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

export interface AvatarProps {
  /** The image URL; empty, missing or broken shows the default avatar. */
  src?: string | null;
  /** Whose avatar it is: the image's alternative text. Pass `''` when a name is next to it. */
  name: string;
  size?: AvatarSize;
  /** Overrides the fallback image (tests, other deployments). */
  fallbackSrc?: string;
  className?: string;
}

/**
 * A round member or group image on Radix Avatar. While the image loads, and when it fails or is
 * missing, the default avatar shows instead: a broken image never appears.
 */
export function Avatar({
  src,
  name,
  size = 'md',
  fallbackSrc = DEFAULT_AVATAR_SRC,
  className,
}: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size}
      className={cx(styles.root, styles[size], className)}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          className={styles.image}
          src={src}
          alt={name}
        />
      ) : null}
      <AvatarPrimitive.Fallback data-slot="avatar-fallback" className={styles.fallback}>
        <img className={styles.image} src={fallbackSrc} alt={name} />
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}

import { cx } from '../lib/cx.ts';
import { reactionGlyph } from './reaction-glyphs.tsx';
import styles from './reaction-picker.module.css';

export type ReactionTypeId = number | string;

/** A reaction type from GET /api/reaction-types (spec point 3: name and icon). */
export interface ReactionType {
  id: ReactionTypeId;
  name: string;
  /** An image URL (or data URI), or an emoji. */
  icon: string;
}

/** One member's reaction in a post's or comment's `organizedReactions` (spec point 3). */
export interface ReactionDetail {
  userId: number | string;
  userName: string;
  userImage?: string | null;
  reactionImage?: string | null;
  reactionType?: string;
}

/** The derived summary: reaction type name → count and who reacted. */
export type OrganizedReactions = Record<string, { count: number; details: ReactionDetail[] }>;

const isImage = (icon: string) => /^(data:|https?:|\/|\.)/.test(icon);

/**
 * A reaction type's icon, always decorative (the name is said in text): the product's own drawing
 * for the names it knows (`reaction-glyphs.tsx`), else the API's `icon`, an image or an emoji.
 */
export function ReactionIcon({
  icon,
  name,
  className,
}: {
  icon: string;
  /** The type's name: picks the product's own icon when there is one. */
  name?: string;
  className?: string;
}) {
  const glyph = reactionGlyph(name);
  if (glyph)
    return (
      <svg
        data-slot="reaction-icon"
        data-reaction={name?.toLowerCase()}
        viewBox="0 0 20 20"
        aria-hidden
        focusable="false"
        className={cx(styles.icon, className)}
      >
        {glyph}
      </svg>
    );
  return isImage(icon) ? (
    <img data-slot="reaction-icon" src={icon} alt="" className={cx(styles.icon, className)} />
  ) : (
    <span
      data-slot="reaction-icon"
      aria-hidden
      className={cx(styles.icon, styles.emoji, className)}
    >
      {icon}
    </span>
  );
}

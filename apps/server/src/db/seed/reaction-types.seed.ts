import type { Database } from '../client.ts';
import { reactionTypes } from '../schema/index.ts';

/** The emoji-style reactions members can leave on posts and comments. */
export const REACTION_TYPES = [
  { name: 'like', icon: '👍' },
  { name: 'love', icon: '❤️' },
  { name: 'haha', icon: '😂' },
  { name: 'wow', icon: '😮' },
  { name: 'sad', icon: '😢' },
  { name: 'angry', icon: '😠' },
  { name: 'bullish', icon: '🐂' },
  { name: 'bearish', icon: '🐻' },
] as const;

/** Adds the reaction types a database lacks (matched by name); a second call adds nothing. */
export async function seedReactionTypes(db: Database): Promise<number> {
  const inserted = await db
    .insert(reactionTypes)
    .values(REACTION_TYPES.map((type, position) => ({ ...type, position })))
    .onConflictDoNothing({ target: reactionTypes.name })
    .returning({ id: reactionTypes.id });
  return inserted.length;
}

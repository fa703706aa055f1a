import type { PresenceMember } from '@tapetv/realtime';

/** A member present in a group's chat, with what their presence data says about them. */
export interface OnlineMember {
  id: number;
  /** From the presence data the member entered with; null when it had none. */
  name: string | null;
  avatar: string | null;
}

/** What the live chat enters presence with, so others can show the member without a fetch. */
export interface PresenceData {
  name: string;
  avatar: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Present connections to members: one entry per member (two tabs are one member), in the order
 * they entered. Presence data comes from other clients, so only strings are taken from it.
 */
export function onlineMembers(present: readonly PresenceMember[]): OnlineMember[] {
  const byId = new Map<number, OnlineMember>();
  for (const { userId, data } of present) {
    if (!Number.isInteger(userId) || byId.has(userId)) continue;
    const fields = (typeof data === 'object' && data !== null ? data : {}) as Record<
      string,
      unknown
    >;
    byId.set(userId, { id: userId, name: text(fields.name), avatar: text(fields.avatar) });
  }
  return [...byId.values()];
}

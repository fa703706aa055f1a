import { useEffect, useState } from 'react';
import { firstUnreadId, type GroupChatMessage } from '../lib/group-chat.rules.ts';

const storageKey = (viewerId: number, groupId: number) =>
  `tapetv.groupChat.lastSeen.${viewerId}.${groupId}`;

function readLastSeen(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The unread line of a group chat on this device: the newest message the viewer saw in it is
 * kept in local storage; on opening, the line goes above the first newer message of someone
 * else (decided once, so it stays put while the chat is read), and what arrives while it is
 * open counts as seen.
 */
export function useUnreadDivider(
  groupId: number,
  viewerId: number,
  ready: boolean,
  messages: readonly GroupChatMessage[],
): number | null {
  const key = storageKey(viewerId, groupId);
  const [divider, setDivider] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (divider !== undefined || !ready) return;
    setDivider(firstUnreadId(messages, readLastSeen(key), viewerId));
  }, [divider, ready, messages, key, viewerId]);

  const newest = messages[0]?.id;
  useEffect(() => {
    if (divider === undefined || newest === undefined) return;
    try {
      if ((readLastSeen(key) ?? 0) < newest) localStorage.setItem(key, String(newest));
    } catch {
      // Storage may be off (private mode): the line is a nicety, the chat works without it.
    }
  }, [divider, newest, key]);
  return divider ?? null;
}

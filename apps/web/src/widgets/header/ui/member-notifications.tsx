import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { type UnreadCounts, unreadCountsAtom, useNotificationsLive } from '@/entities/notification';

/**
 * The member's notifications, kept current from the first paint (loaded, then live), with the
 * badges handed to the header's trigger placeholders. Its own chunk, loaded only for members just
 * after the header shows, so a visitor's first page never carries the notifications code.
 */
export default function MemberNotifications({
  viewerId,
  onUnread,
}: {
  viewerId: number;
  onUnread: (unread: UnreadCounts) => void;
}) {
  useNotificationsLive(viewerId);
  const unread = useAtomValue(unreadCountsAtom);
  useEffect(() => onUnread(unread), [unread, onUnread]);
  return null;
}

import { useAtomValue, useStore } from 'jotai';
import { useRealtime } from '@/shared/lib/realtime';
import { type OnlineMember, onlineMembers } from '../lib/online-members.ts';
import { groupOnlineAtomFamily, groupPresenceAtomFamily } from './group-chat.atoms.ts';

/** Keeps `groupPresenceAtomFamily(groupId)` up to date while the calling component is mounted. */
function useGroupPresence(groupId: number): void {
  const store = useStore();
  useRealtime(
    (realtime) =>
      realtime.groupChat(groupId).onPresenceChange((present) => {
        const members = onlineMembers(present);
        const presenceAtom = groupPresenceAtomFamily(groupId);
        const held = store.get(presenceAtom);
        // Another tab of someone present changes no one: keep the list (and the renders).
        const same =
          held.length === members.length &&
          held.every(
            (member, index) =>
              member.id === members[index]?.id && member.name === members[index]?.name,
          );
        if (!same) store.set(presenceAtom, members);
      }),
    [store, groupId],
  );
}

/**
 * The user ids online in a group now: present in its chat (a member with two tabs counts once).
 * Listens while the calling component is mounted; empty while not connected.
 */
export function useGroupOnline(groupId: number): ReadonlySet<number> {
  useGroupPresence(groupId);
  return useAtomValue(groupOnlineAtomFamily(groupId));
}

/** The members online in a group now, with the name and avatar they entered with. */
export function useGroupOnlineMembers(groupId: number): readonly OnlineMember[] {
  useGroupPresence(groupId);
  return useAtomValue(groupPresenceAtomFamily(groupId));
}

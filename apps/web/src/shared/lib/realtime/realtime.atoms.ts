import type { Realtime } from '@tapetv/realtime';
import { atom } from 'jotai';

/**
 * The logged-in member's real-time connection, or null (a visitor, or not connected yet). The app
 * creates it once per member after the first paint and closes it on logout; slices never create
 * one, they subscribe to it with `useRealtime` while they are mounted.
 */
export const realtimeAtom = atom<Realtime | null>(null);
realtimeAtom.debugLabel = 'realtime';

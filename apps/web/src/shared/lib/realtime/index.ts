export { realtimeAtom } from './realtime.atoms.ts';
export { useRealtime } from './use-realtime.ts';

export type { LivePlayerProps, LivePlayerState } from './live-player.tsx';
export { LivePlayer, OFF_AIR_TITLE, STREAM_ERROR } from './live-player.tsx';

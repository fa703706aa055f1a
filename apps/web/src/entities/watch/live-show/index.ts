export {
  dayKey,
  dayText,
  isAiring,
  nextShowText,
  type ScheduleDay,
  scheduleDays,
  timeText,
  zoneText,
} from './lib/live-schedule.ts';
export type { LiveChatState, LiveClock, LiveStatusState } from './model/live-show.atoms.ts';
export {
  catchUpLiveChatAtom,
  liveChatAtom,
  liveClockAtom,
  liveNowAtom,
  liveStatusAtom,
  loadLiveChatAtom,
  loadLiveStatusAtom,
  loadOlderLiveMessagesAtom,
  receiveLiveMessageAtom,
  receiveLiveMessageDeletedAtom,
} from './model/live-show.atoms.ts';
export type { LiveChatMessage, LiveChatPage, LiveOccurrence, LiveStatus } from './model/types.ts';
export { useLiveChatLive } from './model/use-live-chat-live.ts';
export { LiveSchedule, type LiveScheduleProps } from './ui/live-schedule.tsx';

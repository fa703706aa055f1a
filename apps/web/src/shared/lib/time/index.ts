export { NOW_TICK_MS, nowAtom } from './now.atoms.ts';
export { dayKey, dayText, timeText, zoneText } from './zoned.ts';

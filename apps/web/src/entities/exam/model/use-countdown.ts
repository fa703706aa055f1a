import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import {
  type CountdownState,
  countdownAnnouncement,
  countdownState,
  remainingMs,
} from '../lib/countdown.ts';
import { examClockAtom } from './exam.atoms.ts';

export interface CountdownOptions {
  /** The server's deadline (ISO instant). */
  deadlineAt: string;
  /** How far the server's clock is ahead of this browser's (`clockOffset` at load). */
  offset: number;
  /** Called once when the time is up (also when it already was at mount). */
  onExpire?: () => void;
}

export interface Countdown {
  remainingMs: number;
  state: CountdownState;
  /** The last announcement ("5 minutes left", "1 minute left"), for a polite live region. */
  announcement: string | null;
}

/**
 * The time left before an attempt's deadline, recomputed from the clock (`examClockAtom`) at
 * each second boundary and whenever the tab is shown again: a browser slows or stops a hidden
 * tab's timers, and counting ticks would then run slow. `onExpire` runs once.
 */
export function useCountdown({ deadlineAt, offset, onExpire }: CountdownOptions): Countdown {
  const { now } = useAtomValue(examClockAtom);
  const left = () => remainingMs(deadlineAt, offset, now());
  const [ms, setMs] = useState(left);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;
  const expiredRef = useRef(false);
  const previousRef = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads these three
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const next = left();
      setMs(next);
      const said = countdownAnnouncement(previousRef.current, next);
      if (said) setAnnouncement(said);
      previousRef.current = next;
      if (next <= 0) {
        if (!expiredRef.current) {
          expiredRef.current = true;
          onExpireRef.current?.();
        }
        return;
      }
      // The next whole second shown: 9:59.4 left waits 0.4 s.
      timer = setTimeout(tick, next % 1000 || 1000);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [deadlineAt, offset, now]);

  return { remainingMs: ms, state: countdownState(ms), announcement };
}

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clockOffset } from '../lib/countdown.ts';
import { ExamTimer } from './exam-timer.tsx';

/** The server's clock when the attempt loaded; its deadline ten minutes later. */
const SERVER_NOW = Date.parse('2026-11-27T10:00:00.000Z');
const DEADLINE = '2026-11-27T10:10:00.000Z';
const MINUTE = 60_000;

let visibility: DocumentVisibilityState = 'visible';

/** The browser hides or shows the tab. */
function setTabVisible(visible: boolean) {
  visibility = visible ? 'visible' : 'hidden';
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Time passes with the timers running (a visible tab). */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The timer, loaded now, with the offset from the server's clock as the page computes it. */
function renderTimer(serverNow = SERVER_NOW, onExpire = vi.fn()) {
  const offset = clockOffset(new Date(serverNow).toISOString(), Date.now());
  render(<ExamTimer deadlineAt={DEADLINE} offset={offset} onExpire={onExpire} />);
  return { onExpire, timer: screen.getByRole('timer') };
}

const stateOf = (timer: HTMLElement) =>
  timer.closest('[data-slot="exam-timer"]')?.getAttribute('data-state');

const announcement = () =>
  document.querySelector('[data-slot="exam-timer-announcement"]')?.textContent ?? '';

describe('ExamTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: SERVER_NOW });
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down each second from the server’s deadline', () => {
    const { timer } = renderTimer();
    expect(timer.textContent).toBe('10:00');
    expect(timer.getAttribute('aria-label')).toBe('Time left: 10 minutes');
    tick(1000);
    expect(timer.textContent).toBe('09:59');
    tick(1000);
    expect(timer.textContent).toBe('09:58');
    tick(58_000);
    expect(timer.textContent).toBe('09:00');
    expect(timer.getAttribute('aria-label')).toBe('Time left: 9 minutes');
    expect(stateOf(timer)).toBe('plenty');
  });

  it('shows the right time when a tab hidden for 5 minutes is shown again (from the clock, not counted ticks)', () => {
    const { timer } = renderTimer();
    tick(30_000);
    expect(timer.textContent).toBe('09:30');

    setTabVisible(false);
    // A hidden tab's timers are slowed or stopped: the clock moves on, no tick runs.
    vi.setSystemTime(Date.now() + 5 * MINUTE);
    expect(timer.textContent).toBe('09:30');

    setTabVisible(true);
    expect(timer.textContent).toBe('04:30');
    tick(1000);
    expect(timer.textContent).toBe('04:29');
  });

  it.each([
    ['ahead of', 10 * MINUTE],
    ['behind', -10 * MINUTE],
  ])(
    'counts to the server’s deadline with the local clock 10 minutes %s the server’s',
    (_, skew) => {
      vi.setSystemTime(SERVER_NOW + skew);
      const { timer, onExpire } = renderTimer(SERVER_NOW);
      expect(timer.textContent).toBe('10:00');
      tick(4 * MINUTE);
      expect(timer.textContent).toBe('06:00');
      expect(onExpire).not.toHaveBeenCalled();
    },
  );

  it('calls back exactly once when the time is up', () => {
    const { timer, onExpire } = renderTimer();
    tick(10 * MINUTE - 1000);
    expect(onExpire).not.toHaveBeenCalled();
    tick(1000);
    expect(timer.textContent).toBe('00:00');
    expect(timer.getAttribute('aria-label')).toBe('Time is up');
    expect(onExpire).toHaveBeenCalledTimes(1);

    tick(5 * MINUTE);
    setTabVisible(false);
    setTabVisible(true);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('calls back once at mount when the deadline has already passed', () => {
    vi.setSystemTime(SERVER_NOW + 11 * MINUTE);
    const { timer, onExpire } = renderTimer(SERVER_NOW + 11 * MINUTE);
    expect(timer.textContent).toBe('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
    tick(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('says “Under a minute left” besides the colour from 00:59', () => {
    vi.setSystemTime(SERVER_NOW + 9 * MINUTE - 1000);
    const { timer } = renderTimer(SERVER_NOW + 9 * MINUTE - 1000);
    expect(timer.textContent).toBe('01:01');
    expect(stateOf(timer)).toBe('plenty');
    expect(screen.queryByText('Time left')).not.toBeNull();
    tick(1000);
    expect(timer.textContent).toBe('01:00');
    expect(stateOf(timer)).toBe('plenty');
    tick(1000);
    expect(timer.textContent).toBe('00:59');
    expect(stateOf(timer)).toBe('low');
    expect(screen.queryByText('Under a minute left')).not.toBeNull();
    expect(timer.getAttribute('aria-label')).toBe('Under a minute left: 59 seconds');
  });

  it('announces politely at 5 minutes and 1 minute left, not every second', () => {
    vi.setSystemTime(SERVER_NOW + 5 * MINUTE - 3000);
    renderTimer(SERVER_NOW + 5 * MINUTE - 3000);
    const region = document.querySelector('[data-slot="exam-timer-announcement"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    const heard = new Set<string>();
    for (let second = 0; second < 5 * MINUTE; second += 1000) {
      tick(1000);
      heard.add(announcement());
    }
    expect(announcement()).toBe('1 minute left');
    expect([...heard]).toEqual(['', '5 minutes left', '1 minute left']);
  });
});

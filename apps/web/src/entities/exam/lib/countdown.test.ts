import { describe, expect, it } from 'vitest';
import {
  clockOffset,
  countdownAnnouncement,
  countdownState,
  durationLabel,
  formatCountdown,
  remainingMs,
  spokenCountdown,
} from './countdown.ts';

const SERVER_NOW = Date.parse('2026-11-27T10:00:00.000Z');
const DEADLINE = '2026-11-27T10:10:00.000Z';
const MINUTE = 60_000;

describe('clockOffset and remainingMs', () => {
  it('count to the server’s deadline from a correct local clock', () => {
    const offset = clockOffset('2026-11-27T10:00:00.000Z', SERVER_NOW);
    expect(offset).toBe(0);
    expect(remainingMs(DEADLINE, offset, SERVER_NOW)).toBe(10 * MINUTE);
    expect(remainingMs(DEADLINE, offset, SERVER_NOW + 4 * MINUTE + 500)).toBe(6 * MINUTE - 500);
  });

  it('correct a local clock 10 minutes ahead of the server’s, and 10 minutes behind', () => {
    for (const skew of [10 * MINUTE, -10 * MINUTE]) {
      const localAtLoad = SERVER_NOW + skew;
      const offset = clockOffset('2026-11-27T10:00:00.000Z', localAtLoad);
      expect(offset).toBe(-skew);
      // Uncorrected, the ahead clock would read expired and the behind one 20 minutes.
      expect(remainingMs(DEADLINE, offset, localAtLoad)).toBe(10 * MINUTE);
      expect(remainingMs(DEADLINE, offset, localAtLoad + 3 * MINUTE)).toBe(7 * MINUTE);
    }
  });

  it('never go below zero, and read an unreadable instant as no time', () => {
    expect(remainingMs(DEADLINE, 0, SERVER_NOW + 11 * MINUTE)).toBe(0);
    expect(remainingMs('not a date', 0, SERVER_NOW)).toBe(0);
    expect(clockOffset('not a date', SERVER_NOW)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss rounded up to the second, and h:mm:ss from an hour', () => {
    expect(formatCountdown(10 * MINUTE)).toBe('10:00');
    expect(formatCountdown(10 * MINUTE - 1)).toBe('10:00');
    expect(formatCountdown(10 * MINUTE - 1000)).toBe('09:59');
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(60 * MINUTE - 1000)).toBe('59:59');
    expect(formatCountdown(60 * MINUTE)).toBe('1:00:00');
    expect(formatCountdown(62 * MINUTE + 3000)).toBe('1:02:03');
    expect(formatCountdown(10 * 60 * MINUTE)).toBe('10:00:00');
  });
});

describe('countdownState', () => {
  it('is plenty down to 01:00, low under a minute, expired at the deadline', () => {
    expect(countdownState(10 * MINUTE)).toBe('plenty');
    expect(countdownState(60_000)).toBe('plenty');
    expect(countdownState(59_001)).toBe('plenty');
    expect(countdownState(59_000)).toBe('low');
    expect(countdownState(1)).toBe('low');
    expect(countdownState(0)).toBe('expired');
  });
});

describe('spokenCountdown', () => {
  it('says the time left in words', () => {
    expect(spokenCountdown(9 * MINUTE + 5000)).toBe('9 minutes 5 seconds');
    expect(spokenCountdown(MINUTE)).toBe('1 minute');
    expect(spokenCountdown(61_000)).toBe('1 minute 1 second');
    expect(spokenCountdown(59_000)).toBe('59 seconds');
    expect(spokenCountdown(62 * MINUTE)).toBe('1 hour 2 minutes');
    expect(spokenCountdown(120 * MINUTE)).toBe('2 hours');
    expect(spokenCountdown(0)).toBe('no time');
  });
});

describe('countdownAnnouncement', () => {
  it('speaks as five minutes and one minute are reached, not at other seconds', () => {
    expect(countdownAnnouncement(5 * MINUTE + 1000, 5 * MINUTE)).toBe('5 minutes left');
    expect(countdownAnnouncement(5 * MINUTE, 5 * MINUTE - 1000)).toBeNull();
    expect(countdownAnnouncement(61_000, 60_000)).toBe('1 minute left');
    expect(countdownAnnouncement(60_000, 59_000)).toBeNull();
    expect(countdownAnnouncement(9 * MINUTE, 9 * MINUTE - 1000)).toBeNull();
    expect(countdownAnnouncement(30_000, 29_000)).toBeNull();
  });

  it('speaks once for a jump past a mark (a tab shown again), never at the first reading or at zero', () => {
    expect(countdownAnnouncement(8 * MINUTE, 2 * MINUTE)).toBe('5 minutes left');
    expect(countdownAnnouncement(3 * MINUTE, 30_000)).toBe('1 minute left');
    expect(countdownAnnouncement(null, 4 * MINUTE)).toBeNull();
    expect(countdownAnnouncement(2 * MINUTE, 0)).toBeNull();
  });
});

describe('durationLabel', () => {
  it('says an exam’s length or a time taken', () => {
    expect(durationLabel(600)).toBe('10 min');
    expect(durationLabel(372)).toBe('6 min 12 s');
    expect(durationLabel(45)).toBe('45 s');
    expect(durationLabel(5400)).toBe('1 h 30 min');
    expect(durationLabel(0)).toBe('0 s');
  });
});

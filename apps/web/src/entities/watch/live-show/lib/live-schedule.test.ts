import { describe, expect, it } from 'vitest';
import type { LiveOccurrence } from '../model/types.ts';
import {
  dayKey,
  dayText,
  isAiring,
  nextShowText,
  scheduleDays,
  timeText,
  zoneText,
} from './live-schedule.ts';

/** An airing; `show` and anything else overridden. */
const airing = ({
  show,
  ...overrides
}: Partial<LiveOccurrence> & { show: string }): LiveOccurrence => ({
  show,
  title: `Show ${show}`,
  host: 'Maya Okafor',
  description: 'What it is about.',
  starts_at: '2026-11-25T14:00:00.000Z',
  ends_at: '2026-11-25T14:30:00.000Z',
  ...overrides,
});

// Wednesday 25 November 2026, 12:00 UTC.
const NOW = new Date('2026-11-25T12:00:00Z');

describe('the live schedule in the member’s zone', () => {
  it('writes days and times in the member’s zone', () => {
    expect(dayKey('2026-11-25T23:30:00Z', 'UTC')).toBe('2026-11-25');
    expect(dayKey('2026-11-25T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-26');
    expect(timeText('2026-11-25T21:15:00Z', 'America/New_York')).toBe('16:15');
    expect(timeText('2026-11-25T21:15:00Z', 'Europe/Paris')).toBe('22:15');
    expect(zoneText('2026-11-25T21:15:00Z', 'UTC')).toBe('UTC');
  });

  it('names today and tomorrow, then the weekday and date', () => {
    expect(dayText('2026-11-25T20:00:00Z', 'UTC', NOW)).toBe('Today');
    expect(dayText('2026-11-26T08:00:00Z', 'UTC', NOW)).toBe('Tomorrow');
    expect(dayText('2026-11-28T15:00:00Z', 'UTC', NOW)).toBe('Sat 28 Nov');
    // 23:30 UTC on the 25th is already the 26th in Tokyo, where it is the 25th at 21:00 now.
    expect(dayText('2026-11-25T23:30:00Z', 'Asia/Tokyo', NOW)).toBe('Tomorrow');
  });

  it('groups airings by the member’s day and marks today', () => {
    const schedule = [
      airing({ show: 'a', starts_at: '2026-11-25T14:00:00Z' }),
      airing({ show: 'b', starts_at: '2026-11-25T21:15:00Z' }),
      airing({ show: 'c', starts_at: '2026-11-26T14:00:00Z' }),
    ];

    const inNewYork = scheduleDays(schedule, 'America/New_York', NOW);
    expect(
      inNewYork.map((day) => [day.label, day.isToday, day.airings.map((a) => a.show)]),
    ).toEqual([
      ['Today', true, ['a', 'b']],
      ['Tomorrow', false, ['c']],
    ]);
    // In Tokyo the New York evening show is tomorrow morning, the same day as the next opening.
    const inTokyo = scheduleDays(schedule, 'Asia/Tokyo', NOW);
    expect(inTokyo.map((day) => [day.label, day.airings.map((a) => a.show)])).toEqual([
      ['Today', ['a']],
      ['Tomorrow', ['b', 'c']],
    ]);
  });

  it('says what is next, and when, in the member’s zone', () => {
    const next = airing({
      show: 'closing-bell-debrief',
      title: 'Closing Bell Debrief',
      host: 'Priya Natarajan',
      starts_at: '2026-11-25T21:15:00Z',
    });
    expect(nextShowText(next, 'America/New_York', NOW)).toBe(
      'Closing Bell Debrief with Priya Natarajan, today at 16:15 GMT-5',
    );
    expect(nextShowText(next, 'UTC', new Date('2026-11-22T12:00:00Z'))).toBe(
      'Closing Bell Debrief with Priya Natarajan, Wed 25 Nov at 21:15 UTC',
    );
  });

  it('knows whether an airing runs now, its end excluded', () => {
    const show = airing({ show: 'a' });
    expect(isAiring(show, new Date('2026-11-25T14:00:00Z'))).toBe(true);
    expect(isAiring(show, new Date('2026-11-25T14:29:59Z'))).toBe(true);
    expect(isAiring(show, new Date('2026-11-25T14:30:00Z'))).toBe(false);
    expect(isAiring(show, NOW)).toBe(false);
  });
});

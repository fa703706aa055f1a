import { describe, expect, it } from 'vitest';
import {
  durationText,
  indexAt,
  interviewDateText,
  startFromParam,
  timestampLabel,
  timestampText,
} from './interview-time.ts';

describe('timestampText', () => {
  it('shows m:ss, and h:mm:ss from an hour', () => {
    expect(timestampText(0)).toBe('0:00');
    expect(timestampText(59)).toBe('0:59');
    expect(timestampText(134)).toBe('2:14');
    expect(timestampText(3599)).toBe('59:59');
    expect(timestampText(3600)).toBe('1:00:00');
    expect(timestampText(3723.8)).toBe('1:02:03');
  });
});

describe('timestampLabel', () => {
  it('says the time in words for screen readers', () => {
    expect(timestampLabel(0)).toBe('0 seconds');
    expect(timestampLabel(61)).toBe('1 minute 1 second');
    expect(timestampLabel(134)).toBe('2 minutes 14 seconds');
    expect(timestampLabel(3600)).toBe('1 hour');
  });
});

describe('durationText', () => {
  it('rounds to minutes, at least one, with hours from an hour', () => {
    expect(durationText(20)).toBe('1 min');
    expect(durationText(860)).toBe('14 min');
    expect(durationText(3600)).toBe('1 h');
    expect(durationText(4500)).toBe('1 h 15 min');
  });
});

describe('indexAt', () => {
  const starts = [0, 65, 120, 300];

  it('is the last item starting at or before the time', () => {
    expect(indexAt(starts, 0)).toBe(0);
    expect(indexAt(starts, 64.9)).toBe(0);
    expect(indexAt(starts, 65)).toBe(1);
    expect(indexAt(starts, 299)).toBe(2);
    expect(indexAt(starts, 5000)).toBe(3);
  });

  it('is -1 before the first item and for no items', () => {
    expect(indexAt([10, 20], 5)).toBe(-1);
    expect(indexAt([], 5)).toBe(-1);
  });
});

describe('startFromParam', () => {
  it('reads whole seconds and ignores anything else', () => {
    expect(startFromParam('134')).toBe(134);
    expect(startFromParam('0')).toBe(0);
    expect(startFromParam(null)).toBeNull();
    expect(startFromParam('')).toBeNull();
    expect(startFromParam('-3')).toBeNull();
    expect(startFromParam('2:14')).toBeNull();
    expect(startFromParam('1e3')).toBeNull();
  });
});

describe('interviewDateText', () => {
  it('shows the day in the member’s zone', () => {
    expect(interviewDateText('2026-11-18T23:30:00Z', 'UTC')).toBe('18 Nov 2026');
    expect(interviewDateText('2026-11-18T23:30:00Z', 'Asia/Tokyo')).toBe('19 Nov 2026');
  });
});

import { describe, expect, it } from 'vitest';
import type { ConsultationHost } from '../model/types.ts';
import { dayKey, sessionText, slotDays, slotsOnDay, slotTimeText } from './slot-days.ts';

const slot = (starts_at: string, minutes = 60) => ({
  starts_at,
  ends_at: new Date(Date.parse(starts_at) + minutes * 60_000).toISOString(),
});

const host = ({ slug, ...overrides }: Partial<ConsultationHost> & { slug: string }) => ({
  slug,
  name: `Host ${slug}`,
  role: 'Analyst',
  speciality: 'Markets',
  bio_html: '<p>Bio.</p>',
  time_zone: 'UTC',
  session_minutes: 60,
  slots: [],
  ...overrides,
});

describe('slot days', () => {
  const hosts = [
    host({
      slug: 'a',
      slots: [slot('2026-11-30T09:00:00.000Z'), slot('2026-11-30T23:30:00.000Z')],
    }),
    host({ slug: 'b', slots: [slot('2026-12-02T14:00:00.000Z')] }),
  ];

  it('lists the days with a slot, earliest first, in the viewer’s zone', () => {
    expect(slotDays(hosts, 'UTC')).toEqual([
      { key: '2026-11-30', label: 'Mon 30 Nov', longLabel: 'Monday 30 November' },
      { key: '2026-12-02', label: 'Wed 2 Dec', longLabel: 'Wednesday 2 December' },
    ]);
    // 23:30 UTC is already Tuesday in Berlin.
    expect(slotDays(hosts, 'Europe/Berlin').map((day) => day.key)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(slotDays([], 'UTC')).toEqual([]);
  });

  it('picks a host’s slots of one day, and writes times in the viewer’s zone', () => {
    const [first] = hosts;
    if (!first) throw new Error('no host');
    expect(slotsOnDay(first, '2026-11-30', 'UTC')).toHaveLength(2);
    expect(slotsOnDay(first, '2026-11-30', 'Europe/Berlin')).toHaveLength(1);
    expect(dayKey('2026-11-30T23:30:00.000Z', 'America/New_York')).toBe('2026-11-30');
    expect(slotTimeText('2026-11-30T09:00:00.000Z', 'America/New_York')).toBe('04:00');
    expect(sessionText(slot('2026-11-30T09:00:00.000Z', 45), 'Europe/London')).toBe(
      'Monday 30 November, 09:00–09:45',
    );
  });
});

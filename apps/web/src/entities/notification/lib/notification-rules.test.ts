import { describe, expect, it } from 'vitest';
import { badgeOf, groupNotifications, groupTitle, markRead } from './notification-rules.ts';

describe('notification rules', () => {
  it('reactions, comments and poll votes share the activity badge', () => {
    expect(
      ['reaction', 'comment', 'pollVote', 'follower', 'message'].map((kind) =>
        badgeOf(kind as never),
      ),
    ).toEqual(['activity', 'activity', 'activity', 'follower', 'message']);
  });

  it('fired price alerts, calendar and webinar reminders count as activity too, as the server counts them', () => {
    expect(badgeOf('priceAlert')).toBe('activity');
    expect(badgeOf('calendarReminder')).toBe('activity');
    expect(badgeOf('webinarReminder')).toBe('activity');
  });

  it('marks only unread ones among the ids, and answers the same list when none changed', () => {
    const base = {
      kind: 'reaction' as const,
      url: '/post/1',
      title: 't',
      description: '',
      last_notification_time: '2026-11-25T09:00:00.000Z',
      user: { id: 2, name: 'Sam', avatar: '' },
    };
    const list = [
      { ...base, id: 1, read_at: null },
      { ...base, id: 2, read_at: '2026-11-25T08:00:00.000Z' },
      { ...base, id: 3, read_at: null },
    ];
    const after = markRead(list, new Set([1, 2]), '2026-11-25T10:00:00.000Z');
    expect(after.map((item) => item.read_at)).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T08:00:00.000Z',
      null,
    ]);
    expect(markRead(list, new Set([2]), 'x')).toBe(list);
  });
});

describe('grouping (beyond the spec)', () => {
  const note = (id: number, kind: string, url: string, userId: number, name: string) => ({
    id,
    kind: kind as 'reaction',
    url,
    title: `${name} did ${kind}`,
    description: '',
    last_notification_time: `2026-11-25T09:${String(id).padStart(2, '0')}:00.000Z`,
    read_at: id % 2 === 0 ? '2026-11-25T10:00:00.000Z' : null,
    user: { id: userId, name, avatar: '' },
  });

  it('groups one kind about one post, newest first, and keeps followers apart', () => {
    const list = [
      note(9, 'reaction', '/post/1', 2, 'Sam'),
      note(8, 'comment', '/post/1', 3, 'Ada'),
      note(7, 'follower', '/profile/bo', 4, 'Bo'),
      note(6, 'reaction', '/post/1', 3, 'Ada'),
      note(5, 'follower', '/profile/cy', 5, 'Cy'),
      note(4, 'reaction', '/post/2', 5, 'Cy'),
      note(3, 'reaction', '/post/1', 4, 'Bo'),
    ];
    const groups = groupNotifications(list);
    expect(groups.map((group) => group.items.map((item) => item.id))).toEqual([
      [9, 6, 3],
      [8],
      [7],
      [5],
      [4],
    ]);
    expect(groups[0]?.summary).toMatchObject({
      id: 9,
      title: 'Sam and 2 others reacted to your post',
      read_at: null,
    });
    expect(groups[1]?.summary.title).toBe('Ada did comment');
  });

  it('names two people, counts one person’s repeats, and is read only when all are', () => {
    expect(
      groupTitle([
        note(3, 'comment', '/post/1', 2, 'Sam'),
        note(2, 'comment', '/post/1', 3, 'Ada'),
      ]),
    ).toBe('Sam and Ada commented on your post');
    expect(
      groupTitle([
        note(5, 'pollVote', '/post/1', 2, 'Sam'),
        note(4, 'pollVote', '/post/1', 2, 'Sam'),
      ]),
    ).toBe('Sam voted in your poll (2 times)');
    const read = groupNotifications([
      note(4, 'reaction', '/post/1', 2, 'Sam'),
      note(2, 'reaction', '/post/1', 3, 'Ada'),
    ]);
    expect(read[0]?.summary.read_at).toBe('2026-11-25T10:00:00.000Z');
  });
});

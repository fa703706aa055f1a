import { describe, expect, it } from 'vitest';
import { badgeOf, markRead } from './notification-rules.ts';

describe('notification rules', () => {
  it('reactions, comments and poll votes share the activity badge', () => {
    expect(
      ['reaction', 'comment', 'pollVote', 'follower', 'message'].map((kind) =>
        badgeOf(kind as never),
      ),
    ).toEqual(['activity', 'activity', 'activity', 'follower', 'message']);
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

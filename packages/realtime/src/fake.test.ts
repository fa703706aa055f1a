import { describe, expect, it, vi } from 'vitest';
import { createFakeRealtime } from './fake.ts';

describe('the in-memory fake', () => {
  it('delivers emitted events to the member’s subscribers, typed like the real client', () => {
    const realtime = createFakeRealtime({ member: { id: 7 } });
    const followers: unknown[] = [];
    const stop = realtime.notifications.subscribe('NewFollower', (follower, meta) => {
      followers.push({ follower, messageId: meta.messageId });
    });

    const follower = (id: number, name: string) => ({
      notification: {
        id: id * 10,
        kind: 'follower' as const,
        url: `/profile/${name.toLowerCase()}`,
        title: `${name} started following you`,
        description: '',
        last_notification_time: '2026-11-25T10:00:00.000Z',
        read_at: null,
        user: { id, name, avatar: '/photos/d-avatar.jpg' },
      },
      data: { id, name, userName: name.toLowerCase(), avatar: '/photos/d-avatar.jpg' },
    });
    realtime.notifications.emit('NewFollower', follower(3, 'Sam'));
    realtime.notifications.emit('typing', { conversation_id: 4, user_id: 3 });
    stop();
    realtime.notifications.emit('NewFollower', follower(5, 'Ada'));

    expect(realtime.notifications.name).toBe('private:users.7.notifications');
    expect(followers).toEqual([{ follower: follower(3, 'Sam'), messageId: expect.any(String) }]);
    expect(realtime.notifications.listenerCount).toBe(0);
  });

  it('keeps channels apart: public posts, group posts and each group’s chat', () => {
    const realtime = createFakeRealtime({ member: { id: 7 } });
    const feed = vi.fn();
    const groupThree = vi.fn();
    realtime.publicPosts.subscribe('post-deleted', feed);
    realtime.groupPosts(3).subscribe('post-deleted', groupThree);

    realtime.groupPosts(4).emit('post-deleted', { id: 1 });
    realtime.groupPosts(3).emit('post-deleted', { id: 2 });

    expect(feed).not.toHaveBeenCalled();
    expect(groupThree).toHaveBeenCalledWith({ id: 2 }, expect.any(Object));
    expect(realtime.groupChat(3).name).toBe('private:groups.3.chat');
  });

  it('shows presence enters, the member’s own included', async () => {
    const realtime = createFakeRealtime({ member: { id: 7 } });
    const chat = realtime.groupChat(3);
    const entered = vi.fn();
    chat.onPresenceEnter(entered);

    chat.emitPresenceEnter({ userId: 8, connectionId: 'c8', data: null });
    await chat.enterPresence({ typing: false });

    expect(entered.mock.calls.map(([member]) => member.userId)).toEqual([8, 7]);
    expect(chat.present).toBe(true);
  });

  it('moves the connection state and tells listeners, and resyncs on demand', () => {
    const realtime = createFakeRealtime({ member: { id: 7 }, state: 'connecting' });
    const changes = vi.fn();
    const resynced = vi.fn();
    realtime.connection.onChange(changes);
    realtime.feed.onResync(resynced);

    realtime.setConnectionState('connected');
    realtime.feed.resync();
    realtime.close();

    expect(changes.mock.calls.map(([change]) => change)).toEqual([
      { current: 'connected', previous: 'connecting' },
      { current: 'closed', previous: 'connected' },
    ]);
    expect(realtime.connection.state).toBe('closed');
    expect(resynced).toHaveBeenCalledTimes(1);
  });
});

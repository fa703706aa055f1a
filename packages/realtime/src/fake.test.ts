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

  it('delivers a group chat’s messages, edits, deletions and typing to its listeners', () => {
    const realtime = createFakeRealtime({ member: { id: 7 } });
    const chat = realtime.groupChat(3);
    const seen: unknown[] = [];
    chat.subscribe('new-message', (message) => seen.push(['new', message.id, message.text]));
    chat.subscribe('message-updated', (message) => seen.push(['updated', message.edited_at]));
    chat.subscribe('message-deleted', ({ id, group_id }) => seen.push(['deleted', id, group_id]));
    chat.subscribe('typing', ({ user }) => seen.push(['typing', user.name]));
    const message = {
      id: 11,
      group_id: 3,
      text: 'Morning, desk',
      userId: 8,
      user: { id: 8, name: 'Sam', userName: 'sam', avatar: '/photos/d-avatar.jpg' },
      replyTo: null,
      reply_preview: null,
      created_at: '2026-11-25T09:00:00.000Z',
      edited_at: null,
    };

    chat.emit('new-message', message);
    chat.emit('message-updated', { ...message, edited_at: '2026-11-25T09:01:00.000Z' });
    chat.emit('typing', { user: { id: 8, name: 'Sam' } });
    chat.emit('message-deleted', { id: 11, group_id: 3 });
    realtime.groupChat(4).emit('message-deleted', { id: 12, group_id: 4 });

    expect(seen).toEqual([
      ['new', 11, 'Morning, desk'],
      ['updated', '2026-11-25T09:01:00.000Z'],
      ['typing', 'Sam'],
      ['deleted', 11, 3],
    ]);
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

  it('tells presence-change listeners who is there: first those already in, then each enter and leave', async () => {
    const realtime = createFakeRealtime({ member: { id: 7 } });
    const chat = realtime.groupChat(3);
    chat.emitPresenceEnter({ userId: 8, connectionId: 'c8', data: null });
    const seen: number[][] = [];
    const stop = chat.onPresenceChange((members) => seen.push(members.map((m) => m.userId)));
    expect(chat.listenerCount).toBe(1);
    await Promise.resolve();

    await chat.enterPresence();
    chat.emitPresenceEnter({ userId: 9, connectionId: 'c9', data: null });
    chat.emitPresenceLeave({ userId: 8, connectionId: 'c8' });
    // A leave of a connection that is not there changes nothing and tells nobody.
    chat.emitPresenceLeave({ userId: 8, connectionId: 'c8' });
    await chat.leavePresence();
    stop();
    chat.emitPresenceEnter({ userId: 10, connectionId: 'c10', data: null });

    expect(seen).toEqual([[8], [8, 7], [8, 7, 9], [7, 9], [9]]);
    expect(chat.present).toBe(false);
    expect(chat.presentMembers.map((m) => m.userId)).toEqual([9, 10]);
    expect(chat.listenerCount).toBe(0);
  });

  it('counts re-authorizations', async () => {
    const realtime = createFakeRealtime({ member: { id: 7 } });
    await realtime.reauthorize();
    expect(realtime.reauthorizations).toBe(1);
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

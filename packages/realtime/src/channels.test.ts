import { describe, expect, it } from 'vitest';
import { channelNames } from './channels.ts';

describe('channel names', () => {
  it('are private and scoped to one member or one group', () => {
    expect(channelNames.userNotifications(7)).toBe('private:users.7.notifications');
    expect(channelNames.userFeed(7)).toBe('private:users.7.feed');
    expect(channelNames.groupPosts(3)).toBe('private:groups.3.posts');
    expect(channelNames.groupChat(3)).toBe('private:groups.3.chat');
  });
});

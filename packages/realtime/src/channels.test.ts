import type { ContractSchema } from '@tapetv/api-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  channelEvents,
  channelNames,
  type EventData,
  type EventName,
  type EventsOf,
} from './channels.ts';
import type {
  GroupChatEvents,
  GroupPostsEvents,
  PostUpdateEvents,
  QuoteEvents,
  UserFeedEvents,
} from './events.ts';

describe('channel names', () => {
  it('are private and scoped to one member or one group', () => {
    expect(channelNames.userNotifications(7)).toBe('private:users.7.notifications');
    expect(channelNames.userFeed(7)).toBe('private:users.7.feed');
    expect(channelNames.groupPosts(3)).toBe('private:groups.3.posts');
    expect(channelNames.groupChat(3)).toBe('private:groups.3.chat');
  });
});

describe('channel event types', () => {
  it('give each channel name its own events, typed from the contract', () => {
    expectTypeOf<EventsOf<'private:users.7.feed'>>().toEqualTypeOf<UserFeedEvents>();
    expectTypeOf<EventsOf<'private:groups.3.posts'>>().toEqualTypeOf<GroupPostsEvents>();
    expectTypeOf<EventName<'private:posts.public'>>().toEqualTypeOf<keyof PostUpdateEvents>();
    expectTypeOf<EventData<'private:posts.public', 'post-deleted'>>().toEqualTypeOf<{
      id: number;
    }>();
    expectTypeOf<EventData<'private:users.7.notifications', 'NewPollVote'>>().toEqualTypeOf<
      ContractSchema<'NewPollVoteEvent'>
    >();
    // A payload of the wrong shape, or an event the channel does not carry, does not compile.
    // @ts-expect-error: post-deleted carries { id }
    const wrong: EventData<'private:posts.public', 'post-deleted'> = { post_id: 1 };
    // @ts-expect-error: the feed channel carries only new-post
    const unknown: EventName<'private:users.7.feed'> = 'post-deleted';
    expect([wrong, unknown]).toHaveLength(2);
  });

  it('type the group chat’s events from the contract', () => {
    expectTypeOf<EventsOf<'private:groups.3.chat'>>().toEqualTypeOf<GroupChatEvents>();
    expectTypeOf<EventData<'private:groups.3.chat', 'new-message'>>().toEqualTypeOf<
      ContractSchema<'ChatMessage'>
    >();
    expectTypeOf<EventData<'private:groups.3.chat', 'message-updated'>>().toEqualTypeOf<
      ContractSchema<'ChatMessage'>
    >();
    expectTypeOf<EventData<'private:groups.3.chat', 'message-deleted'>>().toEqualTypeOf<{
      id: number;
      group_id: number;
    }>();
    expectTypeOf<EventData<'private:groups.3.chat', 'typing'>>().toEqualTypeOf<{
      user: { id: number; name: string };
    }>();
    // @ts-expect-error: a chat message is no longer any object with an id
    const partial: EventData<'private:groups.3.chat', 'new-message'> = { id: 1, text: 'Hi' };
    // @ts-expect-error: typing on a group chat names the member, not a conversation
    const direct: EventData<'private:groups.3.chat', 'typing'> = { conversation_id: 4, user_id: 3 };
    expect([partial, direct]).toHaveLength(2);
    expect(channelEvents.groupChat).toEqual([
      'new-message',
      'message-updated',
      'message-deleted',
      'typing',
    ]);
  });

  it('name each symbol’s live quotes channel, outside the private namespace', () => {
    expect(channelNames.quotes(42)).toBe('quotes:42');
    expect(channelEvents.quotes).toEqual(['quote']);
    expectTypeOf<EventsOf<'quotes:42'>>().toEqualTypeOf<QuoteEvents>();
    expectTypeOf<EventData<'quotes:42', 'quote'>>().toEqualTypeOf<ContractSchema<'QuoteEvent'>>();
    // @ts-expect-error: a quote carries the symbol's figures, not just a price
    const bare: EventData<'quotes:42', 'quote'> = { symbol_id: 42, price: 1 };
    expect(bare).toBeDefined();
  });

  it('name the public posts channel once', () => {
    expect(channelNames.publicPosts()).toBe('private:posts.public');
    expect(channelEvents.publicPosts).toContain('reaction-changed');
    expect(channelEvents.groupPosts).toEqual(['new-post', ...channelEvents.publicPosts]);
  });

  it('name the live show’s chat once, with its new and deleted messages', () => {
    expect(channelNames.liveChat()).toBe('private:live.chat');
    expect(channelEvents.liveChat).toEqual(['new-message', 'message-deleted']);
    expectTypeOf<EventData<'private:live.chat', 'message-deleted'>>().toEqualTypeOf<
      ContractSchema<'LiveChatMessageDeletedEvent'>
    >();
    expectTypeOf<EventData<'private:live.chat', 'new-message'>>().toEqualTypeOf<
      ContractSchema<'LiveChatMessage'>
    >();
  });
});

import { channelNames } from '@tapetv/realtime/channels';
import { describe, expect, it } from 'vitest';
import {
  memberCapability,
  operationsOn,
  parseCapability,
  permits,
} from '../../../src/modules/realtime/capability.ts';

describe('capabilities', () => {
  it('list a member’s own channels and their groups’ channels, one by one', () => {
    expect(memberCapability(7, [3, 1, 3])).toEqual({
      'private:users.7.notifications': ['subscribe'],
      'private:users.7.feed': ['subscribe'],
      'private:posts.public': ['subscribe'],
      'quotes:*': ['subscribe'],
      'private:live.chat': ['subscribe'],
      'private:groups.1.posts': ['subscribe', 'presence'],
      'private:groups.1.chat': ['subscribe', 'presence'],
      'private:groups.3.posts': ['subscribe', 'presence'],
      'private:groups.3.chat': ['subscribe', 'presence'],
    });
  });

  it('let every member subscribe to any symbol’s live quotes, and nothing more there', () => {
    const capability = memberCapability(7, []);

    expect(permits(capability, channelNames.quotes(42), 'subscribe')).toBe(true);
    expect(permits(capability, channelNames.quotes(1), 'subscribe')).toBe(true);
    expect(permits(capability, channelNames.quotes(42), 'publish')).toBe(false);
    expect(permits(capability, channelNames.quotes(42), 'presence')).toBe(false);
    // The namespace grants no private channel.
    expect(permits(capability, 'private:users.8.notifications', 'subscribe')).toBe(false);
    expect(permits(capability, 'quotesx:1', 'subscribe')).toBe(false);
  });

  it('match wildcards on whole `:` segments only, as Ably does', () => {
    const capability = { 'private:users.*': ['subscribe'], 'public:*': ['publish'] };

    // `private:users.*` is a literal name, not a prefix: it grants no member's channel.
    expect(permits(capability, 'private:users.7.notifications', 'subscribe')).toBe(false);
    expect(permits(capability, 'private:users.*', 'subscribe')).toBe(true);
    expect(permits(capability, 'public:news', 'publish')).toBe(true);
    expect(permits(capability, 'public:news:today', 'publish')).toBe(true);
    expect(permits(capability, 'publicity', 'publish')).toBe(false);
  });

  it('grant everything with `*`, except meta channels', () => {
    const all = { '*': ['*'] };

    expect(permits(all, 'private:groups.3.chat', 'presence')).toBe(true);
    expect(permits(all, '[meta]log', 'subscribe')).toBe(false);
  });

  it('collect the operations every matching resource grants', () => {
    const capability = { 'private:groups.3.chat': ['subscribe'], 'private:*': ['presence'] };

    expect([...operationsOn(capability, 'private:groups.3.chat')].sort()).toEqual([
      'presence',
      'subscribe',
    ]);
  });

  it('are read from a token’s JSON string, and refused when malformed', () => {
    expect(parseCapability('{"a":["subscribe"]}')).toEqual({ a: ['subscribe'] });
    expect(parseCapability('{"a":"subscribe"}')).toBeUndefined();
    expect(parseCapability('[]')).toBeUndefined();
    expect(parseCapability('{')).toBeUndefined();
  });
});

import { channelNames } from '@tapetv/realtime/channels';

/**
 * Ably's capability: channel (or wildcard) → operations. Serialised as a JSON string inside tokens.
 * See https://ably.com/docs/auth/capabilities.
 */
export type Capability = Record<string, string[]>;

/** Every symbol's live quotes channel (`quotes:{symbolId}`), as a capability resource. */
export const QUOTES_CHANNELS = 'quotes:*';

/**
 * The channels a member may use, and nothing else: their own notifications and feed (subscribe),
 * the changes to posts outside groups and the live show's chat, which every member may see
 * (subscribe), and the posts and
 * chat of each group they belong to (subscribe, presence). Private channels are listed
 * one by one; a wildcard such as `private:users.*` would not even work (Ably wildcards match whole
 * `:` segments) and `private:*` would hand every member everybody's notifications. Live quotes
 * are the same for everyone: their own namespace, granted whole (`quotes:*`, subscribe only).
 */
export function memberCapability(userId: number, groupIds: readonly number[]): Capability {
  const capability: Capability = {
    [channelNames.userNotifications(userId)]: ['subscribe'],
    [channelNames.userFeed(userId)]: ['subscribe'],
    [channelNames.publicPosts()]: ['subscribe'],
    [QUOTES_CHANNELS]: ['subscribe'],
    // The live show's chat is one channel for every member (its messages are everyone's to read).
    [channelNames.liveChat()]: ['subscribe'],
  };
  for (const groupId of [...new Set(groupIds)].sort((a, b) => a - b)) {
    capability[channelNames.groupPosts(groupId)] = ['subscribe', 'presence'];
    capability[channelNames.groupChat(groupId)] = ['subscribe', 'presence'];
  }
  return capability;
}

/** Does a capability resource name cover this channel? Exact names, `*`, and `namespace:*`. */
function resourceMatches(resource: string, channel: string): boolean {
  if (resource === channel) return true;
  // `*` covers every ordinary channel; meta channels (`[meta]…`) need an explicit `[*]` resource.
  if (resource === '*') return !channel.startsWith('[');
  // A wildcard stands for whole `:`-separated segments only: `private:*` matches `private:x`,
  // while `private:users.*` is a literal name, as on Ably.
  if (resource.endsWith(':*')) return channel.startsWith(resource.slice(0, -1));
  return false;
}

/** The operations a capability grants on one channel (`*` among them means all). */
export function operationsOn(capability: Capability, channel: string): Set<string> {
  const operations = new Set<string>();
  for (const [resource, granted] of Object.entries(capability)) {
    if (resourceMatches(resource, channel))
      for (const operation of granted) operations.add(operation);
  }
  return operations;
}

/** True when the capability grants `operation` on `channel`. */
export function permits(capability: Capability, channel: string, operation: string): boolean {
  const operations = operationsOn(capability, channel);
  return operations.has('*') || operations.has(operation);
}

/** A capability as parsed from a token: an object of string arrays, or undefined if it is not one. */
export function parseCapability(raw: unknown): Capability | undefined {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const capability: Capability = {};
  for (const [resource, operations] of Object.entries(value)) {
    if (!Array.isArray(operations) || !operations.every((item) => typeof item === 'string')) {
      return undefined;
    }
    capability[resource] = operations as string[];
  }
  return capability;
}

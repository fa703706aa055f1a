import type { GroupsRepository } from '../groups/groups.repository.ts';
import { type AblyTokenDetails, ablyTokenDetails } from './ably-jwt.ts';
import type { AblyKey } from './ably-key.ts';
import { memberCapability } from './capability.ts';

/** Ably's own default token lifetime, and the longest we hand out. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;
/** A client may ask for a shorter token (Ably's `ttl` token parameter), down to this. */
export const MIN_TOKEN_TTL_MS = 1000;

/** What the `ably` client sends to its authCallback (Ably's TokenParams); only `ttl` is honoured. */
export interface TokenRequestParams {
  ttl?: number;
}

export class RealtimeService {
  constructor(
    private readonly deps: {
      key: AblyKey;
      groups: GroupsRepository;
      now?: () => number;
    },
  ) {}

  /**
   * A token for one member: their id as clientId, and exactly the channels they may use (their
   * own notifications and feed, and the posts and chat of their groups), as of now. Membership
   * changes reach the connection with the next token, within an hour at the latest.
   */
  async tokenFor(userId: number, params: TokenRequestParams = {}): Promise<AblyTokenDetails> {
    const groupIds = await this.deps.groups.groupIdsOf(userId);
    const ttl = Math.min(TOKEN_TTL_MS, Math.max(MIN_TOKEN_TTL_MS, params.ttl ?? TOKEN_TTL_MS));
    return ablyTokenDetails(
      this.deps.key,
      String(userId),
      memberCapability(userId, groupIds),
      (this.deps.now ?? Date.now)(),
      ttl,
    );
  }
}

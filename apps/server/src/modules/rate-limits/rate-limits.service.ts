import { tooManyRequests } from '../../lib/errors.ts';
import { sha256 } from '../../lib/tokens.ts';
import type { RateLimitsRepository } from './rate-limits.repository.ts';
import {
  RATE_LIMITS,
  type RateLimitName,
  type RateLimitSubject,
  spanText,
  waitText,
} from './rate-limits.ts';

export interface RateLimitsServiceDeps {
  repository: RateLimitsRepository;
  /** RATE_LIMIT_SCALE: every limit's `max` is multiplied by it (1 in production). */
  scale: number;
  now?: () => number;
}

/** Who a request is from, as far as the limits care. */
export type RateLimitSubjects = Partial<Record<RateLimitSubject, string | number>>;

export class RateLimitsService {
  private readonly now: () => number;
  constructor(private readonly deps: RateLimitsServiceDeps) {
    this.now = deps.now ?? (() => Date.now());
  }

  /**
   * Counts one request under the named limit, or throws 429 with `Retry-After` past it. Each of
   * the limit's rules counts the subject it names; a rule whose subject the request lacks (no
   * email in the form) does not apply. Network and email addresses are kept only as hashes.
   */
  async take(name: RateLimitName, subjects: RateLimitSubjects): Promise<void> {
    const policy = RATE_LIMITS[name];
    const nowMs = this.now();
    for (const rule of policy.rules) {
      const subject = subjects[rule.by];
      if (subject === undefined) continue;
      const max = rule.max * this.deps.scale;
      const windowMs = rule.windowSeconds * 1000;
      const id = rule.by === 'member' ? String(subject) : sha256(String(subject)).slice(0, 32);
      const key = `${name}:${rule.by}:${id}`;
      const taken = await this.deps.repository.take(key, nowMs, max, windowMs);
      if (taken.allowed) continue;
      // Taken again once the oldest request in the window has left it.
      const waitSeconds = Math.max(1, Math.ceil((taken.oldestMs + windowMs - nowMs) / 1000));
      throw tooManyRequests(
        policy.message({
          allowance: `at most ${max} ${policy.what} every ${spanText(rule.windowSeconds)}`,
          wait: waitText(waitSeconds),
          by: rule.by,
        }),
        waitSeconds,
      );
    }
  }

  /** Forgets keys whose limits have reset (the hourly sweep). */
  sweep(): Promise<number> {
    return this.deps.repository.sweep(this.now());
  }
}

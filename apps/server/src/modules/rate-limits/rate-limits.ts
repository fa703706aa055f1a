/**
 * The product's rate limits (issue 22): writes per member, and the account forms per network
 * address and per email address. A limit of `max` every `windowSeconds` means what it says: no
 * span of `windowSeconds` holds more than `max` taken requests (a sliding log, not fixed windows,
 * whose edges let twice the limit through). The failed-login throttle is the auth module's
 * (AUTH_LIMITS). RATE_LIMIT_SCALE multiplies every `max` (load tests, end to end).
 */
export type RateLimitSubject = 'member' | 'address' | 'email';

export interface RateLimitRule {
  /** Whose requests count together: the member's, the network address's, the form's email's. */
  by: RateLimitSubject;
  max: number;
  windowSeconds: number;
}

export interface RateLimitPolicy {
  /** The refusal's words, given the allowance ("at most 10 posts every 5 minutes") and the wait. */
  message: (rule: { allowance: string; wait: string; by: RateLimitSubject }) => string;
  /** What the allowance counts, plural ("posts"). */
  what: string;
  rules: readonly RateLimitRule[];
}

const member = (
  doing: string,
  what: string,
  max: number,
  windowSeconds: number,
): RateLimitPolicy => ({
  what,
  message: ({ allowance, wait }) =>
    `You are ${doing} too quickly: ${allowance}. Please try again in ${wait}.`,
  rules: [{ by: 'member', max, windowSeconds }],
});

const HOUR = 3600;

export const RATE_LIMITS = {
  post: member('posting', 'posts', 10, 5 * 60),
  comment: member('commenting', 'comments', 20, 5 * 60),
  /** Direct messages and group chat messages together. */
  message: member('sending messages', 'messages', 30, 60),
  conversation: member('starting conversations', 'new conversations', 20, HOUR),
  follow: member('following people', 'follows', 50, HOUR),
  /** Post images, profile pictures and covers, group pictures and covers together. */
  upload: member('uploading images', 'uploads', 30, HOUR),
  register: {
    what: 'sign-ups',
    message: ({ wait, by }) =>
      by === 'email'
        ? `Too many sign-ups for this email. Please try again in ${wait}.`
        : `Too many sign-ups from your network. Please try again in ${wait}.`,
    rules: [
      { by: 'address', max: 10, windowSeconds: HOUR },
      { by: 'email', max: 3, windowSeconds: HOUR },
    ],
  },
  passwordReset: {
    what: 'reset requests',
    message: ({ wait, by }) =>
      by === 'email'
        ? `Too many password reset requests for this email. Please try again in ${wait}.`
        : `Too many password reset requests from your network. Please try again in ${wait}.`,
    rules: [
      { by: 'address', max: 10, windowSeconds: HOUR },
      { by: 'email', max: 3, windowSeconds: HOUR },
    ],
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "minute", "5 minutes", "hour": the span of a limit. */
export function spanText(seconds: number): string {
  if (seconds % HOUR === 0) return seconds === HOUR ? 'hour' : plural(seconds / HOUR, 'hour');
  if (seconds % 60 === 0) return seconds === 60 ? 'minute' : plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

/** "20 seconds", "1 minute", "14 minutes", "1 hour": how long to wait, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes < 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}

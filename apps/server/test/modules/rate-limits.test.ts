import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/db/schema/index.ts';
import { RateLimitsRepository } from '../../src/modules/rate-limits/rate-limits.repository.ts';
import { RateLimitsService } from '../../src/modules/rate-limits/rate-limits.service.ts';
import { spanText, waitText } from '../../src/modules/rate-limits/rate-limits.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

describe('rate limit wording', () => {
  it('names spans and waits as a person would', () => {
    expect([60, 300, 3600, 7200, 45].map(spanText)).toEqual([
      'minute',
      '5 minutes',
      'hour',
      '2 hours',
      '45 seconds',
    ]);
    expect([0.2, 1, 59, 60, 61, 1200, 3599, 3600, 3601].map(waitText)).toEqual([
      '1 second',
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '20 minutes',
      '1 hour',
      '1 hour',
      '2 hours',
    ]);
  });
});

describe.each(drivers)('the rate-limit counter on %s', (driver) => {
  const database = useTestDatabase(driver);
  const repository = () => new RateLimitsRepository(database.handle.db);

  it('takes max requests in a window, refuses the next, and takes one more as the oldest leaves', async () => {
    const limits = repository();
    const outcomes = [];
    for (const at of [0, 10, 20]) outcomes.push((await limits.take('k', at, 3, 100)).allowed);
    const refused = await limits.take('k', 99, 3, 100);
    expect([...outcomes, refused.allowed]).toEqual([true, true, true, false]);
    expect(refused.oldestMs).toBe(0);
    // At 100 the request at 0 has left the window [1, 100]: one more is taken, not three.
    expect((await limits.take('k', 100, 3, 100)).allowed).toBe(true);
    expect((await limits.take('k', 100, 3, 100)).allowed).toBe(false);
    // Another key counts apart.
    expect((await limits.take('other', 100, 3, 100)).allowed).toBe(true);
  });

  it('never lets more than max requests through in any window, and refuses only when max are in it', async () => {
    const limits = repository();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 1, maxLength: 25 }),
        async (max, windowMs, offsets) => {
          run += 1;
          const key = `property:${run}`;
          const times = [...offsets].sort((a, b) => a - b);
          const taken: number[] = [];
          for (const at of times) {
            const result = await limits.take(key, at, max, windowMs);
            const inWindow = taken.filter((time) => time > at - windowMs);
            // The model: taken exactly when fewer than max taken requests are in (at − window, at].
            expect(result.allowed).toBe(inWindow.length < max);
            if (result.allowed) taken.push(at);
            else expect(result.oldestMs).toBe(inWindow[0]);
          }
          for (const at of taken)
            expect(
              taken.filter((time) => time >= at && time < at + windowMs).length,
            ).toBeLessThanOrEqual(max);
        },
      ),
      { seed: 22, numRuns: 60 },
    );
  });

  it('counts every one of many requests sent at once exactly once', async () => {
    const limits = repository();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => limits.take('burst', 1000, 7, 60_000)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(7);
  });

  it('sweeps only keys whose requests have all left their window', async () => {
    const limits = repository();
    await limits.take('old', 0, 5, 100);
    await limits.take('fresh', 150, 5, 100);
    expect(await limits.sweep(200)).toBe(1);
    const keys = await database.handle.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys.map((row) => row.key)).toEqual(['fresh']);
  });

  it('keeps network and email addresses only as hashes, and members by id', async () => {
    const service = new RateLimitsService({ repository: repository(), scale: 1, now: () => 5000 });
    await service.take('register', { address: '203.0.113.9', email: 'nina@example.test' });
    await service.take('post', { member: 42 });
    const keys = (await database.handle.db.select({ key: rateLimits.key }).from(rateLimits))
      .map((row) => row.key)
      .sort();
    expect(keys).toHaveLength(3);
    expect(keys).toContain('post:member:42');
    expect(keys.join(' ')).not.toMatch(/203\.0\.113\.9|nina|example/);
    expect(keys.filter((key) => /^register:(address|email):[0-9a-f]{32}$/.test(key))).toHaveLength(
      2,
    );
  });

  it('multiplies every allowance by the scale', async () => {
    const service = new RateLimitsService({ repository: repository(), scale: 2, now: () => 5000 });
    // Register allows 3 per email an hour; scaled by 2, six.
    for (let i = 0; i < 6; i += 1) await service.take('register', { email: 'a@example.test' });
    await expect(service.take('register', { email: 'a@example.test' })).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 3600,
      message: 'Too many sign-ups for this email. Please try again in 1 hour.',
    });
  });
});

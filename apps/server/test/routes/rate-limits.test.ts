import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RATE_LIMITS, type RateLimitName } from '../../src/modules/rate-limits/rate-limits.ts';
import {
  type Agent,
  buildTestApp,
  createAgent,
  loggedInMember,
  multipartForm,
  testConfig,
} from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';
import { readOutbox } from '../helpers/mail.ts';
import { createGroups, joinGroups } from '../helpers/realtime.ts';
import { tableHasher } from '../helpers/table-snapshot.ts';

type Member = Awaited<ReturnType<typeof loggedInMember>>;
type Send = () => Promise<LightMyRequestResponse>;

/** Stops the clock (Date only) at a fixed instant; `advance` moves it on. */
function frozenClock() {
  let now = Date.parse('2026-11-30T15:00:00.000Z');
  vi.useFakeTimers({ toFake: ['Date'], now });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return {
    advance(seconds: number) {
      now += seconds * 1000;
      vi.setSystemTime(now);
    },
  };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    .png()
    .toBuffer();

const upload = async (agent: Agent, bytes: Uint8Array) =>
  agent.post(
    '/api/uploads',
    multipartForm(
      { context: 'post' },
      { field: 'file', bytes, name: 'chart.png', type: 'image/png' },
    ),
  );

interface WriteCase {
  name: RateLimitName;
  /** The refusal's words once the limit's allowance was used at one instant. */
  message: string;
  /**
   * Gets the writer ready (what it writes first may count against other limits); returns the
   * request that counts against this one, sent `max` times, and the one refused past the limit.
   */
  setup: (
    writer: Member,
    others: Member[],
    app: FastifyInstance,
  ) => Promise<{ again: Send; last: Send }>;
}

const WRITES: WriteCase[] = [
  {
    name: 'post',
    message:
      'You are posting too quickly: at most 10 posts every 5 minutes. Please try again in 5 minutes.',
    setup: async ({ agent }) => ({
      again: () => agent.post('/api/posts', { text: 'Opening range holds' }),
      last: () => agent.post('/api/posts', { text: 'One post too many' }),
    }),
  },
  {
    name: 'comment',
    message:
      'You are commenting too quickly: at most 20 comments every 5 minutes. Please try again in 5 minutes.',
    setup: async ({ agent }) => {
      const post = (await agent.post('/api/posts', { text: 'Discuss' })).json<{ id: number }>();
      const comment = (text: string) => () =>
        agent.post('/api/submit-comment', { post_id: post.id, text });
      return { again: comment('Agreed'), last: comment('One comment too many') };
    },
  },
  {
    // Direct messages and group chat count together.
    name: 'message',
    message:
      'You are sending messages too quickly: at most 30 messages every minute. Please try again in 1 minute.',
    setup: async (writer, [friend], app) => {
      if (!friend) throw new Error('no friend');
      const { id } = (
        await writer.agent.post('/api/conversations', { user_id: friend.row.id })
      ).json<{ id: number }>();
      const [groupId] = await createGroups(app.database.db, 1);
      if (groupId === undefined) throw new Error('no group');
      await joinGroups(app.database.db, writer.row.id, [groupId]);
      let turn = 0;
      return {
        again: () => {
          turn += 1;
          return turn % 2 === 0
            ? writer.agent.post(`/api/conversations/${id}/messages`, { text: 'ping' })
            : writer.agent.post(`/api/groups/${groupId}/send-message`, { text: 'ping' });
        },
        last: () => writer.agent.post(`/api/conversations/${id}/messages`, { text: 'too many' }),
      };
    },
  },
  {
    name: 'conversation',
    message:
      'You are starting conversations too quickly: at most 20 new conversations every hour. Please try again in 1 hour.',
    setup: async ({ agent }, [friend, stranger]) => ({
      again: () => agent.post('/api/conversations', { user_id: friend?.row.id }),
      last: () => agent.post('/api/conversations', { user_id: stranger?.row.id }),
    }),
  },
  {
    name: 'follow',
    message:
      'You are following people too quickly: at most 50 follows every hour. Please try again in 1 hour.',
    setup: async ({ agent }, [friend, stranger]) => ({
      // Following someone already followed is refused, and still counts.
      again: () => agent.post(`/api/users/${friend?.row.id}/follow`),
      last: () => agent.post(`/api/users/${stranger?.row.id}/follow`),
    }),
  },
  {
    name: 'upload',
    message:
      'You are uploading images too quickly: at most 30 uploads every hour. Please try again in 1 hour.',
    setup: async ({ agent }) => {
      const picture = await png();
      return {
        // A file that is not an image is refused, and still counts.
        again: () => upload(agent, new TextEncoder().encode('not a picture')),
        last: () => upload(agent, picture),
      };
    },
  },
];

describe.each(drivers)('rate limits on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    // The product's limits, not the thousandfold ones other tests run with.
    app = await buildTestApp(database.handle, { RATE_LIMIT_SCALE: '1' });
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  /** Every table's rows but the counters', to show a refusal wrote nothing. */
  async function rowsBesideCounters() {
    const hashes = await (await tableHasher(database.handle))();
    hashes.delete('rate_limits');
    return hashes;
  }

  describe.each(WRITES)('$name', ({ name, message, setup }) => {
    it('takes the allowance, then refuses with 429, Retry-After and nothing written, until a slot frees', async () => {
      const clock = frozenClock();
      const writer = await loggedInMember(app, db());
      const others = [await loggedInMember(app, db()), await loggedInMember(app, db())];
      const { again, last } = await setup(writer, others, app);
      const [rule] = RATE_LIMITS[name].rules;
      if (!rule) throw new Error(`no rule for ${name}`);

      for (let i = 0; i < rule.max; i += 1) {
        const response = await again();
        expect(response.statusCode, `request ${i + 1}: ${response.body}`).not.toBe(429);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
      const before = await rowsBesideCounters();
      const refused = await last();
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message });
      expect(refused.headers['retry-after']).toBe(String(rule.windowSeconds));
      expect(await rowsBesideCounters()).toEqual(before);

      // A second before the first request leaves the window: still refused.
      clock.advance(rule.windowSeconds - 1);
      const early = await last();
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe('1');
      clock.advance(1);
      const later = await last();
      expect(later.statusCode, later.body).not.toBe(429);
      expect(later.statusCode, later.body).toBeLessThan(300);
    });
  });

  it('counts each member apart: one member at the limit does not hold back another', async () => {
    frozenClock();
    const busy = await loggedInMember(app, db());
    const calm = await loggedInMember(app, db());
    for (let i = 0; i < (RATE_LIMITS.post.rules[0]?.max ?? 0); i += 1)
      expect((await busy.agent.post('/api/posts', { text: `Post ${i}` })).statusCode).toBe(201);
    expect((await busy.agent.post('/api/posts', { text: 'More' })).statusCode).toBe(429);
    expect((await calm.agent.post('/api/posts', { text: 'Mine' })).statusCode).toBe(201);
  });

  it('does not count a visitor’s refused write or a request without a CSRF token', async () => {
    frozenClock();
    const writer = await loggedInMember(app, db());
    for (let i = 0; i < 20; i += 1) {
      expect(
        (await writer.agent.post('/api/posts', { text: 'x' }, { csrf: false })).statusCode,
      ).toBe(419);
      expect((await createAgent(app).post('/api/posts', { text: 'x' })).statusCode).toBe(401);
    }
    expect((await writer.agent.post('/api/posts', { text: 'Counted' })).statusCode).toBe(201);
  });

  describe('POST /register', () => {
    const outbox = () => readOutbox(path.join(testConfig(app).dataDir, 'outbox'));
    let sequence = 0;
    const registration = (email?: string) => {
      sequence += 1;
      return {
        name: 'Nina Newcomer',
        userName: `nina_${sequence}`,
        email: email ?? `nina${sequence}@example.test`,
        password: 'a-long-enough-password',
      };
    };

    it('takes 10 sign-ups an hour from one network address, then refuses with nothing mailed', async () => {
      const clock = frozenClock();
      const agent = createAgent(app);
      const from = { remoteAddress: '203.0.113.7' };
      for (let i = 0; i < 10; i += 1)
        expect((await agent.post('/register', registration(), from)).statusCode).toBe(202);
      const mailed = (await outbox()).length;
      const before = await rowsBesideCounters();

      const refused = await agent.post('/register', registration(), from);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many sign-ups from your network. Please try again in 1 hour.',
      });
      expect(refused.headers['retry-after']).toBe('3600');
      expect(await rowsBesideCounters()).toEqual(before);
      expect(await outbox()).toHaveLength(mailed);
      // Another address is not held back.
      const other = await agent.post('/register', registration(), {
        remoteAddress: '198.51.100.2',
      });
      expect(other.statusCode).toBe(202);

      clock.advance(3600);
      expect((await agent.post('/register', registration(), from)).statusCode).toBe(202);
    });

    it('takes 3 sign-ups an hour for one email, whatever the address or its case', async () => {
      frozenClock();
      const agent = createAgent(app);
      for (let i = 0; i < 3; i += 1) {
        const response = await agent.post('/register', registration('Target@Example.test'), {
          remoteAddress: `192.0.2.${i + 1}`,
        });
        expect(response.statusCode).toBe(202);
      }
      const refused = await agent.post('/register', registration(' target@example.TEST '), {
        remoteAddress: '192.0.2.99',
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Too many sign-ups for this email. Please try again in 1 hour.',
      );
      expect(refused.headers['retry-after']).toBe('3600');
    });
  });

  describe('POST /forgot-password', () => {
    it('takes 3 requests an hour for one email and 10 from one address', async () => {
      frozenClock();
      const member = await createMember(db());
      const agent = createAgent(app);
      for (let i = 0; i < 3; i += 1) {
        const response = await agent.post(
          '/forgot-password',
          { email: member.email },
          { remoteAddress: `192.0.2.${i + 1}` },
        );
        expect(response.statusCode).toBe(200);
      }
      const byEmail = await agent.post(
        '/forgot-password',
        { email: member.email.toUpperCase() },
        { remoteAddress: '192.0.2.50' },
      );
      expect(byEmail.statusCode).toBe(429);
      expect(byEmail.json().message).toBe(
        'Too many password reset requests for this email. Please try again in 1 hour.',
      );
      expect(byEmail.headers['retry-after']).toBe('3600');

      const from = { remoteAddress: '203.0.113.80' };
      for (let i = 0; i < 10; i += 1) {
        const response = await agent.post(
          '/forgot-password',
          { email: `x${i}@example.test` },
          from,
        );
        expect(response.statusCode).toBe(200);
      }
      const byAddress = await agent.post('/forgot-password', { email: 'y@example.test' }, from);
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.json().message).toBe(
        'Too many password reset requests from your network. Please try again in 1 hour.',
      );
      expect(byAddress.headers['retry-after']).toBe('3600');
    });
  });

  describe('POST /login', () => {
    it('answers the sixth failure for an account with 429 and a Retry-After of the throttle window', async () => {
      const clock = frozenClock();
      const member = await createMember(db());
      const agent = createAgent(app);
      for (let i = 0; i < 5; i += 1) {
        const failed = await agent.post('/login', { email: member.email, password: 'wrong one' });
        expect(failed.statusCode).toBe(401);
      }
      clock.advance(60);
      const refused = await agent.post('/login', {
        email: member.email,
        password: member.password,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        message: 'Too many login attempts. Please try again in 14 minutes.',
      });
      expect(refused.headers['retry-after']).toBe(String(14 * 60));
    });
  });
});

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../src/db/schema/index.ts';
import { INVALID_VALUE_MESSAGE } from '../../src/plugins/app/error-handler.ts';
import { type Agent, buildTestApp, loggedInMember } from '../helpers/app.ts';
import { drivers, queryRows, useTestDatabase } from '../helpers/database.ts';

// Requests the contract fuzzer (contract-fuzz.test.ts) found answered 500: values the database
// cannot hold. Each is now a 422 the UI can show, and writes nothing.
describe.each(drivers)('values the database cannot hold, on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let agent: Agent;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    ({ agent } = await loggedInMember(app, db()));
  });

  const count = async (table: 'posts' | 'watchlists') =>
    (
      await queryRows<{ n: number }>(
        database.handle,
        sql.raw(`select count(*)::int as n from "${table}"`),
      )
    )[0]?.n;

  it('refuses text with a NUL character in a body, a query or a path, naming the field', async () => {
    const body = await agent.post('/api/posts', { text: 'Hello\u0000world' });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The text field must not contain the NUL character.',
      errors: { text: ['The text field must not contain the NUL character.'] },
    });
    expect(await count('posts')).toBe(0);

    const nested = await agent.post('/api/posts', {
      text: 'Which?',
      poll: { options: ['Yes', 'N\u0000o'] },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().message).toBe(
      'The poll.options.1 field must not contain the NUL character.',
    );

    const query = await agent.get('/api/ceoInterviews?q=%00');
    expect(query.statusCode).toBe(422);
    expect(query.json().message).toBe('The q field must not contain the NUL character.');

    const path = await agent.get('/api/profile/a%00b/calls');
    expect(path.statusCode).toBe(422);
    expect(path.json().code).toBe('VALIDATION_FAILED');

    // Text without one still goes through.
    expect((await agent.post('/api/posts', { text: 'Hello world' })).statusCode).toBe(201);
  });

  it('answers 422 for ids beyond the database’s integers, on reads and on writes', async () => {
    for (const request of [
      () => agent.post('/api/posts/9007199254740993/bookmark'),
      () => agent.get('/api/1e309/messages'),
      () => agent.delete('/api/watchlist/deletewatchlist?id=99999999999999999999'),
      () => agent.post('/api/submit-comment', { post_id: 2147483648, text: 'Hi' }),
    ]) {
      const response = await request();
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toEqual({ code: 'INVALID_VALUE', message: INVALID_VALUE_MESSAGE });
    }
    expect(await db().select().from(posts)).toEqual([]);
    expect(await count('watchlists')).toBe(0);
  });
});

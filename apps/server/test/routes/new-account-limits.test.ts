import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NEW_ACCOUNT_CASHTAGS_MESSAGE,
  NEW_ACCOUNT_HOURS,
  NEW_ACCOUNT_LINKS_MESSAGE,
} from '../../src/modules/posts/posts.service.ts';
import { buildTestApp, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

const HOUR = 3_600_000;

describe.each(drivers)('a new account’s first day of posts on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    for (const symbol of ['AAPL', 'MSFT', 'TSLA']) await createSymbol(db(), { symbol });
  });

  /** A member whose account is `hoursOld` hours old. */
  const memberAged = (hoursOld: number) =>
    loggedInMember(app, db(), { createdAt: new Date(Date.now() - hoursOld * HOUR) });

  const TWO_LINKS = 'Read https://example.com/a and https://example.com/b before the open';
  const THREE_CASHTAGS = '$AAPL $MSFT $TSLA all breaking out';

  it('holds at most one link and two cashtags per post, and says so on the text field', async () => {
    const { agent } = await memberAged(1);

    const links = await agent.post('/api/posts', { text: TWO_LINKS });
    expect(links.statusCode).toBe(422);
    expect(links.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: NEW_ACCOUNT_LINKS_MESSAGE,
      errors: { text: [NEW_ACCOUNT_LINKS_MESSAGE] },
    });
    expect(NEW_ACCOUNT_LINKS_MESSAGE).toBe(
      'In your first day on TapeTV a post can hold at most 1 link.',
    );

    const cashtags = await agent.post('/api/posts', { text: THREE_CASHTAGS });
    expect(cashtags.statusCode).toBe(422);
    expect(cashtags.json().errors).toEqual({ text: [NEW_ACCOUNT_CASHTAGS_MESSAGE] });
    expect(NEW_ACCOUNT_CASHTAGS_MESSAGE).toBe(
      'In your first day on TapeTV a post can name at most 2 $cashtags.',
    );

    // Unlisted tickers count too: the limit is on what the text names, not on what we list.
    const unlisted = await agent.post('/api/posts', { text: '$AAPL $ZZZQ $QQQZ' });
    expect(unlisted.statusCode).toBe(422);

    const within = await agent.post('/api/posts', {
      text: '$AAPL and $MSFT, notes at https://example.com/notes',
    });
    expect(within.statusCode, within.body).toBe(201);
  });

  it('applies to an edit as well', async () => {
    const { agent } = await memberAged(2);
    const post = (await agent.post('/api/posts', { text: 'Watching $AAPL' })).json<{
      id: number;
    }>();

    const edited = await agent.put(`/api/posts/${post.id}`, { text: THREE_CASHTAGS });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ text: [NEW_ACCOUNT_CASHTAGS_MESSAGE] });
  });

  it('ends once the account is a day old', async () => {
    const { agent } = await memberAged(NEW_ACCOUNT_HOURS + 0.1);
    expect((await agent.post('/api/posts', { text: TWO_LINKS })).statusCode).toBe(201);
    expect((await agent.post('/api/posts', { text: THREE_CASHTAGS })).statusCode).toBe(201);
  });

  it('counts links as the web app renders them: http and https only', async () => {
    const { agent } = await memberAged(0);
    const response = await agent.post('/api/posts', {
      text: 'www.example.com and ftp://example.com and https://example.com/one',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

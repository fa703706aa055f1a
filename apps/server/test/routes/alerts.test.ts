import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications, priceAlerts } from '../../src/db/schema/index.ts';
import { EVALUATE_ALERTS_JOB } from '../../src/modules/alerts/plugin.ts';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';
import { PRICE_ALERTS_MAX, type PriceAlertView } from '../../src/schemas/alerts.ts';
import { buildTestApp, loggedInMember, testConfig } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';
import { readOutbox } from '../helpers/mail.ts';

// Tuesday 6 January 2026, 16:00 UTC: the simulated price of a symbol is fixed at this instant.
const NOW = Date.UTC(2026, 0, 6, 16);

describe.each(drivers)('price alerts on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
    vi.spyOn(app.services.quotes, 'now').mockImplementation(() => NOW);
  });

  /** The symbol's simulated price at NOW, as the service sees it. */
  async function priceOf(symbolId: number): Promise<number> {
    const rows = await app.services.quotes.rowsByIds([symbolId]);
    const price = app.services.quotes.pricesOf(rows, NOW).get(symbolId)?.price;
    if (price === undefined) throw new Error('no price');
    return price;
  }

  /** An alert row written directly (its level may be met already, as after a price move). */
  async function insertAlert(
    userId: number,
    symbolId: number,
    direction: 'above' | 'below',
    price: number,
  ) {
    const [row] = await db()
      .insert(priceAlerts)
      .values({ userId, symbolId, direction, price })
      .returning();
    if (!row) throw new Error('no alert row');
    return row;
  }

  const outbox = () => readOutbox(path.join(testConfig(app).dataDir, 'outbox'));

  describe('calls', () => {
    it('creates, lists (active first) and deletes a member’s alerts', async () => {
      const { agent } = await loggedInMember(app, db());
      const symbol = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
      const price = await priceOf(symbol.id);

      const created = await agent.post('/api/alerts', {
        symbol_id: symbol.id,
        direction: 'above',
        price: Math.round(price * 1.1),
      });
      expect(created.statusCode, created.body).toBe(201);
      const alert = created.json().alert as PriceAlertView;
      expect(alert).toMatchObject({
        symbol_id: symbol.id,
        symbol: 'AAPL',
        name: 'Apple Inc.',
        direction: 'above',
        price: Math.round(price * 1.1),
        triggered_at: null,
        triggered_price: null,
      });
      const below = await agent.post('/api/alerts', {
        symbol_id: symbol.id,
        direction: 'below',
        price: price / 2,
      });
      expect(below.statusCode, below.body).toBe(201);
      // One that fired earlier comes after the active ones.
      const [me] = await db().select().from(priceAlerts).limit(1);
      const fired = await insertAlert(me?.userId ?? 0, symbol.id, 'above', 1);
      await db()
        .update(priceAlerts)
        .set({ triggeredAt: new Date(NOW), triggeredPrice: price })
        .where(eq(priceAlerts.id, fired.id));

      const list = await agent.get('/api/alerts');
      expect(list.statusCode).toBe(200);
      const body = list.json() as { data: PriceAlertView[]; max_active: number };
      expect(body.max_active).toBe(PRICE_ALERTS_MAX);
      expect(body.data.map((each) => each.id)).toEqual([below.json().alert.id, alert.id, fired.id]);
      expect(body.data[2]?.triggered_price).toBe(price);

      const deleted = await agent.delete(`/api/alerts/${alert.id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      const after = (await agent.get('/api/alerts')).json() as { data: PriceAlertView[] };
      expect(after.data.map((each) => each.id)).toEqual([below.json().alert.id, fired.id]);
    });

    it('refuses an unknown symbol, a bad price and a level met already', async () => {
      const { agent } = await loggedInMember(app, db());
      const symbol = await createSymbol(db(), { symbol: 'AAPL' });
      const price = await priceOf(symbol.id);

      const unknown = await agent.post('/api/alerts', {
        symbol_id: symbol.id + 100,
        direction: 'above',
        price: 10,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No Symbol found');

      for (const bad of [0, -5, 'ten', 1e12]) {
        const response = await agent.post('/api/alerts', {
          symbol_id: symbol.id,
          direction: 'above',
          price: bad,
        });
        expect(response.statusCode, String(bad)).toBe(422);
      }
      const direction = await agent.post('/api/alerts', {
        symbol_id: symbol.id,
        direction: 'sideways',
        price: 10,
      });
      expect(direction.statusCode).toBe(422);

      const level = Math.floor(price * 0.9);
      const met = await agent.post('/api/alerts', {
        symbol_id: symbol.id,
        direction: 'above',
        price: level,
      });
      expect(met.statusCode).toBe(422);
      expect(met.json().message).toMatch(
        new RegExp(`^AAPL is already above ${level.toFixed(2)} \\(last \\d+\\.\\d\\d\\)\\.$`),
      );
      const metBelow = await agent.post('/api/alerts', {
        symbol_id: symbol.id,
        direction: 'below',
        price: Math.ceil(price * 1.1),
      });
      expect(metBelow.statusCode).toBe(422);
      expect(metBelow.json().message).toMatch(/^AAPL is already below /);
      expect(await db().$count(priceAlerts)).toBe(0);
    });

    it(`refuses more than ${PRICE_ALERTS_MAX} active alerts`, async () => {
      const { agent, row } = await loggedInMember(app, db());
      const symbol = await createSymbol(db());
      const price = await priceOf(symbol.id);
      await db()
        .insert(priceAlerts)
        .values(
          Array.from({ length: PRICE_ALERTS_MAX }, () => ({
            userId: row.id,
            symbolId: symbol.id,
            direction: 'above' as const,
            price: price * 2,
          })),
        );
      const over = await agent.post('/api/alerts', {
        symbol_id: symbol.id,
        direction: 'above',
        price: price * 2,
      });
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toContain(`at most ${PRICE_ALERTS_MAX} active price alerts`);
    });

    it('answers 404 for another member’s alert and leaves it', async () => {
      const { agent } = await loggedInMember(app, db());
      const other = await createMember(db());
      const symbol = await createSymbol(db());
      const theirs = await insertAlert(other.id, symbol.id, 'above', 1000);
      const response = await agent.delete(`/api/alerts/${theirs.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No price alert found');
      expect((await agent.get('/api/alerts')).json().data).toEqual([]);
      expect(await db().$count(priceAlerts)).toBe(1);
    });

    it('answers 401 to a visitor and 419 to a write without the CSRF token', async () => {
      const { agent } = await loggedInMember(app, db());
      const symbol = await createSymbol(db());
      expect((await app.inject({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
      const noToken = await agent.post(
        '/api/alerts',
        { symbol_id: symbol.id, direction: 'above', price: 1000 },
        { csrf: false },
      );
      expect(noToken.statusCode).toBe(419);
      expect(await db().$count(priceAlerts)).toBe(0);
    });
  });

  describe('evaluation job', () => {
    it('fires met alerts above and below once, with a notification and a queued mail', async () => {
      const { row: member } = await loggedInMember(app, db(), { name: 'Ada' });
      const symbol = await createSymbol(db(), { symbol: 'AAPL', name: 'Apple Inc.' });
      const price = await priceOf(symbol.id);
      const above = await insertAlert(member.id, symbol.id, 'above', price * 0.9);
      const below = await insertAlert(member.id, symbol.id, 'below', price * 1.1);
      const waiting = await insertAlert(member.id, symbol.id, 'above', price * 1.5);
      const publish = vi.mocked(app.broadcaster.publish);

      await app.jobs.run(EVALUATE_ALERTS_JOB, {});

      const rows = await db().select().from(priceAlerts).orderBy(priceAlerts.id);
      expect(rows.map((row) => [row.id, row.triggeredPrice])).toEqual([
        [above.id, price],
        [below.id, price],
        [waiting.id, null],
      ]);
      expect(rows[0]?.triggeredAt?.getTime()).toBe(NOW);

      const told = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, member.id))
        .orderBy(notifications.id);
      expect(told.map((row) => [row.kind, row.url, row.actorId])).toEqual([
        ['priceAlert', '/symbol/AAPL', null],
        ['priceAlert', '/symbol/AAPL', null],
      ]);
      expect(told[0]?.title).toBe(`AAPL is above ${(price * 0.9).toFixed(2)}`);
      expect(told[1]?.title).toBe(`AAPL is below ${(price * 1.1).toFixed(2)}`);
      expect(told[0]?.description).toBe(
        `Your price alert: Apple Inc. traded at ${price.toFixed(2)} USD.`,
      );
      await vi.waitFor(() => expect(publish).toHaveBeenCalledTimes(2));
      expect(publish).toHaveBeenCalledWith(
        `private:users.${member.id}.notifications`,
        'notification',
        expect.objectContaining({
          notification: expect.objectContaining({ kind: 'priceAlert', url: '/symbol/AAPL' }),
        }),
      );

      // The mails wait in the queue until a worker (here: this test) runs them.
      expect(await outbox()).toEqual([]);
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(2);
      const mails = await outbox();
      expect(mails).toHaveLength(2);
      // The queue does not promise an order between jobs queued in the same instant.
      const mail = mails.find((each) => each.includes('is above')) ?? '';
      expect(mail).toContain(`To: ${member.email}`);
      expect(mail).toContain(`Subject: Price alert: AAPL is above ${(price * 0.9).toFixed(2)}`);
      expect(mail).toContain('/symbol/AAPL');
      expect(mail).toContain('simulated prices');
      expect(mails.some((each) => each.includes('is below'))).toBe(true);

      // Nothing fires twice.
      await app.jobs.run(EVALUATE_ALERTS_JOB, {});
      expect(await db().$count(notifications)).toBe(2);
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(0);
    });

    it('fires an alert once when two evaluations run at the same time', async () => {
      const { row: member } = await loggedInMember(app, db());
      const symbol = await createSymbol(db());
      const price = await priceOf(symbol.id);
      for (let i = 0; i < 5; i += 1) await insertAlert(member.id, symbol.id, 'above', price / 2);

      const [first, second] = await Promise.all([
        app.services.alerts.evaluate(2),
        app.services.alerts.evaluate(2),
      ]);
      expect((first?.triggered ?? 0) + (second?.triggered ?? 0)).toBe(5);
      expect(await db().$count(notifications)).toBe(5);
      expect(await app.jobs.runQueued(MAIL_JOB)).toBe(5);
      expect(await outbox()).toHaveLength(5);
    });
  });
});

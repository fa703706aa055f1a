import { channelNames } from '@tapetv/realtime/channels';
import type * as Ably from 'ably';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../../src/db/schema/index.ts';
import { buildTestApp, createAgent } from '../../helpers/app.ts';
import { useTestDatabase } from '../../helpers/database.ts';
import { createMember } from '../../helpers/factories.ts';
import { eventually, realtimeClient } from '../../helpers/realtime.ts';

describe('the Broadcaster', () => {
  const database = useTestDatabase('pglite');

  async function subscriber() {
    const app = await buildTestApp(database.handle);
    const member = await createMember(database.handle.db);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);
    const client = realtimeClient(app, agent);
    const channel = client.channels.get(channelNames.publicPosts());
    const received: Ably.Message[] = [];
    const waiting: Array<() => void> = [];
    await channel.subscribe((message) => {
      received.push(message);
      for (const check of [...waiting]) check();
    });
    /** Resolves once `n` messages have arrived (counting those already here). */
    const count = (n: number) =>
      eventually(`${n} messages`, (resolve: (value: Ably.Message[]) => void) => {
        const check = () => {
          if (received.length >= n) resolve(received);
        };
        waiting.push(check);
        check();
      });
    return { app, channel, received, count };
  }

  it('publishes what a transaction queued once it has committed, in order', async () => {
    const { app, count } = await subscriber();
    const feed = channelNames.publicPosts();
    const db = database.handle.db;

    const result = await app.broadcaster.transaction(db, async (tx, queue) => {
      const [group] = await tx.insert(groups).values({ name: 'g', title: 'G' }).returning();
      queue(feed, 'post-deleted', { id: 1 });
      queue(feed, 'post-deleted', { id: 2 });
      return group?.id;
    });

    const messages = await count(2);
    expect(messages.map((message) => message.data)).toEqual([{ id: 1 }, { id: 2 }]);
    // The row the events announce is there for a client that fetches it.
    expect(await db.$count(groups, eq(groups.id, result ?? 0))).toBe(1);
  });

  it('publishes nothing when the transaction rolls back', async () => {
    const { app, count } = await subscriber();
    const feed = channelNames.publicPosts();
    const db = database.handle.db;

    await expect(
      app.broadcaster.transaction(db, async (tx, queue) => {
        await tx.insert(groups).values({ name: 'g', title: 'G' });
        queue(feed, 'post-deleted', { id: -1 });
        throw new Error('the rule said no');
      }),
    ).rejects.toThrow('the rule said no');
    // Events on one channel arrive in publish order: if the first thing this subscriber gets is
    // the marker published after the rollback, the rolled-back event was never sent.
    await app.broadcaster.publish(feed, 'post-deleted', { id: 0 });

    const [first] = await count(1);
    expect(first?.data).toEqual({ id: 0 });
    expect(await db.$count(groups)).toBe(0);
  });
});

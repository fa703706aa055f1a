import { createHash } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  comments,
  follows,
  notifications,
  pollOptions,
  polls,
  pollVotes,
  postSymbols,
  posts,
  reactions,
  symbols,
  users,
} from '../../../src/db/schema/index.ts';
import { SEEDED_NOTIFICATIONS_PER_KIND } from '../../../src/db/seed/notifications.seed.ts';
import { SEEDED_POSTS } from '../../../src/db/seed/posts.seed.ts';
import {
  DEMO_ACCOUNTS,
  GENERATED_MEMBER_PASSWORD,
  GENERATED_MEMBERS,
  generatedMembers,
  seedDemoData,
} from '../../../src/db/seed/seed.ts';
import { TEAM_ACCOUNT, TEAM_PASSWORD_HASH } from '../../../src/db/seed/watchlists.seed.ts';
import { cashtagsIn } from '../../../src/lib/cashtags.ts';
import { verifyPassword } from '../../../src/lib/password.ts';
import { SimulatedQuoteProvider } from '../../../src/modules/quotes/simulated-provider.ts';
import { drivers, queryRows, useTestDatabase } from '../../helpers/database.ts';
import { createMember } from '../../helpers/factories.ts';

describe.each(drivers)('seedDemoData on %s', (driver) => {
  const database = useTestDatabase(driver);

  /** The members as a visitor would see them: everything but ids, hashes and timestamps. */
  async function members() {
    const rows = await database.handle.db.select().from(users).orderBy(asc(users.id));
    return rows.map(({ name, userName, email, bio, isPro, avatar, cover }) => ({
      name,
      userName,
      email,
      bio,
      isPro,
      avatar,
      cover,
    }));
  }

  it('links the demo posts’ $cashtags to the listed symbols they name, some with a call', async () => {
    await seedDemoData(database.handle.db);
    const db = database.handle.db;
    const listed = new Map(
      (await db.select({ id: symbols.id, symbol: symbols.symbol }).from(symbols)).map((row) => [
        row.symbol,
        row.id,
      ]),
    );
    const links = await db.select().from(postSymbols);
    const rows = await db
      .select({
        id: posts.id,
        text: posts.text,
        sentiment: posts.sentiment,
        createdAt: posts.createdAt,
      })
      .from(posts);
    const rowsOfSymbols = new Map(
      (await db.select().from(symbols)).map((symbol) => [symbol.id, symbol]),
    );
    const simulator = new SimulatedQuoteProvider();
    let named = 0;
    for (const post of rows) {
      const expected = cashtagsIn(post.text).flatMap((ticker) => listed.get(ticker) ?? []);
      const actual = links
        .filter((link) => link.postId === post.id)
        .sort((a, b) => a.position - b.position)
        .map((link) => link.symbolId);
      expect(actual, post.text).toEqual(expected);
      // Each named symbol carries the simulator's price at the post's time: a scorable call.
      for (const link of links.filter((one) => one.postId === post.id)) {
        const symbol = rowsOfSymbols.get(link.symbolId);
        if (!symbol) throw new Error(`symbol ${link.symbolId} missing`);
        expect(link.priceAtPost).toBe(simulator.stats(symbol, post.createdAt.getTime()).price);
      }
      if (expected.length === 0) expect(post.sentiment).toBeNull();
      named += expected.length > 0 ? 1 : 0;
    }
    expect(named).toBeGreaterThan(10);
    expect(rows.filter((post) => post.sentiment === 'bullish').length).toBeGreaterThan(0);
    expect(rows.filter((post) => post.sentiment === 'bearish').length).toBeGreaterThan(0);
  });

  it('creates the demo accounts, the generated members and the team account in an empty database', async () => {
    const result = await seedDemoData(database.handle.db);

    expect(result).toEqual({
      members: DEMO_ACCOUNTS.length + GENERATED_MEMBERS + 1,
      posts: SEEDED_POSTS,
    });
    expect(await database.handle.db.$count(users)).toBe(2 + 50 + 1);
    const seeded = await members();
    expect(seeded.slice(0, 2)).toEqual([
      expect.objectContaining({ name: 'Dana Demo', userName: 'dana', email: 'dana@tapetv.dev' }),
      expect.objectContaining({ name: 'Sam Trader', userName: 'sam', email: 'sam@tapetv.dev' }),
    ]);
    // The team account that owns the curated watchlists comes last.
    expect(seeded.at(-1)).toEqual(
      expect.objectContaining({ name: TEAM_ACCOUNT.name, userName: TEAM_ACCOUNT.userName }),
    );
    expect(new Set(seeded.map((member) => member.userName.toLowerCase())).size).toBe(53);
    expect(new Set(seeded.map((member) => member.email.toLowerCase())).size).toBe(53);
  });

  it('stores hashes the demo passwords verify against', async () => {
    await seedDemoData(database.handle.db);
    const rows = await database.handle.db.select().from(users).orderBy(asc(users.id));

    for (const account of DEMO_ACCOUNTS) {
      const row = rows.find((candidate) => candidate.email === account.email);
      expect(row?.passwordHash).toMatch(/^scrypt\$/);
      expect(await verifyPassword(account.password, row?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('wrong-password', row?.passwordHash ?? '')).toBe(false);
    }
    const generated = rows[2];
    expect(await verifyPassword(GENERATED_MEMBER_PASSWORD, generated?.passwordHash ?? '')).toBe(
      true,
    );
    // Nobody logs in as the team account: its stored hash is no password's.
    const team = rows.find((row) => row.userName === TEAM_ACCOUNT.userName);
    expect(team?.passwordHash).toBe(TEAM_PASSWORD_HASH);
    expect(await verifyPassword(GENERATED_MEMBER_PASSWORD, team?.passwordHash ?? '')).toBe(false);
  });

  it('does nothing the second time', async () => {
    await seedDemoData(database.handle.db);
    const before = await members();

    const second = await seedDemoData(database.handle.db);

    expect(second).toBeUndefined();
    expect(await members()).toEqual(before);
  });

  it('does nothing to a database that already has members', async () => {
    await createMember(database.handle.db, { email: 'only@example.test' });

    const result = await seedDemoData(database.handle.db);

    expect(result).toBeUndefined();
    expect(await database.handle.db.$count(users)).toBe(1);
  });

  it('generates the same members on every run', async () => {
    await seedDemoData(database.handle.db);
    const first = await members();
    // Groups too: they hang on no member (so `cascade` keeps them) and their names are unique.
    await database.handle.db.execute(sql`truncate table users, groups restart identity cascade`);

    await seedDemoData(database.handle.db);

    expect(await members()).toEqual(first);
    expect(generatedMembers('hash')).toEqual(generatedMembers('hash'));
  });
});

describe.each(drivers)('the demo feed seeded on %s', (driver) => {
  const database = useTestDatabase(driver);
  const now = new Date('2026-11-20T15:30:00Z');
  const DAY = 86_400_000;

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.handle, query);
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await rows<{ n: number | string }>(query))[0]?.n);

  it('adds a few hundred posts over the last 30 days, newest with the highest id', async () => {
    await seedDemoData(database.handle.db, { now });
    const seeded = await database.handle.db.select().from(posts).orderBy(asc(posts.id));

    expect(seeded).toHaveLength(SEEDED_POSTS);
    const times = seeded.map((post) => post.createdAt.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(now.getTime() - 30 * DAY);
    expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    times.forEach((time, i) => {
      if (i > 0) expect(time).toBeGreaterThan(times[i - 1] ?? 0);
    });
    const authors = new Set(seeded.map((post) => post.userId));
    expect(authors.size).toBeGreaterThan(30);
    const inGroups = seeded.filter((post) => post.groupId !== null).length;
    expect(inGroups).toBeGreaterThan(20);
    expect(inGroups).toBeLessThan(150);
    expect(seeded.every((post) => post.text.length > 0)).toBe(true);
    expect(seeded.some((post) => /\$[A-Z]{1,5}\b/.test(post.text))).toBe(true);
  });

  it('saves a few of other members’ posts outside groups for Dana', async () => {
    await seedDemoData(database.handle.db, { now });
    const saved = await rows<{ author: string; group_id: number | null; saver: string }>(
      sql`select a.user_name as author, p.group_id, s.user_name as saver
          from post_bookmarks b
          join posts p on p.id = b.post_id
          join users a on a.id = p.user_id
          join users s on s.id = b.user_id`,
    );
    expect(saved.length).toBeGreaterThanOrEqual(3);
    expect(saved.length).toBeLessThanOrEqual(8);
    for (const row of saved) expect(row).toMatchObject({ saver: 'dana', group_id: null });
    expect(saved.some((row) => row.author === 'dana')).toBe(false);
  });

  it('adds polls to about 15% of the posts, some closed and some open', async () => {
    await seedDemoData(database.handle.db, { now });
    const seeded = await database.handle.db.select().from(polls);
    const options = await rows<{ poll_id: number; n: number | string }>(
      sql`select poll_id, count(*) as n from poll_options group by poll_id`,
    );

    expect(seeded.length).toBeGreaterThanOrEqual(SEEDED_POSTS * 0.08);
    expect(seeded.length).toBeLessThanOrEqual(SEEDED_POSTS * 0.25);
    expect(options).toHaveLength(seeded.length);
    for (const poll of options) {
      expect(Number(poll.n)).toBeGreaterThanOrEqual(2);
      expect(Number(poll.n)).toBeLessThanOrEqual(4);
    }
    const closed = seeded.filter((poll) => poll.closesAt !== null && poll.closesAt <= now);
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.length).toBeLessThan(seeded.length);
    expect(await database.handle.db.$count(pollVotes)).toBeGreaterThan(seeded.length);
  });

  it('keeps each poll option counter equal to its vote rows, every vote cast before closing', async () => {
    await seedDemoData(database.handle.db, { now });

    const mismatched = await rows(sql`
      select o.id, o.votes, count(v.user_id) as counted
      from poll_options o left join poll_votes v on v.option_id = o.id
      group by o.id, o.votes
      having o.votes <> count(v.user_id)`);
    expect(mismatched).toEqual([]);
    expect(
      await count(sql`select count(*) as n from poll_votes v
        join poll_options o on o.id = v.option_id where o.poll_id <> v.poll_id`),
    ).toBe(0);
    expect(
      await count(sql`select count(*) as n from poll_votes v
        join polls p on p.id = v.poll_id join posts s on s.id = p.post_id
        where v.created_at < s.created_at or v.created_at > coalesce(p.closes_at, ${now.toISOString()}::timestamptz)`),
    ).toBe(0);
    expect(await count(sql`select sum(votes) as n from poll_options`)).toBe(
      await database.handle.db.$count(pollVotes),
    );
  });

  it('gives each member at most one reaction per post and per comment, spread over the types', async () => {
    await seedDemoData(database.handle.db, { now });

    expect(
      await rows(sql`select user_id, post_id from reactions where post_id is not null
        group by user_id, post_id having count(*) > 1`),
    ).toEqual([]);
    expect(
      await rows(sql`select user_id, comment_id from reactions where comment_id is not null
        group by user_id, comment_id having count(*) > 1`),
    ).toEqual([]);
    const onPosts = await count(sql`select count(*) as n from reactions where post_id is not null`);
    expect(onPosts).toBeGreaterThan(SEEDED_POSTS);
    expect(onPosts).toBeLessThan(SEEDED_POSTS * 30);
    expect(
      await count(sql`select count(*) as n from reactions where comment_id is not null`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(distinct reaction_type_id) as n from reactions`),
    ).toBeGreaterThanOrEqual(6);
    const perPost = await rows<{ n: number | string }>(
      sql`select count(r.id) as n from posts p left join reactions r on r.post_id = p.id group by p.id`,
    );
    const counts = perPost.map((row) => Number(row.n));
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(Math.max(...counts)).toBeGreaterThan(15);
  });

  it('has comments with one level of replies, none before its post or parent', async () => {
    await seedDemoData(database.handle.db, { now });
    const seeded = await database.handle.db.select().from(comments);

    expect(seeded.length).toBeGreaterThan(SEEDED_POSTS);
    const byId = new Map(seeded.map((comment) => [comment.id, comment]));
    const replies = seeded.filter((comment) => comment.parentId !== null);
    expect(replies.length).toBeGreaterThan(20);
    for (const reply of replies) {
      const parent = byId.get(reply.parentId ?? 0);
      expect(parent?.parentId).toBeNull();
      expect(parent?.postId).toBe(reply.postId);
      expect(reply.createdAt.getTime()).toBeGreaterThanOrEqual(parent?.createdAt.getTime() ?? 0);
    }
    expect(
      await count(sql`select count(*) as n from comments c join posts p on p.id = c.post_id
        where c.created_at < p.created_at or c.created_at > ${now.toISOString()}::timestamptz`),
    ).toBe(0);
  });

  it('lets only a group member post, vote, react or comment in a group', async () => {
    await seedDemoData(database.handle.db, { now });
    const outsiders = (table: 'posts' | 'comments' | 'reactions' | 'poll_votes') => {
      const post =
        table === 'posts'
          ? sql`x.id`
          : table === 'poll_votes'
            ? sql`(select post_id from polls where polls.id = x.poll_id)`
            : table === 'reactions'
              ? sql`coalesce(x.post_id, (select post_id from comments c where c.id = x.comment_id))`
              : sql`x.post_id`;
      return count(sql`select count(*) as n from ${sql.identifier(table)} x
        join posts p on p.id = ${post}
        where p.group_id is not null and not exists (
          select 1 from group_members m where m.group_id = p.group_id and m.user_id = x.user_id)`);
    };

    expect(
      await count(sql`select count(*) as n from posts where group_id is not null`),
    ).toBeGreaterThan(0);
    expect(await outsiders('posts')).toBe(0);
    expect(await outsiders('comments')).toBe(0);
    expect(await outsiders('reactions')).toBe(0);
    expect(await outsiders('poll_votes')).toBe(0);
  });

  it('has Dana and Sam follow each other and a few members, and every member but the team account follow someone', async () => {
    await seedDemoData(database.handle.db, { now });
    const followees = async (userName: string) =>
      rows<{ user_name: string }>(sql`select u.user_name from follows f
        join users u on u.id = f.followee_id
        join users me on me.id = f.follower_id where me.user_name = ${userName}`);

    const dana = (await followees('dana')).map((row) => row.user_name);
    const sam = (await followees('sam')).map((row) => row.user_name);
    expect(dana).toContain('sam');
    expect(sam).toContain('dana');
    expect(dana.length).toBeGreaterThanOrEqual(12);
    expect(dana.length).toBeLessThanOrEqual(20);
    expect(sam.length).toBeGreaterThanOrEqual(8);
    expect(sam.length).toBeLessThanOrEqual(15);
    expect(await count(sql`select count(distinct follower_id) as n from follows`)).toBe(52);
    expect(
      await count(sql`select count(*) as n from follows f join users u
        on u.id in (f.follower_id, f.followee_id) where u.user_name = ${TEAM_ACCOUNT.userName}`),
    ).toBe(0);
  });

  it('writes the same rows on every run for the same moment', async () => {
    /** A digest of every seeded feed row, ids and timestamps included. */
    async function digest() {
      const db = database.handle.db;
      const tables = {
        follows: await db
          .select()
          .from(follows)
          .orderBy(asc(follows.followerId), asc(follows.followeeId)),
        posts: await db.select().from(posts).orderBy(asc(posts.id)),
        polls: await db.select().from(polls).orderBy(asc(polls.id)),
        pollOptions: await db.select().from(pollOptions).orderBy(asc(pollOptions.id)),
        pollVotes: await db
          .select()
          .from(pollVotes)
          .orderBy(asc(pollVotes.pollId), asc(pollVotes.userId)),
        comments: await db.select().from(comments).orderBy(asc(comments.id)),
        reactions: await db.select().from(reactions).orderBy(asc(reactions.id)),
      };
      expect(tables.posts).toHaveLength(SEEDED_POSTS);
      return createHash('sha256').update(JSON.stringify(tables)).digest('hex');
    }
    await seedDemoData(database.handle.db, { now });
    const first = await digest();
    const list = database.tables.map((table) => `"public"."${table}"`).join(', ');
    await database.handle.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));

    await seedDemoData(database.handle.db, { now });

    expect(await digest()).toBe(first);
  });

  it('gives Dana and Sam notifications of the newest activity on their posts and of their followers, the last day unread', async () => {
    const now = new Date('2026-11-24T12:00:00.000Z');
    await seedDemoData(database.handle.db, { now });
    const rows = await database.handle.db
      .select()
      .from(notifications)
      .orderBy(asc(notifications.id));
    const demoIds = new Set(
      (await database.handle.db.select().from(users).orderBy(asc(users.id)))
        .slice(0, 2)
        .map((row) => row.id),
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((row) => demoIds.has(row.userId) && row.actorId !== row.userId)).toBe(true);
    for (const kind of ['reaction', 'comment', 'pollVote', 'follower'] as const) {
      const ofKind = rows.filter((row) => row.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
      for (const id of demoIds)
        expect(ofKind.filter((row) => row.userId === id).length).toBeLessThanOrEqual(
          SEEDED_NOTIFICATIONS_PER_KIND,
        );
    }
    const titles = {
      reaction: / reacted to your post$/,
      comment: / commented on your post$/,
      pollVote: / voted in your poll$/,
      follower: / started following you$/,
    };
    for (const row of rows) {
      expect(row.title).toMatch(titles[row.kind as keyof typeof titles]);
      expect(row.url).toMatch(row.kind === 'follower' ? /^\/profile\/\w+$/ : /^\/post\/\d+$/);
      const lastDay = row.createdAt.getTime() >= now.getTime() - 24 * 3600_000;
      expect(row.readAt === null, String(row.id)).toBe(lastDay);
    }
    // Ids follow time, as for notifications made live.
    const times = rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it } from 'vitest';
import { follows, groupMembers, groups, postBookmarks } from '../../src/db/schema/index.ts';
import { seedReactionTypes } from '../../src/db/seed/reaction-types.seed.ts';
import { POSTS_PAGE_SIZE } from '../../src/modules/posts/posts.service.ts';
import { BookmarkState, Post, PostPage } from '../../src/schemas/posts.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

interface PostJson {
  id: number;
  text: string;
  bookmarked: boolean;
}

describe.each(drivers)('saved posts (bookmarks) on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    await seedReactionTypes(db());
    app = await buildTestApp(database.handle);
  });

  const member = () => loggedInMember(app, db());

  const post = async (agent: Agent, body: object) => {
    const response = await agent.post('/api/posts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PostJson>();
  };

  const page = async (agent: Agent, url: string) => {
    const response = await agent.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data: { data: PostJson[] } }>();
    expect(Value.Check(PostPage, body)).toBe(true);
    return body.data.data;
  };

  const saved = (agent: Agent, lastPostId?: number) =>
    page(agent, `/api/bookmarks${lastPostId ? `?lastPostId=${lastPostId}` : ''}`);

  const single = async (agent: Agent, id: number) => {
    const response = await agent.get(`/api/singlePost/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(Value.Check(Post, response.json())).toBe(true);
    return response.json<PostJson>();
  };

  const save = (agent: Agent, id: number) => agent.post(`/api/posts/${id}/bookmark`);
  const unsave = (agent: Agent, id: number) => agent.delete(`/api/posts/${id}/bookmark`);

  async function groupOf(privacy: 'public' | 'private', memberIds: number[]) {
    const [group] = await db()
      .insert(groups)
      .values({ name: `desk-${privacy}`, title: 'Desk', privacy })
      .returning();
    if (!group) throw new Error('no group');
    await db()
      .insert(groupMembers)
      .values(memberIds.map((userId) => ({ groupId: group.id, userId })));
    return group.id;
  }

  it('saves a post for the member alone, once however often, and takes it out again', async () => {
    const author = await member();
    const reader = await member();
    const other = await member();
    const written = await post(author.agent, { text: 'Watching $NVDA into the close' });
    expect(written.bookmarked).toBe(false);

    const first = await save(reader.agent, written.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(Value.Check(BookmarkState, first.json())).toBe(true);
    expect(first.json()).toEqual({ post_id: written.id, bookmarked: true });
    expect((await save(reader.agent, written.id)).json()).toEqual({
      post_id: written.id,
      bookmarked: true,
    });
    const rows = await db()
      .select()
      .from(postBookmarks)
      .where(eq(postBookmarks.postId, written.id));
    expect(rows.map((row) => row.userId)).toEqual([reader.row.id]);

    expect((await single(reader.agent, written.id)).bookmarked).toBe(true);
    expect((await single(author.agent, written.id)).bookmarked).toBe(false);
    expect((await single(other.agent, written.id)).bookmarked).toBe(false);
    expect((await saved(reader.agent)).map((item) => [item.id, item.bookmarked])).toEqual([
      [written.id, true],
    ]);
    expect(await saved(other.agent)).toEqual([]);

    const removed = await unsave(reader.agent, written.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ post_id: written.id, bookmarked: false });
    expect(await saved(reader.agent)).toEqual([]);
    expect((await single(reader.agent, written.id)).bookmarked).toBe(false);
    // Taking out what is not saved is where the member wanted to be: no error.
    expect((await unsave(reader.agent, written.id)).json()).toEqual({
      post_id: written.id,
      bookmarked: false,
    });
  });

  it('marks each viewer’s own bookmarks in a shared list, whatever the posts cache holds', async () => {
    const author = await member();
    const reader = await member();
    // The author's feed holds their own posts; the reader's, those of whom they follow.
    await db().insert(follows).values({ followerId: reader.row.id, followeeId: author.row.id });
    const older = await post(author.agent, { text: 'First take' });
    const newer = await post(author.agent, { text: 'Second take' });
    await save(reader.agent, older.id);

    const asReader = await page(reader.agent, '/api/user-feed');
    expect(asReader.map((item) => [item.id, item.bookmarked])).toEqual([
      [newer.id, false],
      [older.id, true],
    ]);
    // The author's feed is answered from the cache the reader's read filled.
    const asAuthor = await page(author.agent, '/api/user-feed');
    expect(asAuthor.map((item) => [item.id, item.bookmarked])).toEqual([
      [newer.id, false],
      [older.id, false],
    ]);
    const profile = await page(reader.agent, `/api/user-profile/${author.row.id}`);
    expect(profile.find((item) => item.id === older.id)?.bookmarked).toBe(true);
  });

  it('lists saved posts newest post first, a page at a time', async () => {
    const author = await member();
    const reader = await member();
    const ids: number[] = [];
    for (let index = 0; index < POSTS_PAGE_SIZE + 3; index += 1) {
      ids.push((await post(author.agent, { text: `Note ${index}` })).id);
    }
    // Saved in an order of their own; the list goes by the posts.
    for (const id of [...ids].reverse())
      expect((await save(reader.agent, id)).statusCode).toBe(200);
    await post(author.agent, { text: 'Not saved' });

    const first = await saved(reader.agent);
    expect(first.map((item) => item.id)).toEqual(ids.slice(3).reverse());
    expect(first.every((item) => item.bookmarked)).toBe(true);
    const second = await saved(reader.agent, first.at(-1)?.id);
    expect(second.map((item) => item.id)).toEqual(ids.slice(0, 3).reverse());
    expect(await saved(reader.agent, second.at(-1)?.id)).toEqual([]);
  });

  it('keeps a private group’s posts to its members, and drops them from the list when one leaves', async () => {
    const author = await member();
    const reader = await member();
    const outsider = await member();
    const club = await groupOf('private', [author.row.id, reader.row.id]);
    const open = await groupOf('public', [author.row.id]);
    const secret = await post(author.agent, { text: 'Members only', group_id: club });
    const everyone = await post(author.agent, { text: 'Open to all', group_id: open });

    const refused = await save(outsider.agent, secret.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This post does not exist.');
    expect((await unsave(outsider.agent, secret.id)).statusCode).toBe(404);
    // A public group's posts are anyone's to read, so anyone's to save.
    expect((await save(outsider.agent, everyone.id)).statusCode).toBe(200);
    expect((await saved(outsider.agent)).map((item) => item.id)).toEqual([everyone.id]);

    expect((await save(reader.agent, secret.id)).statusCode).toBe(200);
    expect((await saved(reader.agent)).map((item) => item.id)).toEqual([secret.id]);
    await db().delete(groupMembers).where(eq(groupMembers.userId, reader.row.id));
    expect(await saved(reader.agent)).toEqual([]);
  });

  it('refuses a post that is not there, and forgets a saved post its author deletes', async () => {
    const author = await member();
    const reader = await member();
    const missing = await save(reader.agent, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This post does not exist.');
    expect((await reader.agent.post('/api/posts/0/bookmark')).statusCode).toBe(422);

    const doomed = await post(author.agent, { text: 'Soon gone' });
    await save(reader.agent, doomed.id);
    expect((await author.agent.delete(`/api/posts/${doomed.id}`)).statusCode).toBe(200);
    expect(await saved(reader.agent)).toEqual([]);
    expect(await db().select().from(postBookmarks)).toEqual([]);
  });

  it('is for members: a visitor is refused and changes nothing', async () => {
    const author = await member();
    const written = await post(author.agent, { text: 'Public post' });
    const visitor = createAgent(app);
    expect((await visitor.get('/api/bookmarks')).statusCode).toBe(401);
    expect((await save(visitor, written.id)).statusCode).toBe(401);
    expect((await unsave(visitor, written.id)).statusCode).toBe(401);
    expect(await db().select().from(postBookmarks)).toEqual([]);
  });
});

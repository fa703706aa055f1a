import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  follows,
  groupMembers,
  groups,
  notifications,
  pollOptions,
  polls,
  pollVotes,
  posts,
  reactions,
  reactionTypes,
} from '../../src/db/schema/index.ts';
import { REACTION_TYPES, seedReactionTypes } from '../../src/db/seed/reaction-types.seed.ts';
import { HYDRATE_POSTS } from '../../src/modules/posts/post-page.sql.ts';
import { POSTS_PAGE_SIZE } from '../../src/modules/posts/posts.service.ts';
import { PostPage, REACTORS_SHOWN } from '../../src/schemas/posts.ts';
import { buildTestApp, createAgent } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';

type Agent = ReturnType<typeof createAgent>;
interface PostJson {
  id: number;
  text: string;
  user: { id: number; userName: string; name: string };
  reactions: {
    id: number;
    user_id: number;
    reaction_type_id: number;
    reaction_type: { name: string };
  }[];
  poll: {
    id: number;
    options: { id: number; text: string; votes: number }[];
    userVoted: boolean;
    closed: boolean;
  } | null;
  userVoted: boolean;
  user_votes: { user_id: number; option_id: number }[];
  comments_count: number;
  editedAt: string | null;
}

describe.each(drivers)('posts, reactions, polls and comments on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let publish: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    await seedReactionTypes(db());
    app = await buildTestApp(database.handle);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  async function member(overrides: { userName?: string } = {}) {
    const row = await createMember(db(), overrides);
    const agent = createAgent(app);
    const login = await agent.post('/login', { email: row.email, password: row.password });
    expect(login.statusCode).toBe(200);
    return { row, agent };
  }

  const post = async (agent: Agent, body: object) => {
    const response = await agent.post('/api/posts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<PostJson>();
  };

  const feed = async (agent: Agent, lastPostId?: number) => {
    const response = await agent.get(
      `/api/user-feed${lastPostId ? `?lastPostId=${lastPostId}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { data: PostJson[] } }>().data.data;
  };

  /** A private group: its posts are for its members only. */
  const groupWith = (...memberIds: number[]) => groupOf('private', memberIds);
  /** A public group: any member reads its posts, its members take part. */
  const publicGroupWith = (...memberIds: number[]) => groupOf('public', memberIds);

  async function groupOf(privacy: 'public' | 'private', memberIds: number[]) {
    const [group] = await db()
      .insert(groups)
      .values({ name: `options-${privacy}`, title: 'Options Club', privacy })
      .returning();
    if (!group) throw new Error('no group');
    if (memberIds.length > 0)
      await db()
        .insert(groupMembers)
        .values(memberIds.map((userId) => ({ groupId: group.id, userId })));
    return group.id;
  }

  describe('creating and reading posts', () => {
    it('creates a text post and a poll post, and refuses an empty one or a bad poll', async () => {
      const { agent } = await member();
      const text = await post(agent, { text: '  Long $NVDA into earnings  ' });
      expect(text).toMatchObject({
        text: 'Long $NVDA into earnings',
        poll: null,
        userVoted: false,
        comments_count: 0,
        reactions: [],
      });

      const poll = await post(agent, {
        text: 'Fed in March?',
        poll: { options: ['Cut', 'Hold', 'Hike'] },
      });
      expect(poll.poll?.options.map((option) => [option.text, option.votes])).toEqual([
        ['Cut', 0],
        ['Hold', 0],
        ['Hike', 0],
      ]);

      const empty = await agent.post('/api/posts', { text: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors.text).toEqual(['Write something, add an image or a poll.']);
      const oneOption = await agent.post('/api/posts', { text: 'x', poll: { options: ['Only'] } });
      expect(oneOption.statusCode).toBe(422);
      const sevenOptions = await agent.post('/api/posts', {
        text: 'x',
        poll: { options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
      });
      expect(sevenOptions.statusCode).toBe(422);
      const foreignImage = await agent.post('/api/posts', {
        text: 'x',
        images: ['https://evil.test/a.jpg'],
      });
      expect(foreignImage.statusCode).toBe(422);
      expect(await db().$count(posts)).toBe(2);
    });

    it('shows a member their own posts, posts of people they follow and posts of their groups, newest first', async () => {
      const dana = await member();
      const sam = await member();
      const stranger = await member();
      const groupId = await groupWith(dana.row.id, stranger.row.id);
      await db().insert(follows).values({ followerId: dana.row.id, followeeId: sam.row.id });

      const own = await post(dana.agent, { text: 'mine' });
      const followed = await post(sam.agent, { text: 'from sam' });
      await post(stranger.agent, { text: 'stranger outside groups' });
      const inGroup = await post(stranger.agent, {
        text: 'stranger in our group',
        group_id: groupId,
      });

      const ids = (await feed(dana.agent)).map((item) => item.id);
      expect(ids).toEqual([inGroup.id, followed.id, own.id]);
      expect((await feed(sam.agent)).map((item) => item.text)).toEqual(['from sam']);
    });

    it('answers every page in the route schema’s shape, each post as the single-post route has it', async () => {
      // Pages are JSON assembled by PostgreSQL and sent as they are, past the response serializer:
      // this is what holds them to the schema, field by field, on both drivers.
      const dana = await member();
      const sam = await member({ userName: "o'brien" });
      const groupId = await groupWith(dana.row.id, sam.row.id);
      await db().insert(follows).values({ followerId: dana.row.id, followeeId: sam.row.id });
      const plain = await post(sam.agent, { text: 'Plain "quoted" \\ text\nwith a new line 🐂' });
      const open = await post(sam.agent, {
        text: 'Open poll',
        poll: { options: ['Up', 'Down'], closesAt: new Date(Date.now() + 3_600_000).toISOString() },
      });
      const closing = await post(sam.agent, { text: 'Closed poll', poll: { options: ['A', 'B'] } });
      const inGroup = await post(dana.agent, { text: 'In the group', group_id: groupId });
      const [like] = (await dana.agent.get('/api/reaction-types')).json<{ id: number }[]>();
      for (const target of [plain, inGroup])
        for (const who of [dana, sam])
          await who.agent.post('/api/add-or-update-reaction', {
            post_id: target.id,
            reaction_type_id: like?.id,
          });
      await dana.agent.post('/api/add-vote', {
        poll_id: open.poll?.id,
        option_id: open.poll?.options[1]?.id,
      });
      await sam.agent.post('/api/add-vote', {
        poll_id: closing.poll?.id,
        option_id: closing.poll?.options[0]?.id,
      });
      await db()
        .update(polls)
        .set({ closesAt: new Date(Date.now() - 60_000) })
        .where(eq(polls.id, closing.poll?.id ?? 0));
      for (const text of ['First', 'Second'])
        expect(
          (await dana.agent.post('/api/submit-comment', { post_id: plain.id, text })).statusCode,
        ).toBe(200);
      const edited = await dana.agent.put(`/api/posts/${inGroup.id}`, {
        text: 'In the group, edited',
      });
      expect(edited.statusCode, edited.body).toBe(200);

      const pages = [
        '/api/user-feed',
        `/api/user-profile/${sam.row.id}`,
        `/api/user-group/${groupId}`,
      ];
      for (const url of pages) {
        const response = await dana.agent.get(url);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = response.json();
        expect([...Value.Errors(PostPage, body)], url).toEqual([]);
        for (const item of body.data.data as PostJson[]) {
          const single = await dana.agent.get(`/api/singlePost/${item.id}`);
          // The single post goes through the route's serializer, which writes only the schema's
          // fields: any extra, missing or mistyped field in the page shows here.
          expect(item, `${url} post ${item.id}`).toEqual(single.json());
        }
      }
      const feedPosts = (await dana.agent.get('/api/user-feed')).json().data.data as PostJson[];
      const byId = new Map(feedPosts.map((item) => [item.id, item]));
      expect(feedPosts.map((item) => item.id)).toEqual([inGroup.id, closing.id, open.id, plain.id]);
      expect(byId.get(plain.id)).toMatchObject({
        text: 'Plain "quoted" \\ text\nwith a new line 🐂',
        comments_count: 2,
        poll: null,
        userVoted: false,
        user_votes: [],
        user: { id: sam.row.id, userName: "o'brien", avatar: '/photos/d-avatar.jpg' },
      });
      expect(byId.get(plain.id)?.reactions.map((r) => r.user_id)).toEqual([
        dana.row.id,
        sam.row.id,
      ]);
      expect(byId.get(open.id)).toMatchObject({
        userVoted: true,
        user_votes: [{ user_id: dana.row.id, option_id: open.poll?.options[1]?.id }],
        poll: { closed: false, userVoted: true, options: [{ votes: 0 }, { votes: 1 }] },
      });
      expect(byId.get(closing.id)).toMatchObject({
        userVoted: false,
        poll: { closed: true, userVoted: false },
      });
      const [stored] = await db().select().from(posts).where(eq(posts.id, inGroup.id));
      expect(byId.get(inGroup.id)).toMatchObject({
        groupId,
        createdAt: stored?.createdAt.toISOString(),
        editedAt: stored?.editedAt?.toISOString(),
      });
      expect(byId.get(inGroup.id)?.editedAt).not.toBeNull();
    });

    it('never answers a stale post from its cache: after each kind of change a warm page equals the post read fresh', async () => {
      const dana = await member();
      const sam = await member();
      await db().insert(follows).values({ followerId: dana.row.id, followeeId: sam.row.id });
      const plain = await post(sam.agent, { text: 'React and comment here' });
      const poll = await post(sam.agent, { text: 'Vote here', poll: { options: ['Yes', 'No'] } });
      const hydrations = vi.spyOn(database.handle, 'query');
      const hydrated = () =>
        hydrations.mock.calls.filter(([text]) => text === HYDRATE_POSTS).length;
      // The single-post route reads from the database, never the cache: the reference.
      const matchesFresh = async (after: string) => {
        const page = await feed(dana.agent);
        for (const item of page) {
          const fresh = await dana.agent.get(`/api/singlePost/${item.id}`);
          expect(item, `post ${item.id} after ${after}`).toEqual(fresh.json());
        }
        return page;
      };
      await matchesFresh('the first read');
      const cold = hydrated();
      await matchesFresh('a second read');
      expect(hydrated(), 'the second page comes from the cache').toBe(cold + 2);

      const [like, love] = (await dana.agent.get('/api/reaction-types')).json<{ id: number }[]>();
      const ok = async (response: Promise<{ statusCode: number; body: string }>) =>
        expect((await response).statusCode, (await response).body).toBeLessThan(300);
      await ok(
        dana.agent.post('/api/add-or-update-reaction', {
          post_id: plain.id,
          reaction_type_id: like?.id,
        }),
      );
      await matchesFresh('a reaction');
      await ok(
        dana.agent.post('/api/add-or-update-reaction', {
          post_id: plain.id,
          reaction_type_id: love?.id,
        }),
      );
      await matchesFresh('a changed reaction');
      await ok(dana.agent.post('/api/remove-reaction', { post_id: plain.id }));
      await matchesFresh('a removed reaction');
      await ok(
        dana.agent.post('/api/add-vote', {
          poll_id: poll.poll?.id,
          option_id: poll.poll?.options[0]?.id,
        }),
      );
      await matchesFresh('a vote');
      await ok(dana.agent.post('/api/remove-vote', { poll_id: poll.poll?.id }));
      await matchesFresh('a removed vote');
      const comment = await dana.agent.post('/api/submit-comment', {
        post_id: plain.id,
        text: 'Hi',
      });
      expect(comment.statusCode).toBe(200);
      await matchesFresh('a comment');
      await ok(
        dana.agent.post('/api/submit-comment', {
          post_id: plain.id,
          parent_id: comment.json().id,
          text: 'Reply',
        }),
      );
      await matchesFresh('a reply');
      await ok(sam.agent.put(`/api/posts/${plain.id}`, { text: 'Edited' }));
      await matchesFresh('an edit');
      await ok(sam.agent.post('/api/user/update', { name: 'Sam Renamed' }));
      const renamed = await matchesFresh('the author’s new name');
      expect(renamed[0]?.user.name).toBe('Sam Renamed');
      await ok(sam.agent.delete(`/api/posts/${poll.id}`));
      expect((await matchesFresh('a deletion')).map((item) => item.id)).toEqual([plain.id]);
      hydrations.mockRestore();
    });

    it('pages by cursor with no duplicates or gaps', async () => {
      const { agent } = await member();
      const created: number[] = [];
      for (let i = 0; i < POSTS_PAGE_SIZE * 2 + 5; i += 1)
        created.push((await post(agent, { text: `post ${i}` })).id);

      const seen: number[] = [];
      let cursor: number | undefined;
      for (;;) {
        const page = await feed(agent, cursor);
        if (page.length === 0) break;
        expect(page.length).toBeLessThanOrEqual(POSTS_PAGE_SIZE);
        seen.push(...page.map((item) => item.id));
        cursor = page.at(-1)?.id;
      }
      expect(seen).toEqual([...created].reverse());
    });

    it('lets only group members read or post in a group', async () => {
      const insider = await member();
      const outsider = await member();
      const groupId = await groupWith(insider.row.id);
      const groupPost = await post(insider.agent, { text: 'members only', group_id: groupId });

      expect(
        (await insider.agent.get(`/api/user-group/${groupId}`))
          .json()
          .data.data.map((p: PostJson) => p.id),
      ).toEqual([groupPost.id]);
      expect((await outsider.agent.get(`/api/user-group/${groupId}`)).statusCode).toBe(403);
      expect(
        (await outsider.agent.post('/api/posts', { text: 'sneak', group_id: groupId })).statusCode,
      ).toBe(403);
      expect((await outsider.agent.get(`/api/singlePost/${groupPost.id}`)).statusCode).toBe(404);
      expect(
        (await outsider.agent.get(`/api/user-profile/${insider.row.id}`)).json().data.data,
      ).toEqual([]);
      expect(
        (await insider.agent.get(`/api/user-profile/${insider.row.id}`)).json().data.data,
      ).toHaveLength(1);
    });

    it('lets any member read a public group’s posts, comments and reactions; only its members post, react, vote or comment', async () => {
      const insider = await member();
      const outsider = await member();
      const groupId = await publicGroupWith(insider.row.id);
      const groupPost = await post(insider.agent, {
        text: 'open to read',
        group_id: groupId,
        poll: { options: ['Up', 'Down'] },
      });
      const comment = await insider.agent.post('/api/submit-comment', {
        post_id: groupPost.id,
        text: 'first',
      });
      expect(comment.statusCode, comment.body).toBe(200);

      const page = await outsider.agent.get(`/api/user-group/${groupId}`);
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().data.data.map((p: PostJson) => [p.id, p.text])).toEqual([
        [groupPost.id, 'open to read'],
      ]);
      const single = await outsider.agent.get(`/api/singlePost/${groupPost.id}`);
      expect([single.statusCode, single.json().text]).toEqual([200, 'open to read']);
      const comments = await outsider.agent.get(`/api/posts/${groupPost.id}/comments`);
      expect(comments.statusCode).toBe(200);
      expect(comments.json().map((c: { text: string }) => c.text)).toEqual(['first']);
      expect((await outsider.agent.get(`/api/posts/${groupPost.id}/reactions`)).statusCode).toBe(
        200,
      );

      const [like] = (await outsider.agent.get('/api/reaction-types')).json<{ id: number }[]>();
      const takePart = 'Join this group to take part in its discussion.';
      const refusals = [
        await outsider.agent.post('/api/posts', { text: 'sneak', group_id: groupId }),
        await outsider.agent.post('/api/add-or-update-reaction', {
          post_id: groupPost.id,
          reaction_type_id: like?.id,
        }),
        await outsider.agent.post('/api/submit-comment', { post_id: groupPost.id, text: 'hi' }),
        await outsider.agent.post('/api/add-vote', {
          poll_id: groupPost.poll?.id,
          option_id: groupPost.poll?.options[0]?.id,
        }),
      ];
      expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
      expect(refusals.slice(1).map((response) => response.json().message)).toEqual([
        takePart,
        takePart,
        takePart,
      ]);
      expect(await db().$count(reactions)).toBe(0);
      expect(await db().$count(pollVotes)).toBe(0);
      expect(await db().$count(posts)).toBe(1);

      // Once in, the outsider takes part like any member.
      expect((await outsider.agent.post(`/api/groups/${groupId}/join`)).statusCode).toBe(200);
      expect(
        (
          await outsider.agent.post('/api/add-or-update-reaction', {
            post_id: groupPost.id,
            reaction_type_id: like?.id,
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await outsider.agent.post('/api/posts', { text: 'hello', group_id: groupId })).statusCode,
      ).toBe(201);
    });

    it('answers 404 for an unknown group’s posts', async () => {
      const { agent } = await member();
      const response = await agent.get('/api/user-group/9999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'This group does not exist.' });
    });

    it('answers 404 for unknown posts and members', async () => {
      const { agent } = await member();
      expect((await agent.get('/api/singlePost/9999')).statusCode).toBe(404);
      expect((await agent.get('/api/user-profile/9999')).statusCode).toBe(404);
      expect(
        (await agent.post('/api/submit-comment', { post_id: 9999, text: 'hi' })).statusCode,
      ).toBe(404);
    });

    it('lets only the author edit or delete a post', async () => {
      const author = await member();
      const other = await member();
      const created = await post(author.agent, { text: 'first take' });

      expect(
        (await other.agent.put(`/api/posts/${created.id}`, { text: 'hijack' })).statusCode,
      ).toBe(403);
      expect((await other.agent.delete(`/api/posts/${created.id}`)).statusCode).toBe(403);
      const edited = await author.agent.put(`/api/posts/${created.id}`, { text: 'second take' });
      expect(edited.json()).toMatchObject({ text: 'second take' });
      expect((await author.agent.delete(`/api/posts/${created.id}`)).statusCode).toBe(200);
      expect((await author.agent.get(`/api/singlePost/${created.id}`)).statusCode).toBe(404);
    });

    it('publishes a new post to each follower’s feed channel and a group post to the group channel', async () => {
      const author = await member();
      const fan = await member();
      await db().insert(follows).values({ followerId: fan.row.id, followeeId: author.row.id });
      const created = await post(author.agent, { text: 'live' });
      expect(publish).toHaveBeenCalledWith(
        `private:users.${fan.row.id}.feed`,
        'new-post',
        expect.objectContaining({ id: created.id }),
      );

      const groupId = await groupWith(author.row.id);
      const inGroup = await post(author.agent, { text: 'group live', group_id: groupId });
      expect(publish).toHaveBeenCalledWith(
        `private:groups.${groupId}.posts`,
        'new-post',
        expect.objectContaining({ id: inGroup.id }),
      );
    });
    it('still answers (the post is committed) when the real-time publish fails', async () => {
      const author = await member();
      const fan = await member();
      await db().insert(follows).values({ followerId: fan.row.id, followeeId: author.row.id });
      publish.mockRejectedValue(new Error('broker unreachable'));
      const response = await author.agent.post('/api/posts', { text: 'still saved' });
      expect(response.statusCode).toBe(201);
      expect(publish).toHaveBeenCalled();
      expect(await db().$count(posts)).toBe(1);
    });
  });

  describe('reactions', () => {
    it('lists the reaction types', async () => {
      const { agent } = await member();
      const types = (await agent.get('/api/reaction-types')).json<
        { name: string; icon: string }[]
      >();
      expect(types.map((type) => type.name)).toEqual(REACTION_TYPES.map((type) => type.name));
    });

    it('adds, replaces and removes the one reaction a member has on a post, and tells the author', async () => {
      const author = await member();
      const fan = await member();
      const created = await post(author.agent, { text: 'react to me' });
      const [like, love] = (await fan.agent.get('/api/reaction-types')).json<{ id: number }[]>();

      const first = await fan.agent.post('/api/add-or-update-reaction', {
        post_id: created.id,
        reaction_type_id: like?.id,
      });
      expect(first.json()).toMatchObject({
        user_id: fan.row.id,
        post_id: created.id,
        reaction_type: { name: 'like' },
      });
      await fan.agent.post('/api/add-or-update-reaction', {
        post_id: created.id,
        reaction_type_id: love?.id,
      });

      const after = (await fan.agent.get(`/api/singlePost/${created.id}`)).json<PostJson>();
      expect(after.reactions).toHaveLength(1);
      expect(after.reactions[0]?.reaction_type.name).toBe('love');
      // A changed reaction is the same news: the author is told once (one row, one event).
      expect(await db().$count(notifications)).toBe(1);
      expect(
        (publish.mock.calls as [string, string, unknown][]).filter(
          ([channel, event]) =>
            channel === `private:users.${author.row.id}.notifications` && event === 'NewReaction',
        ),
      ).toHaveLength(1);

      expect(
        (await fan.agent.post('/api/remove-reaction', { post_id: created.id })).statusCode,
      ).toBe(200);
      expect(
        (await fan.agent.get(`/api/singlePost/${created.id}`)).json<PostJson>().reactions,
      ).toEqual([]);
      expect(
        (await fan.agent.post('/api/remove-reaction', { post_id: created.id })).statusCode,
      ).toBe(404);
    });

    it('lists a post’s reactions counted by type with the first few of each type and the viewer’s own; every reaction on demand', async () => {
      const author = await member();
      const viewer = await member();
      const bystander = await member();
      const created = await post(author.agent, { text: 'popular' });
      const types = await db().select().from(reactionTypes);
      const typeId = (name: string) => {
        const found = types.find((type) => type.name === name);
        if (!found) throw new Error(`no reaction type ${name}`);
        return found.id;
      };
      const others = await Promise.all(
        Array.from({ length: REACTORS_SHOWN + 3 }, () => createMember(db())),
      );
      // Likes from more members than a post lists, oldest first, then one love.
      for (const [index, other] of others.entries()) {
        await db()
          .insert(reactions)
          .values({
            userId: other.id,
            postId: created.id,
            reactionTypeId: index === others.length - 1 ? typeId('love') : typeId('like'),
          });
      }
      // The viewer's like is newer than every like the post lists.
      const mine = await viewer.agent.post('/api/add-or-update-reaction', {
        post_id: created.id,
        reaction_type_id: typeId('like'),
      });
      expect(mine.statusCode, mine.body).toBe(200);

      const counts = [
        { reaction_type_id: typeId('like'), name: 'like', count: REACTORS_SHOWN + 3 },
        { reaction_type_id: typeId('love'), name: 'love', count: 1 },
      ];
      const page = async (agent: Agent) => {
        const response = await agent.get(`/api/user-profile/${author.row.id}`);
        expect(response.statusCode, response.body).toBe(200);
        const [only] = response.json<{ data: { data: PostWithCounts[] } }>().data.data;
        if (!only) throw new Error('no post on the page');
        return only;
      };
      type PostWithCounts = PostJson & { reaction_counts: typeof counts };
      const listed = (first: PostWithCounts) =>
        first.reactions.map((reaction) => [reaction.user_id, reaction.reaction_type.name]);
      const firstLikes = others
        .slice(0, REACTORS_SHOWN)
        .map((other) => [other.id, 'like'] as const);
      const love = [others[others.length - 1]?.id, 'love'] as const;

      // Cold, then from the posts cache: the same answer, the viewer's own reaction added.
      for (let round = 0; round < 2; round += 1) {
        const seen = await page(viewer.agent);
        expect(seen.reaction_counts).toEqual(counts);
        expect(listed(seen)).toEqual([...firstLikes, love, [viewer.row.id, 'like']]);
        const single = await viewer.agent.get(`/api/singlePost/${created.id}`);
        expect(single.json()).toEqual(seen);

        const other = await page(bystander.agent);
        expect(other.reaction_counts).toEqual(counts);
        expect(listed(other)).toEqual([...firstLikes, love]);
      }

      // Every reaction, oldest first, by type and by cursor.
      const all = async (query: string) => {
        const response = await bystander.agent.get(`/api/posts/${created.id}/reactions${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ data: { data: PostJson['reactions'] } }>().data.data;
      };
      const everyone = await all('');
      expect(everyone.map((reaction) => reaction.user_id)).toEqual([
        ...others.map((other) => other.id),
        viewer.row.id,
      ]);
      expect((await all(`?reaction_type_id=${typeId('love')}`)).map((r) => r.user_id)).toEqual([
        love[0],
      ]);
      const cursor = everyone[REACTORS_SHOWN - 1]?.id;
      expect((await all(`?lastReactionId=${cursor}`)).map((r) => r.user_id)).toEqual(
        everyone.slice(REACTORS_SHOWN).map((r) => r.user_id),
      );
      const bad = await bystander.agent.get(
        `/api/posts/${created.id}/reactions?reaction_type_id=0`,
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ errors: { reaction_type_id: [expect.any(String)] } });

      // Removing the viewer's like: one fewer, and the list no longer holds it.
      await viewer.agent.post('/api/remove-reaction', { post_id: created.id });
      const after = await page(viewer.agent);
      expect(after.reaction_counts[0]?.count).toBe(REACTORS_SHOWN + 2);
      expect(listed(after)).toEqual([...firstLikes, love]);
    });

    it('counts concurrent reactions one at a time: each event’s counts include every earlier change', async () => {
      const author = await member();
      const created = await post(author.agent, { text: 'rush' });
      const fans = await Promise.all(Array.from({ length: 6 }, () => member()));
      const [like] = await db().select().from(reactionTypes).limit(1);
      await Promise.all(
        fans.map(({ agent }) =>
          agent.post('/api/add-or-update-reaction', {
            post_id: created.id,
            reaction_type_id: like?.id,
          }),
        ),
      );
      const totals = (publish.mock.calls as [string, string, unknown][])
        .filter(([, event]) => event === 'reaction-changed')
        .map(([, , data]) =>
          (data as { reaction_counts: { count: number }[] }).reaction_counts.reduce(
            (sum, entry) => sum + entry.count,
            0,
          ),
        )
        .sort((a, b) => a - b);
      expect(totals).toEqual([1, 2, 3, 4, 5, 6]);
    });

    it('shows a post’s reactions only to members who may see the post', async () => {
      const insider = await member();
      const outsider = await member();
      const groupId = await groupWith(insider.row.id);
      const groupPost = await post(insider.agent, { text: 'members only', group_id: groupId });
      expect((await outsider.agent.get(`/api/posts/${groupPost.id}/reactions`)).statusCode).toBe(
        404,
      );
      expect((await insider.agent.get(`/api/posts/${groupPost.id}/reactions`)).statusCode).toBe(
        200,
      );
      expect((await insider.agent.get('/api/posts/9999/reactions')).statusCode).toBe(404);
    });

    it('keeps one reaction per member under concurrent requests', async () => {
      const { agent, row } = await member();
      const created = await post(agent, { text: 'race' });
      const types = (await agent.get('/api/reaction-types')).json<{ id: number }[]>();
      const answers = await Promise.all(
        types.map((type) =>
          agent.post('/api/add-or-update-reaction', {
            post_id: created.id,
            reaction_type_id: type.id,
          }),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(await db().$count(reactions)).toBe(1);
      const [only] = (await agent.get(`/api/singlePost/${created.id}`)).json<PostJson>().reactions;
      expect(only?.user_id).toBe(row.id);
    });

    it('refuses an unknown reaction type and a body with neither target', async () => {
      const { agent } = await member();
      const created = await post(agent, { text: 'x' });
      expect(
        (
          await agent.post('/api/add-or-update-reaction', {
            post_id: created.id,
            reaction_type_id: 999,
          })
        ).statusCode,
      ).toBe(422);
      expect(
        (await agent.post('/api/add-or-update-reaction', { reaction_type_id: 1 })).statusCode,
      ).toBe(422);
    });
  });

  describe('polls', () => {
    async function pollPost(agent: Agent, closesAt?: string) {
      return post(agent, {
        text: 'Where does BTC close the year?',
        poll: { options: ['Up', 'Down'], ...(closesAt ? { closesAt } : {}) },
      });
    }

    it('counts a vote, refuses a second one, and removes it', async () => {
      const author = await member();
      const voter = await member();
      const created = await pollPost(author.agent);
      const pollId = created.poll?.id ?? 0;
      const [up, down] = created.poll?.options ?? [];

      const vote = await voter.agent.post('/api/add-vote', { poll_id: pollId, option_id: up?.id });
      expect(vote.json()).toEqual({ poll_id: pollId, option_id: up?.id, user_id: voter.row.id });
      const again = await voter.agent.post('/api/add-vote', {
        poll_id: pollId,
        option_id: down?.id,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You have already voted in this poll.');

      const seen = (await voter.agent.get(`/api/singlePost/${created.id}`)).json<PostJson>();
      expect(seen.userVoted).toBe(true);
      expect(seen.user_votes).toEqual([{ user_id: voter.row.id, option_id: up?.id }]);
      expect(seen.poll?.options.map((option) => option.votes)).toEqual([1, 0]);
      expect(
        (await author.agent.get(`/api/singlePost/${created.id}`)).json<PostJson>().userVoted,
      ).toBe(false);
      expect(publish).toHaveBeenCalledWith(
        `private:users.${author.row.id}.notifications`,
        'NewPollVote',
        expect.anything(),
      );

      expect((await voter.agent.post('/api/remove-vote', { poll_id: pollId })).statusCode).toBe(
        200,
      );
      const cleared = (await voter.agent.get(`/api/singlePost/${created.id}`)).json<PostJson>();
      expect(cleared.userVoted).toBe(false);
      expect(cleared.poll?.options.map((option) => option.votes)).toEqual([0, 0]);
      expect((await voter.agent.post('/api/remove-vote', { poll_id: pollId })).statusCode).toBe(
        404,
      );
    });

    it('counts one vote per member under concurrent requests, and every member’s vote', async () => {
      const author = await member();
      const created = await pollPost(author.agent);
      const pollId = created.poll?.id ?? 0;
      const [up, down] = created.poll?.options ?? [];

      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          author.agent.post('/api/add-vote', {
            poll_id: pollId,
            option_id: (i % 2 ? up : down)?.id,
          }),
        ),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);

      const voters = await Promise.all(Array.from({ length: 5 }, () => member()));
      await Promise.all(
        voters.map((voter) =>
          voter.agent.post('/api/add-vote', { poll_id: pollId, option_id: up?.id }),
        ),
      );
      expect(await db().$count(pollVotes)).toBe(6);
      const counts = await db().select({ votes: pollOptions.votes }).from(pollOptions);
      expect(counts.reduce((sum, option) => sum + option.votes, 0)).toBe(6);
    });

    it('refuses a vote on a closed poll and an option of another poll', async () => {
      const author = await member();
      const created = await pollPost(author.agent, new Date(Date.now() + 60_000).toISOString());
      const other = await pollPost(author.agent);
      const pollId = created.poll?.id ?? 0;

      const foreign = await author.agent.post('/api/add-vote', {
        poll_id: pollId,
        option_id: other.poll?.options[0]?.id,
      });
      expect(foreign.statusCode).toBe(422);

      const closed = await buildTestApp(database.handle);
      vi.spyOn(closed.broadcaster, 'publish').mockResolvedValue(undefined);
      // The same poll, an hour later.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
      try {
        const later = createAgent(closed);
        await later.post('/login', { email: author.row.email, password: author.row.password });
        const refused = await later.post('/api/add-vote', {
          poll_id: pollId,
          option_id: created.poll?.options[0]?.id,
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().message).toBe('This poll is closed.');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('comments', () => {
    it('adds comments and replies one level deep, newest comment first and replies in order', async () => {
      const author = await member();
      const fan = await member();
      const created = await post(author.agent, { text: 'discuss' });

      const first = (
        await fan.agent.post('/api/submit-comment', { post_id: created.id, text: 'first' })
      ).json();
      const second = (
        await fan.agent.post('/api/submit-comment', { post_id: created.id, text: 'second' })
      ).json();
      const reply = (
        await author.agent.post('/api/submit-comment', {
          post_id: created.id,
          parent_id: first.id,
          text: 'reply',
        })
      ).json();
      const nested = (
        await fan.agent.post('/api/submit-comment', {
          post_id: created.id,
          parent_id: reply.id,
          text: 'nested',
        })
      ).json();
      expect(nested.parent_id).toBe(first.id);

      const list = (await fan.agent.get(`/api/posts/${created.id}/comments`)).json<
        { id: number; replies: { id: number }[] }[]
      >();
      expect(list.map((comment) => comment.id)).toEqual([second.id, first.id]);
      expect(list[1]?.replies.map((item) => item.id)).toEqual([reply.id, nested.id]);
      expect(
        (await fan.agent.get(`/api/singlePost/${created.id}`)).json<PostJson>().comments_count,
      ).toBe(4);
      expect(publish).toHaveBeenCalledWith(
        `private:users.${author.row.id}.notifications`,
        'NewComment',
        expect.anything(),
      );
    });

    it('refuses an empty comment and a reply to another post’s comment', async () => {
      const { agent } = await member();
      const one = await post(agent, { text: 'one' });
      const two = await post(agent, { text: 'two' });
      const empty = await agent.post('/api/submit-comment', { post_id: one.id, text: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().message).toBe('The comment cannot be empty.');
      const onOne = (
        await agent.post('/api/submit-comment', { post_id: one.id, text: 'here' })
      ).json();
      expect(
        (
          await agent.post('/api/submit-comment', {
            post_id: two.id,
            parent_id: onOne.id,
            text: 'x',
          })
        ).statusCode,
      ).toBe(422);
    });

    it('lets only the comment’s author edit or delete it; deleting removes its replies', async () => {
      const author = await member();
      const other = await member();
      const created = await post(author.agent, { text: 'x' });
      const comment = (
        await author.agent.post('/api/submit-comment', { post_id: created.id, text: 'mine' })
      ).json();
      await other.agent.post('/api/submit-comment', {
        post_id: created.id,
        parent_id: comment.id,
        text: 'reply',
      });

      expect(
        (await other.agent.post('/api/edit-comment', { id: comment.id, text: 'nope' })).statusCode,
      ).toBe(403);
      expect((await other.agent.post('/api/delete-comment', { id: comment.id })).statusCode).toBe(
        403,
      );
      const edited = await author.agent.post('/api/edit-comment', {
        id: comment.id,
        text: 'mine, edited',
      });
      expect(edited.json()).toMatchObject({ id: comment.id, text: 'mine, edited' });
      expect((await author.agent.post('/api/delete-comment', { id: comment.id })).statusCode).toBe(
        200,
      );
      expect((await author.agent.get(`/api/posts/${created.id}/comments`)).json()).toEqual([]);
    });

    it('holds one reaction per member on a comment too', async () => {
      const { agent } = await member();
      const created = await post(agent, { text: 'x' });
      const comment = (
        await agent.post('/api/submit-comment', { post_id: created.id, text: 'react' })
      ).json();
      await agent.post('/api/add-or-update-reaction', {
        comment_id: comment.id,
        reaction_type_id: 1,
      });
      await agent.post('/api/add-or-update-reaction', {
        comment_id: comment.id,
        reaction_type_id: 2,
      });
      const [listed] = (await agent.get(`/api/posts/${created.id}/comments`)).json<
        { reactions: { reaction_type_id: number }[] }[]
      >();
      expect(listed?.reactions.map((reaction) => reaction.reaction_type_id)).toEqual([2]);
    });
  });
});

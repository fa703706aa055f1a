import type { ContractSchema } from '@tapetv/api-client';
import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  comments,
  groupMembers,
  groups,
  notifications,
  reactionTypes,
} from '../../src/db/schema/index.ts';
import { seedReactionTypes } from '../../src/db/seed/reaction-types.seed.ts';
import type { JsonText } from '../../src/lib/json-text.ts';
import { EngagementRepository } from '../../src/modules/posts/engagement.repository.ts';
import type { presentComments } from '../../src/modules/posts/posts.presenter.ts';
import type { PostsService } from '../../src/modules/posts/posts.service.ts';
import type { Comment, Post } from '../../src/schemas/posts.ts';
import { buildTestApp, createAgent } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';

describe('the post shapes', () => {
  it('are the schemas’ own types on the server and in the generated client', () => {
    // The presenter answers exactly what the route schema declares, and the contract the web app
    // is generated from declares the same: no hand-written copy can drift from either.
    expectTypeOf<Awaited<ReturnType<PostsService['single']>>>().toEqualTypeOf<
      Static<typeof Post>
    >();
    expectTypeOf<Awaited<ReturnType<PostsService['feed']>>>().toEqualTypeOf<
      JsonText<Static<typeof Post>[]>
    >();
    expectTypeOf<ReturnType<typeof presentComments>>().toEqualTypeOf<Static<typeof Comment>[]>();
    expectTypeOf<ContractSchema<'Post'>>().toEqualTypeOf<Static<typeof Post>>();
  });
});

describe.each(drivers)('live post events on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;
  let publish: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    await seedReactionTypes(db());
    app = await buildTestApp(database.handle);
    publish = vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  async function member() {
    const row = await createMember(db());
    const agent = createAgent(app);
    expect((await agent.login(row.email, row.password)).statusCode).toBe(200);
    return { row, agent };
  }

  async function created(agent: ReturnType<typeof createAgent>, body: object) {
    const response = await agent.post('/api/posts', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; poll: { id: number; options: { id: number }[] } | null }>();
  }

  /** The events published so far on one channel, as [event, data]. */
  const eventsOn = (channel: string) =>
    (publish.mock.calls as [string, string, unknown][])
      .filter(([name]) => name === channel)
      .map(([, event, data]): [string, unknown] => [event, data]);

  it('publishes reactions, votes, comments, edits and deletions of a public post on the public channel', async () => {
    const author = await member();
    const reader = await member();
    const [like] = await db().select().from(reactionTypes).limit(1);
    const post = await created(author.agent, { text: 'Poll', poll: { options: ['Up', 'Down'] } });
    const poll = post.poll;
    if (!like || !poll) throw new Error('no reaction type or poll');
    publish.mockClear();

    await reader.agent.post('/api/add-or-update-reaction', {
      post_id: post.id,
      reaction_type_id: like.id,
    });
    await reader.agent.post('/api/remove-reaction', { post_id: post.id });
    await reader.agent.post('/api/add-vote', { poll_id: poll.id, option_id: poll.options[1]?.id });
    await reader.agent.post('/api/remove-vote', { poll_id: poll.id });
    const comment = (
      await reader.agent.post('/api/submit-comment', { post_id: post.id, text: 'First' })
    ).json<{ id: number }>();
    await reader.agent.post('/api/edit-comment', { id: comment.id, text: 'First, edited' });
    await reader.agent.post('/api/delete-comment', { id: comment.id });
    await author.agent.put(`/api/posts/${post.id}`, { text: 'Poll, edited' });
    await author.agent.delete(`/api/posts/${post.id}`);

    const events = eventsOn('private:posts.public');
    expect(events.map(([event]) => event)).toEqual([
      'reaction-changed',
      'reaction-changed',
      'poll-changed',
      'poll-changed',
      'comment-saved',
      'comment-saved',
      'comment-deleted',
      'post-updated',
      'post-deleted',
    ]);
    expect(events[0]?.[1]).toMatchObject({
      post_id: post.id,
      comment_id: null,
      user_id: reader.row.id,
      reaction: { reaction_type_id: like.id, user: { id: reader.row.id } },
      reaction_counts: [{ reaction_type_id: like.id, name: 'like', count: 1 }],
    });
    expect(events[1]?.[1]).toEqual({
      post_id: post.id,
      comment_id: null,
      user_id: reader.row.id,
      reaction: null,
      reaction_counts: [],
    });
    expect(events[2]?.[1]).toEqual({
      post_id: post.id,
      poll_id: poll.id,
      user_id: reader.row.id,
      option_id: poll.options[1]?.id,
      options: [
        { id: poll.options[0]?.id, votes: 0 },
        { id: poll.options[1]?.id, votes: 1 },
      ],
    });
    expect(events[3]?.[1]).toMatchObject({
      option_id: null,
      options: [{ votes: 0 }, { votes: 0 }],
    });
    expect(events[4]?.[1]).toMatchObject({
      post_id: post.id,
      comments_count: 1,
      comment: { id: comment.id, text: 'First', parent_id: null },
    });
    expect(events[5]?.[1]).toMatchObject({ comment: { id: comment.id, text: 'First, edited' } });
    expect(events[6]?.[1]).toEqual({ post_id: post.id, id: comment.id, comments_count: 0 });
    expect(events[7]?.[1]).toMatchObject({ id: post.id, text: 'Poll, edited', images: [] });
    expect(events[8]?.[1]).toEqual({ id: post.id });
  });

  it('publishes changes to a group post on the group’s posts channel only', async () => {
    const author = await member();
    const [group] = await db().insert(groups).values({ name: 'g', title: 'G' }).returning();
    if (!group) throw new Error('no group');
    await db()
      .insert(groupMembers)
      .values({ groupId: group.id, userId: author.row.id, role: 'member' });
    const post = await created(author.agent, { text: 'In the group', group_id: group.id });
    await author.agent.post('/api/submit-comment', { post_id: post.id, text: 'Note' });

    expect(eventsOn(`private:groups.${group.id}.posts`).map(([event]) => event)).toEqual([
      'new-post',
      'comment-saved',
    ]);
    expect(eventsOn('private:posts.public')).toEqual([]);
  });

  it('tells the author with a typed notification, in the transaction of the change', async () => {
    const author = await member();
    const reader = await member();
    const post = await created(author.agent, { text: 'Tell me' });
    await reader.agent.post('/api/submit-comment', { post_id: post.id, text: 'Told' });

    const [event, data] = eventsOn(`private:users.${author.row.id}.notifications`)[0] ?? [];
    expect(event).toBe('NewComment');
    const [row] = await db().select().from(notifications);
    expect(data).toEqual({
      notification: {
        id: row?.id,
        kind: 'comment',
        url: `/post/${post.id}`,
        title: `${reader.row.name} commented on your post`,
        description: '',
        last_notification_time: row?.createdAt.toISOString(),
        read_at: null,
        user: { id: reader.row.id, name: reader.row.name, avatar: '/photos/d-avatar.jpg' },
      },
      data: expect.objectContaining({ text: 'Told', post_id: post.id }),
    });
  });

  it('leaves no comment and publishes nothing when the author’s notification cannot be written', async () => {
    const author = await member();
    const reader = await member();
    const post = await created(author.agent, { text: 'Atomic' });
    publish.mockClear();
    const notify = vi
      .spyOn(EngagementRepository.prototype, 'notify')
      .mockRejectedValueOnce(new Error('notifications table unavailable'));

    const response = await reader.agent.post('/api/submit-comment', {
      post_id: post.id,
      text: 'Lost?',
    });

    expect(notify).toHaveBeenCalled();
    expect(response.statusCode).toBe(500);
    expect(await db().$count(comments)).toBe(0);
    expect(await db().$count(notifications)).toBe(0);
    expect(publish).not.toHaveBeenCalled();
    notify.mockRestore();
  });
});

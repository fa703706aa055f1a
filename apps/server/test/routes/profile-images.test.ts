import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { posts, uploads, users } from '../../src/db/schema/index.ts';
import { buildTestApp, createAgent, loggedInMember, multipartForm } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

type Agent = ReturnType<typeof createAgent>;

/** A picture made on the spot, so the tests need no fixture files. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Dana Demo', Make: 'PhoneCo' } })
    .toBuffer();

const form = (fileField: string, bytes: Uint8Array, fields: Record<string, string> = {}) =>
  multipartForm(fields, { field: fileField, bytes, name: 'photo.jpg', type: 'image/jpeg' });

describe.each(drivers)('profile images on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const member = () => loggedInMember(app, db());

  const userRow = async (id: number) =>
    (await db().select().from(users).where(eq(users.id, id)))[0];

  const served = async (agent: Agent, url: string) => {
    const response = await agent.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return sharp(response.rawPayload).metadata();
  };

  it('sets the cover: stored as WebP without metadata, on the profile at once; removing it brings the default back', async () => {
    const { row, agent } = await member();
    const response = await agent.post(
      '/api/uploadCover',
      form('cover_photo', await picture(1200, 300)),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { cover_photo, message } = response.json<{ cover_photo: string; message: string }>();
    expect(cover_photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(message).toBe('Your cover photo was updated.');
    const meta = await served(agent, cover_photo);
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1200,
      300,
      undefined,
    ]);
    expect((await userRow(row.id))?.cover).toBe(cover_photo);
    const profile = await agent.post(`/api/profileData/${row.userName}`);
    expect(profile.json().userProfile.cover).toBe(cover_photo);

    const removed = await agent.post('/api/removeCover', {});
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      cover_photo: '/photos/d-cover.jpg',
      message: 'Your cover photo was removed.',
    });
    expect((await userRow(row.id))?.cover).toBeNull();
    const after = await agent.post(`/api/profileData/${row.userName}`);
    expect(after.json().userProfile.cover).toBe('/photos/d-cover.jpg');
  });

  it('positions the cover (0–100), refuses it on the default cover and out of range, and a new cover starts centred', async () => {
    const { row, agent } = await member();
    const none = await agent.post('/api/coverPosition', { cover_position: 20 });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      cover_position: ['Upload a cover photo before positioning it.'],
    });

    await agent.post('/api/uploadCover', form('cover_photo', await picture(800, 800)));
    for (const bad of [-1, 101, 12.5, 'top']) {
      const response = await agent.post('/api/coverPosition', { cover_position: bad });
      expect(response.statusCode, String(bad)).toBe(422);
    }
    expect((await userRow(row.id))?.coverPosition).toBe(50);

    const saved = await agent.post('/api/coverPosition', { cover_position: 20 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      cover_position: 20,
      message: 'Your cover position was saved.',
    });
    const profile = await agent.post(`/api/profileData/${row.userName}`);
    expect(profile.json().userProfile.coverPosition).toBe(20);

    await agent.post('/api/uploadCover', form('cover_photo', await picture(800, 600)));
    expect((await userRow(row.id))?.coverPosition).toBe(50);
    await agent.post('/api/coverPosition', { cover_position: 0 });
    await agent.post('/api/removeCover', {});
    expect((await userRow(row.id))?.coverPosition).toBe(50);

    const visitor = createAgent(app);
    expect((await visitor.post('/api/coverPosition', { cover_position: 5 })).statusCode).toBe(401);
    const forged = await agent.post('/api/coverPosition', { cover_position: 5 }, { csrf: false });
    expect(forged.statusCode).toBe(419);
  });

  it('sets the avatar as a centred 512 px square, shown at once in the member’s data and on their posts', async () => {
    const { row, agent } = await member();
    const [post] = await db().insert(posts).values({ userId: row.id, text: 'Before' }).returning();
    // The post is read (and cached) with the old avatar first.
    const before = await agent.get(`/api/singlePost/${post?.id}`);
    expect(before.json().user.avatar).toBe('/photos/d-avatar.jpg');

    const response = await agent.post(
      '/api/profileImage',
      form('profile_photo', await picture(1000, 600)),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { profile_photo } = response.json<{ profile_photo: string }>();
    const meta = await served(agent, profile_photo);
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 512, undefined]);
    expect((await agent.get('/api/userdata')).json().avatar).toBe(profile_photo);
    expect((await agent.get(`/api/singlePost/${post?.id}`)).json().user.avatar).toBe(profile_photo);
    expect(await db().select({ context: uploads.context }).from(uploads)).toEqual([
      { context: 'avatar' },
    ]);
  });

  it('refuses a group_id on the member’s variants with the spec’s message, changing nothing', async () => {
    const { row, agent } = await member();
    const jpeg = await picture(400, 100);
    for (const [url, body] of [
      ['/api/uploadCover', form('cover_photo', jpeg, { group_id: '3' })],
      ['/api/profileImage', form('profile_photo', jpeg, { group_id: '3' })],
      ['/api/removeCover', { group_id: '3' }],
    ] as const) {
      const response = await agent.post(url, body);
      expect(response.statusCode, url).toBe(422);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'This action is not alowed',
        errors: { group_id: ['This action is not alowed'] },
      });
    }
    expect(await db().$count(uploads)).toBe(0);
    expect(await userRow(row.id)).toMatchObject({ cover: null, avatar: null });
  });

  it('refuses what is not an image and a file over the cap, keeping the current images', async () => {
    const { row, agent } = await member();
    await db().update(users).set({ avatar: '/uploads/old.webp' }).where(eq(users.id, row.id));

    const text = await agent.post(
      '/api/profileImage',
      form('profile_photo', Buffer.from('not an image')),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({
      profile_photo: ['Only JPEG, PNG, WebP or GIF images can be uploaded.'],
    });
    const huge = await agent.post(
      '/api/uploadCover',
      form('cover_photo', Buffer.alloc(10 * 1024 * 1024 + 1, 1)),
    );
    expect(huge.statusCode).toBe(413);
    const missing = await agent.post('/api/uploadCover', form('other', await picture(10, 10)));
    expect(missing.statusCode).toBe(422);

    expect(await userRow(row.id)).toMatchObject({ avatar: '/uploads/old.webp', cover: null });
    expect(await db().$count(uploads)).toBe(0);
  });

  it('answers 401 to a visitor and 419 without the CSRF token', async () => {
    const jpeg = await picture(20, 20);
    const visitor = createAgent(app);
    expect((await visitor.post('/api/uploadCover', form('cover_photo', jpeg))).statusCode).toBe(
      401,
    );
    expect((await visitor.post('/api/removeCover', {})).statusCode).toBe(401);
    const { agent } = await member();
    const forged = await agent.post('/api/profileImage', form('profile_photo', jpeg), {
      csrf: false,
    });
    expect(forged.statusCode).toBe(419);
    const forgedRemove = await agent.post('/api/removeCover', {}, { csrf: false });
    expect(forgedRemove.statusCode).toBe(419);
    expect(await db().$count(uploads)).toBe(0);
  });
});

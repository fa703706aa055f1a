import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type GroupRole, groupMembers, groups, uploads } from '../../src/db/schema/index.ts';
import {
  type Agent,
  buildTestApp,
  createAgent,
  loggedInMember,
  multipartForm,
} from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

/** A picture made on the spot, so the tests need no fixture files. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 80, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Olga Owner', Make: 'PhoneCo' } })
    .toBuffer();

const form = (fileField: string, bytes: Uint8Array, fields: Record<string, string> = {}) =>
  multipartForm(fields, { field: fileField, bytes, name: 'photo.jpg', type: 'image/jpeg' });

const NOT_ALLOWED = { code: 'FORBIDDEN', message: 'This action is not alowed' };

describe.each(drivers)('group images on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const member = () => loggedInMember(app, db());
  type Member = Awaited<ReturnType<typeof member>>;

  /** Options Lab with an owner, an admin and a member, and an outsider. */
  async function cast() {
    const owner = await member();
    const admin = await member();
    const plain = await member();
    const outsider = await member();
    const [group] = await db()
      .insert(groups)
      .values({ name: 'options-lab', title: 'Options Lab' })
      .returning();
    if (!group) throw new Error('no group');
    const roles: [Member, GroupRole][] = [
      [owner, 'owner'],
      [admin, 'admin'],
      [plain, 'member'],
    ];
    await db()
      .insert(groupMembers)
      .values(roles.map(([who, role]) => ({ groupId: group.id, userId: who.row.id, role })));
    return { owner, admin, plain, outsider, groupId: group.id, id: String(group.id) };
  }

  const groupRow = async (id: number) =>
    (await db().select().from(groups).where(eq(groups.id, id)))[0];

  const served = async (agent: Agent, url: string) => {
    const response = await agent.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    return sharp(response.rawPayload).metadata();
  };

  it('lets the owner set the cover: stored as WebP without metadata, shown on the header at once, centred', async () => {
    const { owner, outsider, groupId, id } = await cast();
    await db().update(groups).set({ coverPosition: 10 }).where(eq(groups.id, groupId));
    const response = await owner.agent.post(
      '/api/uploadGroupCover',
      form('cover_photo', await picture(1200, 300), { group_id: id }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { cover_photo, message } = response.json<{ cover_photo: string; message: string }>();
    expect(cover_photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(message).toBe('The group’s cover photo was updated.');
    const meta = await served(owner.agent, cover_photo);
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
      'webp',
      1200,
      300,
      undefined,
    ]);
    expect(await groupRow(groupId)).toMatchObject({ cover: cover_photo, coverPosition: 50 });
    expect((await outsider.agent.get(`/api/groups/${groupId}`)).json()).toMatchObject({
      cover: cover_photo,
      cover_position: 50,
    });
    expect(
      await db().select({ userId: uploads.userId, context: uploads.context }).from(uploads),
    ).toEqual([{ userId: owner.row.id, context: 'cover' }]);
  });

  it('lets an admin set the group’s photo as a centred 512 px square', async () => {
    const { admin, plain, groupId, id } = await cast();
    const response = await admin.agent.post(
      '/api/profileGroupImage',
      form('profile_photo', await picture(1000, 600), { group_id: id }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { profile_photo, message } = response.json<{ profile_photo: string; message: string }>();
    expect(message).toBe('The group’s photo was updated.');
    const meta = await served(admin.agent, profile_photo);
    expect([meta.width, meta.height, meta.exif]).toEqual([512, 512, undefined]);
    expect((await groupRow(groupId))?.avatar).toBe(profile_photo);
    const [listed] = (await plain.agent.get('/api/joined-chats')).json().data;
    expect(listed).toMatchObject({ id: groupId, avatar: profile_photo });
    // The member's own avatar is untouched.
    expect((await admin.agent.get('/api/userdata')).json().avatar).toBe('/photos/d-avatar.jpg');
  });

  it('removes the cover and positions it; the default cover cannot be positioned', async () => {
    const { owner, admin, groupId, id } = await cast();
    const none = await admin.agent.post('/api/groupCoverPosition', {
      group_id: groupId,
      cover_position: 20,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      cover_position: ['Upload a cover photo before positioning it.'],
    });

    await owner.agent.post(
      '/api/uploadGroupCover',
      form('cover_photo', await picture(800, 800), { group_id: id }),
    );
    const placed = await admin.agent.post('/api/groupCoverPosition', {
      group_id: groupId,
      cover_position: 20,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toEqual({
      cover_position: 20,
      message: 'The group’s cover position was saved.',
    });
    expect((await admin.agent.get(`/api/groups/${groupId}`)).json().cover_position).toBe(20);
    for (const bad of [-1, 101, 'top'])
      expect(
        (
          await admin.agent.post('/api/groupCoverPosition', {
            group_id: groupId,
            cover_position: bad,
          })
        ).statusCode,
      ).toBe(422);

    const removed = await admin.agent.post('/api/removeGroupCover', { group_id: groupId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({
      cover_photo: '/photos/d-cover.jpg',
      message: 'The group’s cover photo was removed.',
    });
    expect(await groupRow(groupId)).toMatchObject({ cover: null, coverPosition: 50 });
    expect((await owner.agent.get(`/api/groups/${groupId}`)).json().cover).toBe(
      '/photos/d-cover.jpg',
    );
  });

  it('refuses members and outsiders with the spec’s message before storing anything', async () => {
    const { plain, outsider, groupId, id } = await cast();
    await db().update(groups).set({ cover: '/uploads/old.webp' }).where(eq(groups.id, groupId));
    const jpeg = await picture(400, 100);
    for (const who of [plain, outsider]) {
      for (const [url, body] of [
        ['/api/uploadGroupCover', form('cover_photo', jpeg, { group_id: id })],
        ['/api/profileGroupImage', form('profile_photo', jpeg, { group_id: id })],
        ['/api/removeGroupCover', { group_id: groupId }],
        ['/api/groupCoverPosition', { group_id: groupId, cover_position: 10 }],
      ] as const) {
        const response = await who.agent.post(url, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json(), url).toEqual(NOT_ALLOWED);
      }
    }
    expect(await db().$count(uploads)).toBe(0);
    expect(await groupRow(groupId)).toMatchObject({
      cover: '/uploads/old.webp',
      avatar: null,
      coverPosition: 50,
    });
  });

  it('answers 404 for an unknown group and 422 for a missing or malformed group_id or a bad file', async () => {
    const { owner, groupId, id } = await cast();
    const jpeg = await picture(40, 40);
    const unknown = await owner.agent.post(
      '/api/uploadGroupCover',
      form('cover_photo', jpeg, { group_id: '9999' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This group does not exist.' });
    expect((await owner.agent.post('/api/removeGroupCover', { group_id: 9999 })).statusCode).toBe(
      404,
    );

    const missing = await owner.agent.post('/api/uploadGroupCover', form('cover_photo', jpeg));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ group_id: ['The group_id field is required.'] });
    const malformed = await owner.agent.post(
      '/api/profileGroupImage',
      form('profile_photo', jpeg, { group_id: 'abc' }),
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('group_id');

    const text = await owner.agent.post(
      '/api/profileGroupImage',
      form('profile_photo', Buffer.from('not an image'), { group_id: id }),
    );
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({
      profile_photo: ['Only JPEG, PNG, WebP or GIF images can be uploaded.'],
    });
    const huge = await owner.agent.post(
      '/api/uploadGroupCover',
      form('cover_photo', Buffer.alloc(10 * 1024 * 1024 + 1, 1), { group_id: id }),
    );
    expect(huge.statusCode).toBe(413);
    expect(await db().$count(uploads)).toBe(0);
    expect(await groupRow(groupId)).toMatchObject({ cover: null, avatar: null });
  });

  it('answers 401 to a visitor and 419 without the CSRF token', async () => {
    const { owner, groupId, id } = await cast();
    const jpeg = await picture(20, 20);
    const visitor = createAgent(app);
    expect(
      (await visitor.post('/api/uploadGroupCover', form('cover_photo', jpeg, { group_id: id })))
        .statusCode,
    ).toBe(401);
    expect((await visitor.post('/api/removeGroupCover', { group_id: groupId })).statusCode).toBe(
      401,
    );
    const forged = await owner.agent.post(
      '/api/profileGroupImage',
      form('profile_photo', jpeg, { group_id: id }),
      { csrf: false },
    );
    expect(forged.statusCode).toBe(419);
    const forgedRemove = await owner.agent.post(
      '/api/removeGroupCover',
      { group_id: groupId },
      { csrf: false },
    );
    expect(forgedRemove.statusCode).toBe(419);
    expect(await db().$count(uploads)).toBe(0);
  });
});

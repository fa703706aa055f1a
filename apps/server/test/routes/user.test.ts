import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { USER_MESSAGES } from '../../src/routes/user/index.ts';
import { buildTestApp, createAgent } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember } from '../helpers/factories.ts';

describe.each(drivers)('user routes on %s', (driver) => {
  const database = useTestDatabase(driver);
  const findUser = async (id: number) => {
    const [row] = await database.handle.db.select().from(users).where(eq(users.id, id));
    return row;
  };

  describe('GET /api/userdata', () => {
    it('answers the logged-in member without the password hash', async () => {
      const member = await createMember(database.handle.db, {
        name: 'Dana Demo',
        userName: 'dana',
        email: 'dana@example.test',
        bio: 'Long-term investor.',
      });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.get('/api/userdata');

      expect(response.statusCode).toBe(200);
      const body = response.json<Record<string, unknown>>();
      expect(body).toMatchObject({
        id: member.id,
        name: 'Dana Demo',
        userName: 'dana',
        email: 'dana@example.test',
        avatar: '/photos/d-avatar.jpg',
        cover: '/photos/d-cover.jpg',
        bio: 'Long-term investor.',
        isPro: false,
        createdAt: member.createdAt.toISOString(),
      });
      expect(body).not.toHaveProperty('passwordHash');
      expect(body).not.toHaveProperty('password_hash');
      expect(response.body).not.toContain(member.passwordHash);
      expect(response.body).not.toContain('scrypt$');
    });

    it('answers the member’s own avatar when they have one', async () => {
      const member = await createMember(database.handle.db, { avatar: '/uploads/me.png' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.get('/api/userdata');

      expect(response.json()).toMatchObject({ avatar: '/uploads/me.png' });
    });

    it('answers 401 JSON to a visitor', async () => {
      const app = await buildTestApp(database.handle);

      const response = await createAgent(app).get('/api/userdata');

      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    });
  });

  describe('POST /api/user/update', () => {
    it('changes the name and bio and leaves the other fields alone', async () => {
      const member = await createMember(database.handle.db, { userName: 'keeps_name' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.post('/api/user/update', {
        name: '  New Name ',
        bio: 'Swing trader.',
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: USER_MESSAGES.updated,
        user: { id: member.id, name: 'New Name', bio: 'Swing trader.', userName: 'keeps_name' },
      });
      expect(await findUser(member.id)).toMatchObject({
        name: 'New Name',
        bio: 'Swing trader.',
        userName: 'keeps_name',
        email: member.email,
      });
      expect((await agent.get('/api/userdata')).json()).toMatchObject({ name: 'New Name' });
    });

    it('changes the user name and email when they are free', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.post('/api/user/update', {
        userName: 'fresh_name',
        email: 'fresh@example.test',
      });

      expect(response.statusCode).toBe(200);
      expect(await findUser(member.id)).toMatchObject({
        userName: 'fresh_name',
        email: 'fresh@example.test',
      });
    });

    it('refuses a user name another member has, whatever its case', async () => {
      await createMember(database.handle.db, { userName: 'taken_name' });
      const member = await createMember(database.handle.db, { userName: 'mine' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.post('/api/user/update', {
        name: 'Changed',
        userName: 'TAKEN_name',
      });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { userName: ['The user name has already been taken.'] },
      });
      expect(await findUser(member.id)).toMatchObject({ userName: 'mine', name: member.name });
    });

    it('refuses an email another member has, whatever its case', async () => {
      await createMember(database.handle.db, { email: 'taken@example.test' });
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.post('/api/user/update', { email: 'Taken@Example.test' });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { email: ['The email has already been taken.'] },
      });
      expect((await findUser(member.id))?.email).toBe(member.email);
    });

    it('lets a member keep their own user name and email', async () => {
      const member = await createMember(database.handle.db, { userName: 'same_me' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.post('/api/user/update', {
        userName: 'same_me',
        email: member.email.toUpperCase(),
      });

      expect(response.statusCode).toBe(200);
    });

    it('refuses invalid values field by field', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      const response = await agent.post('/api/user/update', {
        name: '   ',
        email: 'nope',
        bio: 'x'.repeat(501),
      });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        errors: {
          name: ['The name field is required.'],
          email: ['The email field must be a valid email address.'],
          bio: ['The bio field must not be greater than 500 characters.'],
        },
      });
      expect(await findUser(member.id)).toMatchObject({ name: member.name, bio: '' });
    });

    it('answers 401 to a visitor and changes nothing', async () => {
      const member = await createMember(database.handle.db, { name: 'Untouched' });
      const app = await buildTestApp(database.handle);

      const response = await createAgent(app).post('/api/user/update', { name: 'Hijacked' });

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
      expect((await findUser(member.id))?.name).toBe('Untouched');
    });

    it('changes the password only with the right current password, and ends the member’s other sessions', async () => {
      const member = await createMember(database.handle.db);
      const app = await buildTestApp(database.handle);
      const here = createAgent(app);
      await here.login(member.email, member.password);
      const elsewhere = createAgent(app);
      await elsewhere.login(member.email, member.password);

      const missing = await here.post('/api/user/update', { password: 'brand-new-pass-1' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({
        current_password: ['The current password field is required.'],
      });
      const wrong = await here.post('/api/user/update', {
        password: 'brand-new-pass-1',
        current_password: 'not-my-password',
        name: 'Renamed Too',
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        current_password: ['The current password is incorrect.'],
      });
      const short = await here.post('/api/user/update', {
        password: 'short',
        current_password: member.password,
      });
      expect(short.json().errors).toEqual({
        password: ['The password field must be at least 8 characters.'],
      });
      // Nothing of a refused request is written, not even its other fields.
      expect((await findUser(member.id))?.name).toBe(member.name);
      expect((await elsewhere.get('/api/userdata')).statusCode).toBe(200);

      const changed = await here.post('/api/user/update', {
        password: 'brand-new-pass-1',
        current_password: member.password,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await here.get('/api/userdata')).statusCode).toBe(200);
      expect((await elsewhere.get('/api/userdata')).statusCode).toBe(401);

      const fresh = createAgent(app);
      const oldLogin = await fresh.post('/login', {
        email: member.email,
        password: member.password,
      });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await fresh.post('/login', {
        email: member.email,
        password: 'brand-new-pass-1',
      });
      expect(newLogin.statusCode).toBe(200);
    });

    it('changes only the logged-in member: an id in the body names nobody else', async () => {
      const me = await createMember(database.handle.db, { name: 'Me Myself' });
      const other = await createMember(database.handle.db, { name: 'Someone Else' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(me.email, me.password);

      const response = await agent.post('/api/user/update', {
        id: other.id,
        userId: other.id,
        name: 'Changed',
      });

      expect(response.statusCode).toBe(200);
      expect((await findUser(me.id))?.name).toBe('Changed');
      expect((await findUser(other.id))?.name).toBe('Someone Else');
    });

    it('moves the profile to the new user name: the old one answers 404 (it is free for others)', async () => {
      const member = await createMember(database.handle.db, { userName: 'old_name' });
      const app = await buildTestApp(database.handle);
      const agent = createAgent(app);
      await agent.login(member.email, member.password);

      expect((await agent.post('/api/user/update', { userName: 'new_name' })).statusCode).toBe(200);

      const moved = await agent.post('/api/profileData/new_name');
      expect(moved.statusCode).toBe(200);
      expect(moved.json().userProfile.id).toBe(member.id);
      const old = await agent.post('/api/profileData/old_name');
      expect(old.statusCode).toBe(404);
      expect(old.json().message).toBe('This member does not exist.');
    });
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type GroupPrivacy,
  type GroupRole,
  groupJoinRequests,
  groupMembers,
  groups,
} from '../../src/db/schema/index.ts';
import {
  GroupDetail,
  type GroupDetailView,
  GroupSummary,
  type GroupSummaryView,
  groupSlug,
  groupUrl,
} from '../../src/schemas/groups.ts';
import { type Agent, buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createMember, type MemberAttributes } from '../helpers/factories.ts';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const DEFAULT_AVATAR = '/photos/d-avatar.jpg';
const DEFAULT_COVER = '/photos/d-cover.jpg';
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 9, minutes));

interface MemberJson {
  user: { id: number; name: string; userName: string; avatar: string };
  role: GroupRole;
  joined_at: string;
}
interface MembersPage {
  data: MemberJson[];
  page: number;
  hasMore: boolean;
  total: number;
}

describe('group urls', () => {
  it('replace each run of spaces in the title with a dash, and keep the slug in its segment', () => {
    expect(groupSlug('Options Lab')).toBe('Options-Lab');
    expect(groupSlug('  Macro   Watch ')).toBe('Macro-Watch');
    expect(groupSlug('Crypto')).toBe('Crypto');
    expect(groupUrl(4, 'Options Lab')).toBe('/groups/4/Options-Lab');
    expect(groupUrl(12, 'S&P 500 / Futures?')).toBe('/groups/12/S%26P-500-%2F-Futures%3F');
  });
});

describe.each(drivers)('groups on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
    vi.spyOn(app.broadcaster, 'publish').mockResolvedValue(undefined);
  });

  const member = (overrides: Partial<MemberAttributes> = {}) =>
    loggedInMember(app, db(), overrides);
  type Member = Awaited<ReturnType<typeof member>>;

  /** A group written straight to the database, with its members as [userId, role, joinedAt]. */
  async function groupRow(
    attributes: {
      name: string;
      title?: string;
      privacy?: GroupPrivacy;
      lastActivityAt?: Date;
      createdAt?: Date;
    },
    members: [number, GroupRole, Date?][] = [],
  ) {
    const [group] = await db()
      .insert(groups)
      .values({ title: attributes.name, ...attributes })
      .returning();
    if (!group) throw new Error('no group');
    if (members.length > 0)
      await db()
        .insert(groupMembers)
        .values(
          members.map(([userId, role, joinedAt]) => ({
            groupId: group.id,
            userId,
            role,
            ...(joinedAt ? { joinedAt } : {}),
          })),
        );
    return group;
  }

  async function created(agent: Agent, body: object) {
    const response = await agent.post('/api/groups', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ success: boolean; message: string; group: GroupDetailView }>().group;
  }

  async function detail(agent: Agent, groupId: number) {
    const response = await agent.get(`/api/groups/${groupId}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GroupDetailView>();
    expect(Value.Check(GroupDetail, body)).toBe(true);
    return body;
  }

  async function list(agent: Agent, url: string) {
    const response = await agent.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: GroupSummaryView[] }>();
    for (const item of data) expect(Value.Check(GroupSummary, item)).toBe(true);
    return data;
  }

  async function membersPage(agent: Agent, groupId: number, page?: number) {
    const response = await agent.get(
      `/api/groups/${groupId}/members${page === undefined ? '' : `?page=${page}`}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MembersPage>();
  }

  const roleIn = async (groupId: number, userId: number) => {
    const [row] = await db()
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    return row?.role ?? null;
  };

  const requestsOf = async (groupId: number) =>
    (
      await db()
        .select({ userId: groupJoinRequests.userId })
        .from(groupJoinRequests)
        .where(eq(groupJoinRequests.groupId, groupId))
    ).map((row) => row.userId);

  const asMember = (who: Member) => ({
    id: who.row.id,
    name: who.row.name,
    userName: who.row.userName,
    avatar: DEFAULT_AVATAR,
  });

  describe('POST /api/groups', () => {
    it('creates the group with the member as its owner, the name lowercased and the title trimmed', async () => {
      const dana = await member({ name: 'Dana Demo' });
      const response = await dana.agent.post('/api/groups', {
        name: 'Value-Hunters',
        title: '  Value Hunters  ',
        description: '  Cheap stocks, patient money.  ',
        privacy: 'public',
      });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json<{ success: boolean; message: string; group: GroupDetailView }>();
      const [row] = await db().select().from(groups);
      expect(body).toEqual({
        success: true,
        message: 'Group created.',
        group: {
          id: row?.id,
          group_name: 'value-hunters',
          group_title: 'Value Hunters',
          description: 'Cheap stocks, patient money.',
          avatar: DEFAULT_AVATAR,
          cover: DEFAULT_COVER,
          privacy: 'public',
          members_count: 1,
          last_activity_at: row?.lastActivityAt.toISOString(),
          url: `/groups/${row?.id}/Value-Hunters`,
          role: 'owner',
          join_requested: false,
          cover_position: 50,
          can_edit: true,
        },
      });
      expect(body.group.last_activity_at).toMatch(ISO);
      expect(await roleIn(row?.id ?? 0, dana.row.id)).toBe('owner');

      const secret = await created(dana.agent, {
        name: 'inner-circle',
        title: 'Inner Circle',
        privacy: 'private',
      });
      expect([secret.privacy, secret.description, secret.role]).toEqual(['private', '', 'owner']);
    });

    it('refuses a taken name in any case with 409 and a field error, changing nothing', async () => {
      const dana = await member();
      const sam = await member();
      await created(dana.agent, { name: 'options-lab', title: 'Options Lab', privacy: 'public' });
      for (const name of ['options-lab', 'OPTIONS-Lab']) {
        const response = await sam.agent.post('/api/groups', {
          name,
          title: 'Another Lab',
          privacy: 'public',
        });
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toEqual({
          code: 'GROUP_NAME_TAKEN',
          message: 'The group name has already been taken.',
          errors: { name: ['The group name has already been taken.'] },
        });
      }
      expect(await db().$count(groups)).toBe(1);
      expect(await db().$count(groupMembers)).toBe(1);
    });

    it('refuses bad names, titles, descriptions and privacies with 422 and field errors', async () => {
      const { agent } = await member();
      const good = { name: 'good-name', title: 'Good Title', privacy: 'public' };
      const nameRule =
        'The group name may only contain letters, numbers and dashes, and must start with a letter or a number.';
      const cases: [object, Record<string, string[]>][] = [
        [{ ...good, name: 'ab' }, { name: ['The name needs at least 3 characters.'] }],
        [
          { ...good, name: 'x'.repeat(41) },
          { name: ['The name must not be greater than 40 characters.'] },
        ],
        [{ ...good, name: '-abc' }, { name: [nameRule] }],
        [{ ...good, name: 'two words' }, { name: [nameRule] }],
        [{ ...good, name: 'under_score' }, { name: [nameRule] }],
        [{ ...good, title: 'ab' }, { title: ['The title needs at least 3 characters.'] }],
        [{ ...good, title: '  ab  ' }, { title: ['The title needs at least 3 characters.'] }],
        [
          { ...good, title: 'x'.repeat(81) },
          { title: ['The title must not be greater than 80 characters.'] },
        ],
        [
          { ...good, description: 'x'.repeat(501) },
          { description: ['The description must not be greater than 500 characters.'] },
        ],
        [
          { ...good, privacy: 'secret' },
          { privacy: ['The privacy field must be one of: public, private.'] },
        ],
        [{ title: 'No Name', privacy: 'public' }, { name: ['The name field is required.'] }],
      ];
      for (const [body, errors] of cases) {
        const response = await agent.post('/api/groups', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json(), JSON.stringify(body)).toMatchObject({
          code: 'VALIDATION_FAILED',
          errors,
        });
      }
      expect(await db().$count(groups)).toBe(0);
    });

    it('answers 401 to a visitor and 419 without the CSRF token', async () => {
      const body = { name: 'value-club', title: 'Value Club', privacy: 'public' };
      expect((await createAgent(app).post('/api/groups', body)).statusCode).toBe(401);
      const { agent } = await member();
      const forged = await agent.post('/api/groups', body, { csrf: false });
      expect(forged.statusCode).toBe(419);
      expect(forged.json()).toEqual({
        code: 'CSRF_TOKEN_MISMATCH',
        message: 'CSRF token mismatch.',
      });
      expect(await db().$count(groups)).toBe(0);
    });
  });

  describe('GET and PUT /api/groups/{groupId}', () => {
    it('shows any member a group’s header, a private one’s too, with their own standing in it', async () => {
      const owner = await member();
      const outsider = await member();
      const group = await groupRow(
        { name: 'crypto-desk', title: 'Crypto Desk', privacy: 'private', lastActivityAt: at(30) },
        [[owner.row.id, 'owner']],
      );
      expect(await detail(outsider.agent, group.id)).toEqual({
        id: group.id,
        group_name: 'crypto-desk',
        group_title: 'Crypto Desk',
        description: '',
        avatar: DEFAULT_AVATAR,
        cover: DEFAULT_COVER,
        privacy: 'private',
        members_count: 1,
        last_activity_at: '2026-01-05T09:30:00.000Z',
        url: `/groups/${group.id}/Crypto-Desk`,
        role: null,
        join_requested: false,
        cover_position: 50,
        can_edit: false,
      });
      expect(await detail(owner.agent, group.id)).toMatchObject({ role: 'owner', can_edit: true });

      const unknown = await outsider.agent.get('/api/groups/9999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This group does not exist.' });
      expect((await createAgent(app).get(`/api/groups/${group.id}`)).statusCode).toBe(401);
    });

    it('lets the owner and admins edit the fields given; members and outsiders get 403', async () => {
      const owner = await member();
      const admin = await member();
      const plain = await member();
      const outsider = await member();
      const group = await groupRow({ name: 'options-lab', title: 'Options Lab' }, [
        [owner.row.id, 'owner'],
        [admin.row.id, 'admin'],
        [plain.row.id, 'member'],
      ]);
      const url = `/api/groups/${group.id}`;

      const edited = await owner.agent.put(url, {
        title: ' Options  Lab Pro ',
        description: 'Spreads and Greeks.',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({
        group_title: 'Options  Lab Pro',
        description: 'Spreads and Greeks.',
        privacy: 'public',
        url: `/groups/${group.id}/Options-Lab-Pro`,
        can_edit: true,
      });
      const byAdmin = await admin.agent.put(url, { privacy: 'private' });
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json()).toMatchObject({
        group_title: 'Options  Lab Pro',
        privacy: 'private',
        role: 'admin',
        can_edit: true,
      });

      for (const who of [plain, outsider]) {
        const refused = await who.agent.put(url, { title: 'Hijacked' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: 'FORBIDDEN',
          message: 'Only the group’s owner and admins can edit it.',
        });
      }
      expect((await owner.agent.put('/api/groups/9999', { title: 'Nowhere' })).statusCode).toBe(
        404,
      );
      const short = await owner.agent.put(url, { title: '  x  ' });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({ title: ['The title needs at least 3 characters.'] });
      expect((await owner.agent.put(url, { privacy: 'hidden' })).statusCode).toBe(422);
      expect((await owner.agent.put(url, { title: 'Forged' }, { csrf: false })).statusCode).toBe(
        419,
      );
      expect((await createAgent(app).put(url, { title: 'Visitor' })).statusCode).toBe(401);

      const [row] = await db().select().from(groups).where(eq(groups.id, group.id));
      expect([row?.title, row?.description, row?.privacy]).toEqual([
        'Options  Lab Pro',
        'Spreads and Greeks.',
        'private',
      ]);
    });
  });

  describe('joining and leaving', () => {
    it('joins a public group at once and refuses joining twice', async () => {
      const owner = await member();
      const sam = await member();
      const group = await groupRow({ name: 'options-lab', title: 'Options Lab' }, [
        [owner.row.id, 'owner'],
      ]);

      const joined = await sam.agent.post(`/api/groups/${group.id}/join`);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json()).toMatchObject({
        success: true,
        message: 'You joined Options Lab.',
        status: 'joined',
        group: { id: group.id, role: 'member', members_count: 2, join_requested: false },
      });
      expect(await roleIn(group.id, sam.row.id)).toBe('member');

      const again = await sam.agent.post(`/api/groups/${group.id}/join`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        code: 'ALREADY_MEMBER',
        message: 'You are already a member of Options Lab.',
      });
      expect((await owner.agent.post(`/api/groups/${group.id}/join`)).statusCode).toBe(409);
      expect((await sam.agent.post('/api/groups/9999/join')).statusCode).toBe(404);
      expect(
        (await sam.agent.post(`/api/groups/${group.id}/join`, {}, { csrf: false })).statusCode,
      ).toBe(419);
    });

    it('asks to join a private group (asking twice is fine), and leaving cancels the request', async () => {
      const owner = await member();
      const sam = await member();
      const group = await groupRow(
        { name: 'crypto-desk', title: 'Crypto Desk', privacy: 'private' },
        [[owner.row.id, 'owner']],
      );
      for (let time = 0; time < 2; time += 1) {
        const asked = await sam.agent.post(`/api/groups/${group.id}/join`);
        expect(asked.statusCode, asked.body).toBe(200);
        expect(asked.json()).toMatchObject({
          success: true,
          message: 'Your request to join Crypto Desk was sent to its admins.',
          status: 'requested',
          group: { role: null, join_requested: true, members_count: 1 },
        });
      }
      expect(await requestsOf(group.id)).toEqual([sam.row.id]);
      expect(await roleIn(group.id, sam.row.id)).toBeNull();

      const cancelled = await sam.agent.post(`/api/groups/${group.id}/leave`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toMatchObject({
        success: true,
        message: 'Your request to join Crypto Desk was cancelled.',
        status: 'left',
        group: { role: null, join_requested: false },
      });
      expect(await requestsOf(group.id)).toEqual([]);

      const neither = await sam.agent.post(`/api/groups/${group.id}/leave`);
      expect(neither.statusCode).toBe(404);
      expect(neither.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'You are not a member of this group.',
      });
    });

    it('lets members and admins leave, and refuses the owner', async () => {
      const owner = await member();
      const admin = await member();
      const plain = await member();
      const group = await groupRow({ name: 'macro-watch', title: 'Macro Watch' }, [
        [owner.row.id, 'owner'],
        [admin.row.id, 'admin'],
        [plain.row.id, 'member'],
      ]);
      for (const who of [plain, admin]) {
        const left = await who.agent.post(`/api/groups/${group.id}/leave`);
        expect(left.statusCode, left.body).toBe(200);
        expect(left.json()).toMatchObject({
          message: 'You left Macro Watch.',
          status: 'left',
          group: { role: null, can_edit: false },
        });
        expect(await roleIn(group.id, who.row.id)).toBeNull();
      }
      const refused = await owner.agent.post(`/api/groups/${group.id}/leave`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'OWNER_CANNOT_LEAVE',
        message: 'The owner cannot leave their group.',
      });
      expect(await roleIn(group.id, owner.row.id)).toBe('owner');
      expect((await plain.agent.post('/api/groups/9999/leave')).statusCode).toBe(404);
    });
  });

  describe('join requests', () => {
    it('lets the owner and admins list, approve and decline requests; the approved member then reads posts and members', async () => {
      const owner = await member();
      const admin = await member();
      const plain = await member();
      const dana = await member({ name: 'Dana Demo', userName: 'dana' });
      const sam = await member({ name: 'Sam Trader', userName: 'sam' });
      const group = await groupRow(
        { name: 'crypto-desk', title: 'Crypto Desk', privacy: 'private' },
        [
          [owner.row.id, 'owner'],
          [admin.row.id, 'admin'],
          [plain.row.id, 'member'],
        ],
      );
      const url = `/api/groups/${group.id}`;
      expect((await dana.agent.get(`/api/user-group/${group.id}`)).statusCode).toBe(403);
      const hidden = await dana.agent.get(`${url}/members`);
      expect(hidden.statusCode).toBe(403);
      expect(hidden.json().message).toBe('Only members of this group can see its members.');

      await db()
        .insert(groupJoinRequests)
        .values([
          { groupId: group.id, userId: sam.row.id, createdAt: at(2) },
          { groupId: group.id, userId: dana.row.id, createdAt: at(1) },
        ]);

      const listed = await admin.agent.get(`${url}/requests`);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json()).toEqual({
        data: [
          { user: asMember(dana), requested_at: '2026-01-05T09:01:00.000Z' },
          { user: asMember(sam), requested_at: '2026-01-05T09:02:00.000Z' },
        ],
      });
      for (const who of [plain, dana]) {
        const refused = await who.agent.get(`${url}/requests`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe(
          'Only the group’s owner and admins can see its join requests.',
        );
        const approve = await who.agent.post(`${url}/requests/${sam.row.id}/approve`);
        expect(approve.statusCode).toBe(403);
        expect(approve.json().message).toBe(
          'Only the group’s owner and admins can answer join requests.',
        );
        expect((await who.agent.delete(`${url}/requests/${sam.row.id}`)).statusCode).toBe(403);
      }
      expect((await admin.agent.get('/api/groups/9999/requests')).statusCode).toBe(404);

      const approved = await admin.agent.post(`${url}/requests/${dana.row.id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toEqual({
        success: true,
        message: 'Dana Demo joined Crypto Desk.',
        member: { user: asMember(dana), role: 'member', joined_at: expect.stringMatching(ISO) },
      });
      expect(await roleIn(group.id, dana.row.id)).toBe('member');
      expect(await detail(dana.agent, group.id)).toMatchObject({
        role: 'member',
        join_requested: false,
        members_count: 4,
      });
      expect((await dana.agent.get(`/api/user-group/${group.id}`)).statusCode).toBe(200);
      expect((await membersPage(dana.agent, group.id)).total).toBe(4);

      const twice = await owner.agent.post(`${url}/requests/${dana.row.id}/approve`);
      expect(twice.statusCode).toBe(404);
      expect(twice.json().message).toBe('This join request does not exist.');

      const declined = await owner.agent.delete(`${url}/requests/${sam.row.id}`);
      expect(declined.statusCode, declined.body).toBe(200);
      expect(declined.json()).toEqual({
        success: true,
        message: 'The request to join was declined.',
      });
      expect(await requestsOf(group.id)).toEqual([]);
      expect(await roleIn(group.id, sam.row.id)).toBeNull();
      expect((await owner.agent.delete(`${url}/requests/${sam.row.id}`)).statusCode).toBe(404);
      expect(
        (await owner.agent.post(`${url}/requests/${sam.row.id}/approve`, {}, { csrf: false }))
          .statusCode,
      ).toBe(419);
      expect((await owner.agent.get(`${url}/requests`)).json()).toEqual({ data: [] });
    });
  });

  describe('roles and removals', () => {
    async function cast() {
      const owner = await member({ name: 'Olga Owner' });
      const admin = await member({ name: 'Ada Admin' });
      const admin2 = await member({ name: 'Abe Admin' });
      const plain = await member({ name: 'Max Member' });
      const plain2 = await member({ name: 'Mia Member' });
      const outsider = await member();
      const group = await groupRow({ name: 'options-lab', title: 'Options Lab' }, [
        [owner.row.id, 'owner'],
        [admin.row.id, 'admin'],
        [admin2.row.id, 'admin'],
        [plain.row.id, 'member'],
        [plain2.row.id, 'member'],
      ]);
      return { owner, admin, admin2, plain, plain2, outsider, group };
    }

    it('lets only the owner make and unmake admins', async () => {
      const { owner, admin, plain, outsider, group } = await cast();
      const role = (who: Member, target: Member, value: string, csrf = true) =>
        who.agent.put(
          `/api/groups/${group.id}/members/${target.row.id}/role`,
          { role: value },
          { csrf },
        );

      const promoted = await role(owner, plain, 'admin');
      expect(promoted.statusCode, promoted.body).toBe(200);
      expect(promoted.json()).toEqual({
        success: true,
        message: 'Max Member is now an admin.',
        member: {
          user: asMember(plain),
          role: 'admin',
          joined_at: expect.stringMatching(ISO),
        },
      });
      expect(await roleIn(group.id, plain.row.id)).toBe('admin');
      const demoted = await role(owner, admin, 'member');
      expect(demoted.json().message).toBe('Ada Admin is now a member.');
      expect(await roleIn(group.id, admin.row.id)).toBe('member');

      for (const who of [plain, admin, outsider]) {
        const refused = await role(who, admin, 'admin');
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Only the group’s owner can change roles.');
      }
      const self = await role(owner, owner, 'member');
      expect(self.statusCode).toBe(409);
      expect(self.json()).toEqual({
        code: 'OWNER_ROLE',
        message: 'The owner’s role cannot be changed.',
      });
      expect((await role(owner, outsider, 'admin')).statusCode).toBe(404);
      expect((await role(owner, plain, 'owner')).statusCode).toBe(422);
      expect((await role(owner, plain, 'member', false)).statusCode).toBe(419);
      expect(
        (
          await owner.agent.put(`/api/groups/9999/members/${plain.row.id}/role`, {
            role: 'admin',
          })
        ).statusCode,
      ).toBe(404);
      expect(await roleIn(group.id, owner.row.id)).toBe('owner');
    });

    it('lets admins remove members, only the owner remove an admin, and nobody the owner', async () => {
      const { owner, admin, admin2, plain, plain2, outsider, group } = await cast();
      const remove = (who: Member, target: Member) =>
        who.agent.delete(`/api/groups/${group.id}/members/${target.row.id}`);
      const refusal = async (who: Member, target: Member, status: number, message: string) => {
        const response = await remove(who, target);
        expect(response.statusCode, `${who.row.name} removes ${target.row.name}`).toBe(status);
        expect(response.json().message).toBe(message);
      };

      await refusal(plain, plain2, 403, 'Only the group’s owner and admins can remove members.');
      await refusal(outsider, plain2, 403, 'Only the group’s owner and admins can remove members.');
      await refusal(admin, admin2, 403, 'Only the group’s owner can remove an admin.');
      await refusal(admin, owner, 403, 'Nobody can remove the group’s owner.');
      await refusal(admin, admin, 409, 'To leave the group, use Leave instead.');
      await refusal(owner, owner, 409, 'To leave the group, use Leave instead.');
      await refusal(admin, outsider, 404, 'This member is not in the group.');

      const removed = await remove(admin, plain);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toEqual({
        success: true,
        message: 'Max Member was removed from Options Lab.',
      });
      expect(await roleIn(group.id, plain.row.id)).toBeNull();
      expect((await remove(owner, admin2)).statusCode).toBe(200);
      expect(await roleIn(group.id, admin2.row.id)).toBeNull();
      expect(
        (
          await owner.agent.delete(`/api/groups/${group.id}/members/${plain2.row.id}`, undefined, {
            csrf: false,
          })
        ).statusCode,
      ).toBe(419);
      expect((await remove(owner, plain2)).statusCode).toBe(200);
      expect(
        (await owner.agent.delete(`/api/groups/9999/members/${admin.row.id}`)).statusCode,
      ).toBe(404);

      const left = await membersPage(owner.agent, group.id);
      expect(left.data.map((row) => [row.user.id, row.role])).toEqual([
        [owner.row.id, 'owner'],
        [admin.row.id, 'admin'],
      ]);
      // A removed member of a public group reads it like any member, but no longer takes part.
      expect((await plain.agent.get(`/api/user-group/${group.id}`)).statusCode).toBe(200);
      expect(
        (await plain.agent.post('/api/posts', { text: 'still here?', group_id: group.id }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/groups/{groupId}/members', () => {
    it('pages 30 members at a time: the owner, then admins, then members by join time and id, without gaps or repeats', async () => {
      const viewer = await member();
      const people = [];
      for (let index = 0; index < 64; index += 1) people.push(await createMember(db()));
      const [owner, adminLate, adminEarly, ...rest] = people;
      if (!owner || !adminLate || !adminEarly) throw new Error('no members');
      // Members join in pairs (two at each minute), later ids earlier: order is by time, then id.
      const plainMembers = rest.map((row, index): [number, GroupRole, Date] => [
        row.id,
        'member',
        at(40 - Math.floor(index / 2)),
      ]);
      const group = await groupRow({ name: 'big-room', title: 'Big Room' }, [
        [viewer.row.id, 'member', at(0)],
        [owner.id, 'owner', at(50)],
        [adminLate.id, 'admin', at(45)],
        [adminEarly.id, 'admin', at(44)],
        ...plainMembers,
      ]);
      const expectedMembers = [[viewer.row.id, 'member', at(0)] as const, ...plainMembers]
        .sort(([a, , x], [b, , y]) => x.getTime() - y.getTime() || a - b)
        .map(([id]) => id);
      const expected = [owner.id, adminEarly.id, adminLate.id, ...expectedMembers];
      expect(expected).toHaveLength(65);

      const pages = [];
      for (const page of [1, 2, 3, 4]) pages.push(await membersPage(viewer.agent, group.id, page));
      expect(
        pages.map(({ page, hasMore, total, data }) => [page, hasMore, total, data.length]),
      ).toEqual([
        [1, true, 65, 30],
        [2, true, 65, 30],
        [3, false, 65, 5],
        [4, false, 65, 0],
      ]);
      const seen = pages.flatMap((page) => page.data.map((row) => row.user.id));
      expect(seen).toEqual(expected);
      expect(new Set(seen).size).toBe(65);
      expect(pages[0]?.data.slice(0, 4)).toEqual([
        {
          user: {
            id: owner.id,
            name: owner.name,
            userName: owner.userName,
            avatar: DEFAULT_AVATAR,
          },
          role: 'owner',
          joined_at: '2026-01-05T09:50:00.000Z',
        },
        expect.objectContaining({ role: 'admin', joined_at: '2026-01-05T09:44:00.000Z' }),
        expect.objectContaining({ role: 'admin', joined_at: '2026-01-05T09:45:00.000Z' }),
        { user: asMember(viewer), role: 'member', joined_at: '2026-01-05T09:00:00.000Z' },
      ]);
      // No page parameter is page 1.
      expect((await membersPage(viewer.agent, group.id)).data.map((row) => row.user.id)).toEqual(
        expected.slice(0, 30),
      );
      expect((await viewer.agent.get(`/api/groups/${group.id}/members?page=0`)).statusCode).toBe(
        422,
      );
    });

    it('shows a public group’s members to any member, a private group’s to its members only', async () => {
      const owner = await member();
      const outsider = await member();
      const open = await groupRow({ name: 'open-room', title: 'Open Room' }, [
        [owner.row.id, 'owner', at(1)],
      ]);
      const closed = await groupRow(
        { name: 'closed-room', title: 'Closed Room', privacy: 'private' },
        [[owner.row.id, 'owner', at(1)]],
      );
      expect(await membersPage(outsider.agent, open.id)).toEqual({
        data: [{ user: asMember(owner), role: 'owner', joined_at: '2026-01-05T09:01:00.000Z' }],
        page: 1,
        hasMore: false,
        total: 1,
      });
      expect((await outsider.agent.get(`/api/groups/${closed.id}/members`)).statusCode).toBe(403);
      expect((await membersPage(owner.agent, closed.id)).total).toBe(1);
      const unknown = await outsider.agent.get('/api/groups/9999/members');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('This group does not exist.');
      expect((await createAgent(app).get(`/api/groups/${open.id}/members`)).statusCode).toBe(401);
    });
  });

  describe('joined and suggested chats', () => {
    /**
     * Dana and Sam as the demo has them: both in Options Lab and Macro Watch, Dana alone in
     * Dividend Club and a private Book Club, Sam alone in Momentum Traders, both in a private
     * Night Desk, neither in the private Crypto Desk (three members) that Dana asked to join.
     */
    async function demo() {
      const dana = await member({ name: 'Dana Demo', userName: 'dana' });
      const sam = await member({ name: 'Sam Trader', userName: 'sam' });
      const olga = await createMember(db(), { userName: 'olga' });
      const piet = await createMember(db(), { userName: 'piet' });
      const quin = await createMember(db(), { userName: 'quin' });
      const g = {
        optionsLab: await groupRow(
          { name: 'options-lab', title: 'Options Lab', lastActivityAt: at(50), createdAt: at(1) },
          [
            [dana.row.id, 'owner'],
            [sam.row.id, 'member'],
          ],
        ),
        momentum: await groupRow(
          {
            name: 'momentum-traders',
            title: 'Momentum Traders',
            lastActivityAt: at(40),
            createdAt: at(2),
          },
          [[sam.row.id, 'owner']],
        ),
        dividend: await groupRow(
          {
            name: 'dividend-club',
            title: 'Dividend Club',
            lastActivityAt: at(55),
            createdAt: at(3),
          },
          [[dana.row.id, 'owner']],
        ),
        macro: await groupRow(
          { name: 'macro-watch', title: 'Macro Watch', lastActivityAt: at(10), createdAt: at(4) },
          [
            [sam.row.id, 'owner'],
            [dana.row.id, 'admin'],
            [olga.id, 'member'],
          ],
        ),
        crypto: await groupRow(
          {
            name: 'crypto-desk',
            title: 'Crypto Desk',
            privacy: 'private',
            lastActivityAt: at(59),
            createdAt: at(5),
          },
          [
            [olga.id, 'owner'],
            [piet.id, 'member'],
            [quin.id, 'member'],
          ],
        ),
        bookClub: await groupRow(
          {
            name: 'book-club',
            title: 'Book Club',
            privacy: 'private',
            lastActivityAt: at(20),
            createdAt: at(6),
          },
          [[dana.row.id, 'owner']],
        ),
        nightDesk: await groupRow(
          {
            name: 'night-desk',
            title: 'Night Desk',
            privacy: 'private',
            lastActivityAt: at(30),
            createdAt: at(7),
          },
          [
            [sam.row.id, 'owner'],
            [dana.row.id, 'member'],
          ],
        ),
      };
      await db().insert(groupJoinRequests).values({ groupId: g.crypto.id, userId: dana.row.id });
      return { dana, sam, g };
    }

    const names = (data: GroupSummaryView[]) => data.map((group) => group.group_name);

    it('lists the member’s own groups, most recently active first, each as the lists show it', async () => {
      const { dana, g } = await demo();
      const data = await list(dana.agent, '/api/joined-chats');
      expect(names(data)).toEqual([
        'dividend-club',
        'options-lab',
        'night-desk',
        'book-club',
        'macro-watch',
      ]);
      expect(data[4]).toEqual({
        id: g.macro.id,
        group_name: 'macro-watch',
        group_title: 'Macro Watch',
        description: '',
        avatar: DEFAULT_AVATAR,
        cover: DEFAULT_COVER,
        privacy: 'public',
        members_count: 3,
        last_activity_at: '2026-01-05T09:10:00.000Z',
        url: `/groups/${g.macro.id}/Macro-Watch`,
        role: 'admin',
        join_requested: false,
      });
      expect(data.map((group) => group.role)).toEqual([
        'owner',
        'owner',
        'member',
        'owner',
        'admin',
      ]);
    });

    it('lists another member’s groups without their private groups the viewer is not in', async () => {
      const { dana, sam } = await demo();
      // Dana's Book Club is private and Sam is not in it; their shared Night Desk is listed.
      expect(names(await list(sam.agent, '/api/joined-chats?userName=dana'))).toEqual([
        'dividend-club',
        'options-lab',
        'night-desk',
        'macro-watch',
      ]);
      const seenBySam = await list(sam.agent, '/api/joined-chats?userName=DANA');
      // The roles are the viewer's: Sam is not in Dividend Club.
      expect(seenBySam.map((group) => group.role)).toEqual([null, 'member', 'owner', 'owner']);
      expect(names(await list(dana.agent, '/api/joined-chats?userName=sam'))).toEqual([
        'options-lab',
        'momentum-traders',
        'night-desk',
        'macro-watch',
      ]);
      expect(names(await list(dana.agent, '/api/joined-chats?userName=dana'))).toEqual(
        names(await list(dana.agent, '/api/joined-chats')),
      );
      // Olga owns the private Crypto Desk, which neither Dana nor Sam is in.
      expect(names(await list(dana.agent, '/api/joined-chats?userName=olga'))).toEqual([
        'macro-watch',
      ]);

      const unknown = await dana.agent.get('/api/joined-chats?userName=nobody');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'This member does not exist.' });
      expect((await createAgent(app).get('/api/joined-chats')).statusCode).toBe(401);
    });

    it('suggests groups the member is not in, the most members first, then the newest; private ones too', async () => {
      const { dana, sam, g } = await demo();
      const forDana = await list(dana.agent, '/api/suggested-chats');
      expect(names(forDana)).toEqual(['crypto-desk', 'momentum-traders']);
      expect(forDana[0]).toMatchObject({
        id: g.crypto.id,
        privacy: 'private',
        members_count: 3,
        role: null,
        join_requested: true,
      });
      expect(forDana[1]).toMatchObject({ members_count: 1, role: null, join_requested: false });
      // Sam: Crypto Desk (3 members), then Dividend Club and Book Club (1 each; Book Club is newer).
      expect(names(await list(sam.agent, '/api/suggested-chats'))).toEqual([
        'crypto-desk',
        'book-club',
        'dividend-club',
      ]);
      expect((await createAgent(app).get('/api/suggested-chats')).statusCode).toBe(401);
    });

    it('suggests at most 20 groups', async () => {
      const { agent } = await member();
      for (let index = 0; index < 23; index += 1)
        await groupRow({ name: `room-${index}`, createdAt: at(index) });
      const data = await list(agent, '/api/suggested-chats');
      // All empty: the newest first.
      expect(names(data)).toEqual(Array.from({ length: 20 }, (_, index) => `room-${22 - index}`));
    });

    it('moves a group up the joined list when someone posts in it', async () => {
      const { dana, sam, g } = await demo();
      const response = await sam.agent.post('/api/posts', {
        text: 'Rates day',
        group_id: g.macro.id,
      });
      expect(response.statusCode, response.body).toBe(201);
      const data = await list(dana.agent, '/api/joined-chats');
      expect(names(data)[0]).toBe('macro-watch');
      const [row] = await db().select().from(groups).where(eq(groups.id, g.macro.id));
      expect(row?.lastActivityAt.getTime()).toBeGreaterThan(at(59).getTime());
      expect(data[0]?.last_activity_at).toBe(row?.lastActivityAt.toISOString());
    });
  });
});

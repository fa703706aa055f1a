import type { Database, Executor } from '../../db/client.ts';
import type { GroupRole } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { DEFAULT_AVATAR, DEFAULT_COVER } from '../../lib/default-images.ts';
import {
  AppError,
  FieldErrorBag,
  forbidden,
  notFound,
  validationFailed,
} from '../../lib/errors.ts';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  GROUP_NAME_PATTERN,
  GROUP_TITLE_MIN,
  type GroupDetailView,
  type GroupEditInput,
  type GroupJoinRequestView,
  type GroupMemberView,
  type GroupSummaryView,
  groupUrl,
  type NewGroupInput,
  SUGGESTED_GROUPS_SIZE,
} from '../../schemas/groups.ts';
import type { UserRow, UsersRepository } from '../users/users.repository.ts';
import type {
  GroupChanges,
  GroupListing,
  GroupRow,
  GroupsRepository,
} from './groups.repository.ts';

/** Who may edit a group's header and answer its join requests: its owner and admins. */
export const canManage = (role: GroupRole | null) => role === 'owner' || role === 'admin';

export const GROUP_NOT_FOUND = 'This group does not exist.';
export const GROUP_NAME_TAKEN = 'The group name has already been taken.';

const nameTaken = () =>
  new AppError(409, 'GROUP_NAME_TAKEN', GROUP_NAME_TAKEN, { name: [GROUP_NAME_TAKEN] });

export function presentSummary({
  group,
  membersCount,
  role,
  joinRequested,
}: GroupListing): GroupSummaryView {
  return {
    id: group.id,
    group_name: group.name,
    group_title: group.title,
    description: group.description,
    avatar: group.avatar ?? DEFAULT_AVATAR,
    cover: group.cover ?? DEFAULT_COVER,
    privacy: group.privacy,
    members_count: membersCount,
    last_activity_at: group.lastActivityAt.toISOString(),
    url: groupUrl(group.id, group.title),
    role,
    join_requested: joinRequested,
  };
}

export function presentDetail(listing: GroupListing): GroupDetailView {
  return {
    ...presentSummary(listing),
    cover_position: listing.group.coverPosition,
    can_edit: canManage(listing.role),
  };
}

type MemberRow = {
  user: { id: number; name: string; userName: string; avatar: string | null };
  role: GroupRole;
  joinedAt: Date;
};

const presentMember = (row: MemberRow): GroupMemberView => ({
  user: { ...row.user, avatar: row.user.avatar ?? DEFAULT_AVATAR },
  role: row.role,
  joined_at: row.joinedAt.toISOString(),
});

/** A title, trimmed; the schema bounds its raw length, this what is left of it. */
function checkedTitle(bag: FieldErrorBag, title: string): string {
  const trimmed = title.trim();
  if (trimmed.length < GROUP_TITLE_MIN)
    bag.add('title', `The title needs at least ${GROUP_TITLE_MIN} characters.`);
  return trimmed;
}

/**
 * Groups (spec points 1 and 2: "groups with discussion, live chat and members"): creating and
 * editing them, joining (a public group at once, a private one by a request an admin answers),
 * leaving, and the owner's and admins' say over members. A group has one owner, its creator, who
 * cannot leave it and whom nobody removes; admins edit the header, answer join requests and
 * remove members (an admin only by the owner); only the owner makes or unmakes admins.
 *
 * Membership decides the group's real-time channels, which a member's token lists when it is
 * issued (modules/realtime/capability.ts). A join, an approval, a removal or a leave therefore
 * takes effect on the channels at the member's next token (they last minutes), not at once:
 * accepted, since every read of posts, members or chat checks membership on the spot.
 */
export class GroupsService {
  constructor(
    private readonly deps: {
      db: Database;
      groups: GroupsRepository;
      users: UsersRepository;
    },
  ) {}

  /** The group, or 404. */
  private async group(groupId: number, tx?: Executor): Promise<GroupRow> {
    const group = await this.deps.groups.findById(groupId, tx);
    if (!group) throw notFound(GROUP_NOT_FOUND);
    return group;
  }

  /** The group locked for a membership change, and the viewer's role in it. */
  private async locked(viewer: UserRow, groupId: number, tx: Executor) {
    await this.deps.groups.lock(groupId, tx);
    const group = await this.group(groupId, tx);
    return { group, role: await this.deps.groups.roleOf(groupId, viewer.id, tx) };
  }

  private async detailOf(groupId: number, viewerId: number, tx?: Executor) {
    const listing = await this.deps.groups.listing(groupId, viewerId, tx);
    if (!listing) throw notFound(GROUP_NOT_FOUND);
    return presentDetail(listing);
  }

  /**
   * "Joined chats": the viewer's groups, or with `userName` that member's as the viewer may see
   * them (a private group only when the viewer is in it too). Most recently active first.
   */
  async joined(viewer: UserRow, userName?: string): Promise<GroupSummaryView[]> {
    let userId = viewer.id;
    if (userName !== undefined) {
      const member = await this.deps.users.findByUserName(userName);
      if (!member) throw notFound('This member does not exist.');
      userId = member.id;
    }
    return (await this.deps.groups.joinedBy(userId, viewer.id)).map(presentSummary);
  }

  /** "Suggested chats": groups the viewer is not in, the most members first, then the newest. */
  async suggested(viewer: UserRow): Promise<GroupSummaryView[]> {
    return (await this.deps.groups.suggestedFor(viewer.id, SUGGESTED_GROUPS_SIZE)).map(
      presentSummary,
    );
  }

  /** A group's header: any member may see it, even a private group's (its content is not). */
  detail(viewer: UserRow, groupId: number): Promise<GroupDetailView> {
    return this.detailOf(groupId, viewer.id);
  }

  /** Creates the group with the viewer as its owner; the name is stored lowercased. */
  async create(viewer: UserRow, input: NewGroupInput): Promise<GroupDetailView> {
    const bag = new FieldErrorBag();
    const name = input.name.trim().toLowerCase();
    if (!GROUP_NAME_PATTERN.test(name))
      bag.add(
        'name',
        'The group name may only contain letters, numbers and dashes, and must start with a letter or a number.',
      );
    const title = checkedTitle(bag, input.title);
    if (!bag.ok) throw validationFailed(bag.errors);
    try {
      return await this.deps.db.transaction(async (tx) => {
        if (await this.deps.groups.isNameTaken(name, tx)) throw nameTaken();
        const [group] = await this.deps.groups.createMany(
          [
            {
              name,
              title,
              description: (input.description ?? '').trim(),
              privacy: input.privacy,
              avatar: null,
              cover: null,
            },
          ],
          tx,
        );
        if (!group) throw new Error('insert into groups returned no row');
        await this.deps.groups.addMember(
          { groupId: group.id, userId: viewer.id, role: 'owner' },
          tx,
        );
        return this.detailOf(group.id, viewer.id, tx);
      });
    } catch (error) {
      // A concurrent create may take the name between the check and the insert: the index decides.
      if (uniqueViolation(error) !== undefined) throw nameTaken();
      throw error;
    }
  }

  /** Changes the fields given (owner and admins only). */
  async update(viewer: UserRow, groupId: number, input: GroupEditInput): Promise<GroupDetailView> {
    const bag = new FieldErrorBag();
    const changes: GroupChanges = {};
    if (input.title !== undefined) changes.title = checkedTitle(bag, input.title);
    if (input.description !== undefined) changes.description = input.description.trim();
    if (input.privacy !== undefined) changes.privacy = input.privacy;
    return this.deps.db.transaction(async (tx) => {
      const { role } = await this.locked(viewer, groupId, tx);
      if (!canManage(role)) throw forbidden('Only the group’s owner and admins can edit it.');
      if (!bag.ok) throw validationFailed(bag.errors);
      await this.deps.groups.update(groupId, changes, tx);
      return this.detailOf(groupId, viewer.id, tx);
    });
  }

  /** Joins a public group at once; for a private one, asks its admins (asking twice is fine). */
  async join(viewer: UserRow, groupId: number) {
    return this.deps.db.transaction(async (tx) => {
      const { group, role } = await this.locked(viewer, groupId, tx);
      if (role !== null)
        throw new AppError(409, 'ALREADY_MEMBER', `You are already a member of ${group.title}.`);
      let status: 'joined' | 'requested';
      let message: string;
      if (group.privacy === 'public') {
        await this.deps.groups.addMember({ groupId, userId: viewer.id, role: 'member' }, tx);
        // A request from while the group was private is answered by joining.
        await this.deps.groups.deleteJoinRequest(groupId, viewer.id, tx);
        status = 'joined';
        message = `You joined ${group.title}.`;
      } else {
        await this.deps.groups.addJoinRequest(groupId, viewer.id, tx);
        status = 'requested';
        message = `Your request to join ${group.title} was sent to its admins.`;
      }
      return { success: true, message, status, group: await this.detailOf(groupId, viewer.id, tx) };
    });
  }

  /**
   * Leaves the group (and cancels any request to join it); for a member who only asked to join,
   * cancels the request. The owner cannot leave.
   */
  async leave(viewer: UserRow, groupId: number) {
    return this.deps.db.transaction(async (tx) => {
      const { group, role } = await this.locked(viewer, groupId, tx);
      if (role === 'owner')
        throw new AppError(409, 'OWNER_CANNOT_LEAVE', 'The owner cannot leave their group.');
      const cancelled = await this.deps.groups.deleteJoinRequest(groupId, viewer.id, tx);
      let message: string;
      if (role !== null) {
        await this.deps.groups.removeMember(groupId, viewer.id, tx);
        message = `You left ${group.title}.`;
      } else if (cancelled) message = `Your request to join ${group.title} was cancelled.`;
      else throw notFound('You are not a member of this group.');
      return {
        success: true,
        message,
        status: 'left' as const,
        group: await this.detailOf(groupId, viewer.id, tx),
      };
    });
  }

  /** The group's pending join requests, oldest first (owner and admins only). */
  async requests(viewer: UserRow, groupId: number): Promise<GroupJoinRequestView[]> {
    await this.group(groupId);
    if (!canManage(await this.deps.groups.roleOf(groupId, viewer.id)))
      throw forbidden('Only the group’s owner and admins can see its join requests.');
    const rows = await this.deps.groups.joinRequests(groupId);
    return rows.map((row) => ({
      user: { ...row.user, avatar: row.user.avatar ?? DEFAULT_AVATAR },
      requested_at: row.requestedAt.toISOString(),
    }));
  }

  /** Approves or declines a request; the caller's rights are checked in the same transaction. */
  private answerRequest<T>(
    viewer: UserRow,
    groupId: number,
    userId: number,
    then: (group: GroupRow, tx: Executor) => Promise<T>,
  ) {
    return this.deps.db.transaction(async (tx) => {
      const { group, role } = await this.locked(viewer, groupId, tx);
      if (!canManage(role))
        throw forbidden('Only the group’s owner and admins can answer join requests.');
      if (!(await this.deps.groups.deleteJoinRequest(groupId, userId, tx)))
        throw notFound('This join request does not exist.');
      return then(group, tx);
    });
  }

  async approve(viewer: UserRow, groupId: number, userId: number) {
    return this.answerRequest(viewer, groupId, userId, async (group, tx) => {
      await this.deps.groups.addMember({ groupId, userId, role: 'member' }, tx);
      const member = await this.deps.groups.member(groupId, userId, tx);
      if (!member) throw notFound('This member does not exist.');
      return {
        success: true,
        message: `${member.user.name} joined ${group.title}.`,
        member: presentMember(member),
      };
    });
  }

  async decline(viewer: UserRow, groupId: number, userId: number) {
    return this.answerRequest(viewer, groupId, userId, async () => ({
      success: true,
      message: 'The request to join was declined.',
    }));
  }

  /**
   * Removes a member: the owner and admins may remove members, only the owner an admin, and
   * nobody the owner. Leaving oneself is `leave`.
   */
  async removeMember(viewer: UserRow, groupId: number, userId: number) {
    return this.deps.db.transaction(async (tx) => {
      const { group, role } = await this.locked(viewer, groupId, tx);
      if (!canManage(role))
        throw forbidden('Only the group’s owner and admins can remove members.');
      if (userId === viewer.id)
        throw new AppError(409, 'USE_LEAVE', 'To leave the group, use Leave instead.');
      const target = await this.deps.groups.member(groupId, userId, tx);
      if (!target) throw notFound('This member is not in the group.');
      if (target.role === 'owner') throw forbidden('Nobody can remove the group’s owner.');
      if (target.role === 'admin' && role !== 'owner')
        throw forbidden('Only the group’s owner can remove an admin.');
      await this.deps.groups.removeMember(groupId, userId, tx);
      return { success: true, message: `${target.user.name} was removed from ${group.title}.` };
    });
  }

  /** Makes a member an admin or an admin a member again (the owner only). */
  async setRole(viewer: UserRow, groupId: number, userId: number, newRole: 'admin' | 'member') {
    return this.deps.db.transaction(async (tx) => {
      const { role } = await this.locked(viewer, groupId, tx);
      if (role !== 'owner') throw forbidden('Only the group’s owner can change roles.');
      if (userId === viewer.id)
        throw new AppError(409, 'OWNER_ROLE', 'The owner’s role cannot be changed.');
      const target = await this.deps.groups.member(groupId, userId, tx);
      if (!target) throw notFound('This member is not in the group.');
      await this.deps.groups.setRole(groupId, userId, newRole, tx);
      return {
        success: true,
        message:
          newRole === 'admin'
            ? `${target.user.name} is now an admin.`
            : `${target.user.name} is now a member.`,
        member: presentMember({ ...target, role: newRole }),
      };
    });
  }

  /**
   * A page (from 1) of the group's members: the owner, then admins, then members by when they
   * joined. A private group's members are for its members; a public group's for any member.
   */
  async members(viewer: UserRow, groupId: number, page: number) {
    const group = await this.group(groupId);
    if (group.privacy === 'private' && !(await this.deps.groups.isMember(groupId, viewer.id)))
      throw forbidden('Only members of this group can see its members.');
    const offset = (page - 1) * GROUP_MEMBERS_PAGE_SIZE;
    const [total, rows] = await Promise.all([
      this.deps.groups.membersCount(groupId),
      this.deps.groups.membersPage(groupId, offset, GROUP_MEMBERS_PAGE_SIZE),
    ]);
    return {
      data: rows.map(presentMember),
      page,
      hasMore: offset + rows.length < total,
      total,
    };
  }
}

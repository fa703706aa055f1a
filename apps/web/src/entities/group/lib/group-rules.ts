import { limits } from '@tapetv/api-client';
import type { GroupMember, GroupRole, GroupSummary, NewGroupInput } from '../model/types.ts';

/**
 * A group's handle, as the server checks it once trimmed and lowercased: letters, digits and
 * dashes, starting with a letter or digit, 3 to 40 characters.
 */
export const GROUP_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{2,39}$/;

export const GROUP_NAME_HINT =
  'Lowercase letters, numbers and dashes, starting with a letter or a number (3 to 40 characters).';

/** The fields of "Create group" that can be refused, each with why. */
export type NewGroupErrors = Partial<Record<'name' | 'title' | 'description', string>>;

/**
 * The create form's own check, before any call: the same rules the server applies (it trims,
 * lowercases the name, and bounds each field), so most mistakes show at once beside their field.
 * The server stays the judge (a taken name only it knows).
 */
export function checkNewGroup(input: NewGroupInput): NewGroupErrors {
  const errors: NewGroupErrors = {};
  const name = input.name.trim().toLowerCase();
  if (name === '') errors.name = 'Choose a group name.';
  else if (!GROUP_NAME_PATTERN.test(name)) errors.name = GROUP_NAME_HINT;
  const title = input.title.trim();
  const { minLength, maxLength } = limits.group.title;
  if (title.length < minLength) errors.title = `The title needs at least ${minLength} characters.`;
  else if (title.length > maxLength)
    errors.title = `The title can have at most ${maxLength} characters.`;
  const description = input.description ?? '';
  if (description.trim().length > limits.group.description.maxLength)
    errors.description = `The description can have at most ${limits.group.description.maxLength} characters.`;
  return errors;
}

/** The input as the server stores it: name trimmed and lowercased, title and description trimmed. */
export function normalizedNewGroup(input: NewGroupInput): NewGroupInput {
  return {
    name: input.name.trim().toLowerCase(),
    title: input.title.trim(),
    description: (input.description ?? '').trim(),
    privacy: input.privacy,
  };
}

/**
 * The slug a group's address should carry (spec point 2: the title with each run of spaces made
 * one dash), decoded as the router hands path parameters over.
 */
export const titleSlug = (title: string) => title.trim().replace(/\s+/g, '-');

/** Whether an address's `groupName` is the group's own slug (otherwise the page moves to it). */
export const isCanonicalSlug = (groupName: string, title: string) => groupName === titleSlug(title);

/** The groups whose title, name or description contains the query (any case); all for a blank one. */
export function filterGroups<
  T extends Pick<GroupSummary, 'group_title' | 'group_name' | 'description'>,
>(groups: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...groups];
  return groups.filter((group) =>
    [group.group_title, group.group_name, group.description].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** The viewer is in the group (any role). */
export const isGroupMember = (role: GroupRole | null) => role !== null;

/** Owner and admins: they edit the header, answer join requests, remove members, moderate chat. */
export const canManageGroup = (role: GroupRole | null) => role === 'owner' || role === 'admin';

/** Only the owner makes members admins or admins members again, and never their own role. */
export const canChangeRole = (viewer: GroupRole | null, target: GroupRole) =>
  viewer === 'owner' && target !== 'owner';

/**
 * Who may remove whom (the server's rule): the owner and admins remove members, only the owner
 * an admin, nobody the owner; leaving oneself is Leave, not Remove.
 */
export function canRemoveMember(
  viewer: { id: number; role: GroupRole | null },
  target: Pick<GroupMember, 'role'> & { user: { id: number } },
): boolean {
  if (target.user.id === viewer.id || target.role === 'owner') return false;
  if (target.role === 'admin') return viewer.role === 'owner';
  return canManageGroup(viewer.role);
}

/**
 * What a visitor of the group's page may see: members everything; anyone the header, a public
 * group's discussion and members, and a private group's nothing more (its content is members-only).
 */
export type GroupAccess = 'member' | 'public-visitor' | 'private-visitor';

export function groupAccess(group: Pick<GroupSummary, 'role' | 'privacy'>): GroupAccess {
  if (isGroupMember(group.role)) return 'member';
  return group.privacy === 'public' ? 'public-visitor' : 'private-visitor';
}

/** "1 member", "1,284 members". */
export const membersLabel = (count: number) =>
  `${count.toLocaleString('en')} ${count === 1 ? 'member' : 'members'}`;

/** What a chat-list row says under the group's title: members, privacy and its description. */
export const groupPreview = (group: GroupSummary) =>
  [
    membersLabel(group.members_count),
    group.privacy === 'public' ? 'Public' : 'Private',
    group.description.trim(),
  ]
    .filter(Boolean)
    .join(' · ');

/** Adds rows not shown yet at the end (pages can overlap when members join meanwhile). */
export function appendMembers(shown: readonly GroupMember[], page: readonly GroupMember[]) {
  const known = new Set(shown.map((member) => member.user.id));
  return [...shown, ...page.filter((member) => !known.has(member.user.id))];
}

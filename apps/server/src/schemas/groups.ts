import { type Static, Type } from 'typebox';
import { GROUP_PRIVACIES, GROUP_ROLES } from '../db/schema/index.ts';
import { CoverPosition } from './users.ts';

/** A group's handle: lowercase letters, digits and dashes, starting with a letter or digit. */
export const GROUP_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{2,39}$/;
export const GROUP_NAME_MIN = 3;
export const GROUP_NAME_MAX = 40;
export const GROUP_TITLE_MIN = 3;
export const GROUP_TITLE_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 500;
/** How many members a page of a group's member list holds. */
export const GROUP_MEMBERS_PAGE_SIZE = 30;
/** How many groups "suggested chats" lists at most. */
export const SUGGESTED_GROUPS_SIZE = 20;

/**
 * A title as a path segment (spec point 2, header search: "group title with spaces replaced by
 * dashes"): each run of white space becomes one dash. Decorative only: pages find a group by id.
 */
export const groupSlug = (title: string) => title.trim().replace(/\s+/g, '-');

/** A group's page; the slug is percent-encoded so a `/` or `?` in a title stays in its segment. */
export const groupUrl = (id: number, title: string) =>
  `/groups/${id}/${encodeURIComponent(groupSlug(title))}`;

const Role = Type.Enum(GROUP_ROLES);

/** A member as group lists show them. */
export const GroupMemberUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  userName: Type.String(),
  avatar: Type.String({ description: 'Falls back to /photos/d-avatar.jpg' }),
});

/**
 * A group as the chat lists and search show it (spec point 3 "Group chat lists", "Group search
 * result"), with the viewer's own standing in it.
 */
export const GroupSummary = Type.Object({
  id: Type.Integer(),
  group_name: Type.String({ description: 'The handle, unique regardless of case' }),
  group_title: Type.String(),
  description: Type.String(),
  avatar: Type.String({ description: 'Falls back to /photos/d-avatar.jpg' }),
  cover: Type.String({ description: 'Falls back to /photos/d-cover.jpg' }),
  privacy: Type.Enum(GROUP_PRIVACIES),
  members_count: Type.Integer({ minimum: 0 }),
  last_activity_at: Type.String({
    format: 'date-time',
    description: 'The newest post or chat message in the group, or its creation',
  }),
  url: Type.String({ description: '/groups/{id}/{title with spaces replaced by dashes}' }),
  role: Type.Union([Role, Type.Null()], {
    description: 'The viewer’s role in the group; null when they are not in it',
  }),
  join_requested: Type.Boolean({
    description: 'Whether the viewer has asked to join (a private group) and is waiting',
  }),
});
export type GroupSummaryView = Static<typeof GroupSummary>;

/** A group's header (any member may see it, even a private group's). */
export const GroupDetail = Type.Object({
  ...GroupSummary.properties,
  cover_position: CoverPosition,
  can_edit: Type.Boolean({
    description: 'Whether the viewer may edit the header and manage members (owner or admin)',
  }),
});
export type GroupDetailView = Static<typeof GroupDetail>;

/** One member of a group's member list. */
export const GroupMember = Type.Object({
  user: GroupMemberUser,
  role: Role,
  joined_at: Type.String({ format: 'date-time' }),
});
export type GroupMemberView = Static<typeof GroupMember>;

/** A member waiting for approval to join a private group. */
export const GroupJoinRequest = Type.Object({
  user: GroupMemberUser,
  requested_at: Type.String({ format: 'date-time' }),
});
export type GroupJoinRequestView = Static<typeof GroupJoinRequest>;

const Title = Type.String({
  minLength: GROUP_TITLE_MIN,
  maxLength: GROUP_TITLE_MAX,
  description: `${GROUP_TITLE_MIN} to ${GROUP_TITLE_MAX} characters once trimmed`,
});
const Description = Type.String({ maxLength: GROUP_DESCRIPTION_MAX });

/** `POST /api/groups`. */
export const NewGroup = Type.Object({
  name: Type.String({
    minLength: GROUP_NAME_MIN,
    maxLength: GROUP_NAME_MAX,
    description:
      'The handle: letters, digits and dashes, starting with a letter or digit; stored lowercased, unique regardless of case',
  }),
  title: Title,
  description: Type.Optional(Description),
  privacy: Type.Enum(GROUP_PRIVACIES),
});
export type NewGroupInput = Static<typeof NewGroup>;

/** `PUT /api/groups/{groupId}`: only the fields given change. */
export const GroupEdit = Type.Object({
  title: Type.Optional(Title),
  description: Type.Optional(Description),
  privacy: Type.Optional(Type.Enum(GROUP_PRIVACIES)),
});
export type GroupEditInput = Static<typeof GroupEdit>;

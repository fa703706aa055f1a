import { DEFAULT_AVATAR } from '../../lib/default-images.ts';

/**
 * The statements that answer a page of posts: one each, assembling the whole page's JSON in
 * PostgreSQL (spec point 3's post: author, reactions with their type and member, the poll with its
 * options and votes, the comment count). One prepared statement per page instead of four built by
 * Drizzle: the Node thread only binds it and passes the text on (ADR 0009, `pnpm bench feed`).
 *
 * Parameters: $1 viewer id, $2 now (when polls close), $3 the cursor (posts older than this id,
 * or null), $4 page size, $5 the subject (author, group or post id) for the pages that have one.
 */

const avatar = (alias: string) =>
  `coalesce(${alias}.avatar, '${DEFAULT_AVATAR.replaceAll("'", "''")}')`;
const member = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'userName', ${alias}.user_name, 'avatar', ${avatar(alias)})`;
/** As `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as the driver's Date). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The groups the viewer belongs to (the groups module's `group_members`). */
const viewerGroups = 'select gm.group_id from group_members gm where gm.user_id = $1';

function pageStatement(filter: string): string {
  return `
select coalesce(json_agg(json_build_object(
    'id', p.id,
    'text', p.text,
    'images', p.images,
    'groupId', p.group_id,
    'createdAt', ${iso('p.created_at')},
    'editedAt', ${iso('p.edited_at')},
    'user', ${member('u')},
    'reactions', coalesce(r.list, '[]'::json),
    'poll', pl.poll,
    'userVoted', coalesce(pl.mine, false),
    'user_votes', coalesce(pl.votes, '[]'::json),
    'comments_count', (select count(*)::int from comments c where c.post_id = p.id)
  ) order by p.id desc), '[]'::json)::text as page
from (
  select p.* from posts p
  where (${filter}) and p.id < coalesce($3::int, 2147483647)
  order by p.id desc
  limit $4::int
) p
join users u on u.id = p.user_id
left join lateral (
  select json_agg(json_build_object(
      'id', r.id,
      'user_id', r.user_id,
      'reaction_type_id', r.reaction_type_id,
      'post_id', r.post_id,
      'comment_id', r.comment_id,
      'reaction_type', json_build_object('name', t.name, 'icon', t.icon),
      'user', ${member('ru')}
    ) order by r.id) as list
  from reactions r
  join reaction_types t on t.id = r.reaction_type_id
  join users ru on ru.id = r.user_id
  where r.post_id = p.id
) r on true
left join lateral (
  select json_build_object(
      'id', pl.id,
      'closesAt', ${iso('pl.closes_at')},
      'closed', pl.closes_at is not null and pl.closes_at <= $2::timestamptz,
      'options', o.list,
      'user_votes', v.list,
      'userVoted', v.mine
    ) as poll, v.list as votes, v.mine
  from polls pl
  cross join lateral (
    select coalesce(json_agg(json_build_object('id', o.id, 'text', o.text, 'votes', o.votes)
      order by o.position), '[]'::json) as list
    from poll_options o where o.poll_id = pl.id
  ) o
  cross join lateral (
    select coalesce(json_agg(json_build_object('user_id', v.user_id, 'option_id', v.option_id)
        order by v.created_at), '[]'::json) as list,
      coalesce(bool_or(v.user_id = $1::int), false) as mine
    from poll_votes v where v.poll_id = pl.id
  ) v
  where pl.post_id = p.id
) pl on true`;
}

export interface PageParams {
  viewerId: number;
  now: Date;
  beforeId: number | undefined;
  limit: number;
  subject?: number;
}

export interface PageStatement {
  text: string;
  params(page: PageParams): unknown[];
}

const withoutSubject = (filter: string): PageStatement => ({
  text: pageStatement(filter),
  params: (page) => [page.viewerId, page.now.toISOString(), page.beforeId ?? null, page.limit],
});
const withSubject = (filter: string): PageStatement => ({
  text: pageStatement(filter),
  params: (page) => {
    if (page.subject === undefined) throw new Error('this page needs a subject id');
    return [page.viewerId, page.now.toISOString(), page.beforeId ?? null, page.limit, page.subject];
  },
});

export const PAGES = {
  /** The member's own posts and those of members they follow outside groups, and their groups'. */
  feed: withoutSubject(
    `(p.group_id is null and (p.user_id = $1::int or p.user_id in
        (select f.followee_id from follows f where f.follower_id = $1::int)))
      or p.group_id in (${viewerGroups})`,
  ),
  /** One member's posts: outside groups, or in groups the viewer belongs to. */
  byAuthor: withSubject(
    `p.user_id = $5::int and (p.group_id is null or p.group_id in (${viewerGroups}))`,
  ),
  byGroup: withSubject('p.group_id = $5::int'),
  one: withSubject('p.id = $5::int'),
} as const;

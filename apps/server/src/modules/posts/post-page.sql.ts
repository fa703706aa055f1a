import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import { REACTORS_SHOWN } from '../../schemas/posts.ts';

/**
 * The statements behind a page of posts (ADR 0004). A page is two questions:
 * - which posts: one cheap statement per kind of page (feed, author, group, one post) answering
 *   the ids, newest first, by cursor;
 * - what each post holds: one statement for any set of ids, assembling each post's JSON in
 *   PostgreSQL (spec point 3: author, reactions with their type and member, the poll with its
 *   options and votes, the comment count), minus what depends on the viewer or the clock
 *   (`userVoted`, a poll's `closed`, the viewer's own reaction, `bookmarked`), which
 *   `PostsRepository` adds per request. Its answers are what the posts cache keeps, so a warm page
 *   costs the first statement only, which also answers the viewer's reaction and bookmark on each
 *   post of the page.
 * A post lists its reactions counted by type and the first few of each type (ADR 0005), so a post
 * with 10,000 reactions costs what one with 50 does.
 * Both are prepared statements on PostgreSQL (see `DatabaseHandle.query`).
 */

const avatar = (alias: string) =>
  `coalesce(${alias}.avatar, '${DEFAULT_AVATAR.replaceAll("'", "''")}')`;
const member = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'userName', ${alias}.user_name, 'avatar', ${avatar(alias)})`;
/** As `Date.prototype.toISOString` writes it: UTC, milliseconds (truncated, as the driver's Date). */
const iso = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A reaction as spec point 3 shapes it; `t` is its type, `ru` its member. */
const reaction = (r: string, t: string, ru: string) =>
  `json_build_object(
      'id', ${r}.id,
      'user_id', ${r}.user_id,
      'reaction_type_id', ${r}.reaction_type_id,
      'post_id', ${r}.post_id,
      'comment_id', ${r}.comment_id,
      'reaction_type', json_build_object('name', ${t}.name, 'icon', ${t}.icon),
      'user', ${member(ru)}
    )`;

/** The reaction of member `viewer` on post `post`, as JSON text, or null. */
const viewerReaction = (post: string, viewer: string) => `(
  select ${reaction('vr', 'vt', 'vu')}::text
  from reactions vr
  join reaction_types vt on vt.id = vr.reaction_type_id
  join users vu on vu.id = vr.user_id
  where vr.post_id = ${post} and vr.user_id = ${viewer})`;

/** Whether member `viewer` saved post `post` (a bookmark). */
const viewerSaved = (post: string, viewer: string) =>
  `exists (select 1 from post_bookmarks vb where vb.post_id = ${post} and vb.user_id = ${viewer})`;

/** The viewer's reaction on one post and whether they saved it: `one()` asks beside HYDRATE_POSTS. */
export const VIEWER_STATE = `select ${viewerReaction('$1::int', '$2::int')} as mine,
  ${viewerSaved('$1::int', '$2::int')} as saved`;

/**
 * One row per post id in $1: the post's JSON without the viewer's and the clock's fields. The
 * JSON ends with `reactions`, so the viewer's own reaction can be appended to the list.
 */
export const HYDRATE_POSTS = `
select p.id,
  json_build_object(
    'id', p.id,
    'text', p.text,
    'images', p.images,
    'groupId', p.group_id,
    'createdAt', ${iso('p.created_at')},
    'editedAt', ${iso('p.edited_at')},
    'user', ${member('u')},
    'comments_count', (select count(*)::int from comments c where c.post_id = p.id),
    'sentiment', p.sentiment,
    'symbols', coalesce((
      select json_agg(json_build_object(
          'symbol_id', s.id, 'symbol', s.symbol, 'price_at_post', ps.price_at_post)
        order by ps.position)
      from post_symbols ps join symbols s on s.id = ps.symbol_id
      where ps.post_id = p.id), '[]'::json),
    'reaction_counts', coalesce(rc.list, '[]'::json),
    'reactions', coalesce(rs.list, '[]'::json)
  )::text as head,
  coalesce(rs.reactors, '{}'::int[]) as reactors,
  pl.body::text as poll,
  (extract(epoch from pl.closes_at) * 1000)::float8 as closes_at,
  coalesce(pl.voters, '{}'::int[]) as voters,
  coalesce(pl.votes, '[]'::json)::text as user_votes
from posts p
join users u on u.id = p.user_id
left join lateral (
  select json_agg(json_build_object(
      'reaction_type_id', t.id, 'name', t.name, 'count', c.n) order by t.position, t.id) as list
  from (
    select r.reaction_type_id, count(*)::int as n
    from reactions r where r.post_id = p.id
    group by r.reaction_type_id
  ) c
  join reaction_types t on t.id = c.reaction_type_id
) rc on true
left join lateral (
  select json_agg(s.body order by s.id) as list, array_agg(s.user_id) as reactors
  from reaction_types t
  cross join lateral (
    select r.id, r.user_id, ${reaction('r', 't', 'ru')} as body
    from reactions r
    join users ru on ru.id = r.user_id
    where r.post_id = p.id and r.reaction_type_id = t.id
    order by r.id
    limit ${REACTORS_SHOWN}
  ) s
) rs on true
left join lateral (
  select json_build_object(
      'id', pl.id,
      'closesAt', ${iso('pl.closes_at')},
      'options', o.list,
      'user_votes', v.list
    ) as body, pl.closes_at, v.voters, v.list as votes
  from polls pl
  cross join lateral (
    select coalesce(json_agg(json_build_object('id', o.id, 'text', o.text, 'votes', o.votes)
      order by o.position), '[]'::json) as list
    from poll_options o where o.poll_id = pl.id
  ) o
  cross join lateral (
    select coalesce(json_agg(json_build_object('user_id', v.user_id, 'option_id', v.option_id)
        order by v.created_at), '[]'::json) as list,
      coalesce(array_agg(v.user_id), '{}'::int[]) as voters
    from poll_votes v where v.poll_id = pl.id
  ) v
  where pl.post_id = p.id
) pl on true
where p.id = any($1::int[])`;

/** What HYDRATE_POSTS answers for one post. */
export interface HydratedRow {
  id: number;
  head: string;
  /** The members whose reactions `head` lists. */
  reactors: number[];
  poll: string | null;
  closes_at: number | null;
  voters: number[];
  user_votes: string;
}

export interface PageParams {
  viewerId: number;
  beforeId: number | undefined;
  limit: number;
  /** The author, group or post the page is about. */
  subject?: number;
  /** The oldest post a "popular now" page considers. */
  since?: Date;
}

export interface PageStatement {
  text: string;
  params(page: PageParams): unknown[];
}

/**
 * What a page statement answers: a post id, the viewer's reaction on it (JSON text) and whether
 * the viewer saved it.
 */
export interface PageRow {
  id: number;
  mine: string | null;
  saved: boolean;
}

/**
 * The ids of a page, newest first, older than the cursor, each with the viewer's reaction and
 * bookmark.
 * `filter` names its parameters `:viewer` and `:subject`; each becomes a numbered parameter
 * only when the statement uses it. The reaction is looked up only for the page's ids.
 */
function pageIds(filter: string): PageStatement {
  const names: ('viewer' | 'subject' | 'before' | 'limit')[] = [];
  const text = `
select page.id, ${viewerReaction('page.id', ':viewer')} as mine,
  ${viewerSaved('page.id', ':viewer')} as saved
from (
  select p.id from posts p
  where (${filter}) and p.id < coalesce(:before, 2147483647)
  order by p.id desc
  limit :limit
) page
order by page.id desc`.replace(
    /:(viewer|subject|before|limit)\b/g,
    (_, name: (typeof names)[number]) => {
      if (!names.includes(name)) names.push(name);
      return `$${names.indexOf(name) + 1}::int`;
    },
  );
  return {
    text,
    params: (page) =>
      names.map((name) => {
        if (name === 'viewer') return page.viewerId;
        if (name === 'before') return page.beforeId ?? null;
        if (name === 'limit') return page.limit;
        if (page.subject === undefined) throw new Error('this page needs a subject id');
        return page.subject;
      }),
  };
}

/** The groups the viewer belongs to (the groups module's `group_members`). */
const viewerGroups = 'select gm.group_id from group_members gm where gm.user_id = :viewer';

/**
 * Whether post `post` (an alias) shows in lists of posts the viewer reads (a member's posts, a
 * symbol's, a member's calls): outside groups, or in a group the viewer belongs to, so a private
 * group's posts never reach outsiders. `viewer` is the SQL of the viewer's id (`$2::int`).
 */
export const listedFor = (post: string, viewer: string) =>
  `(${post}.group_id is null or ${post}.group_id in (${viewerGroups.replace(':viewer', viewer)}))`;

export const PAGES = {
  /** The member's own posts and those of members they follow outside groups, and their groups'. */
  feed: pageIds(
    `(p.group_id is null and (p.user_id = :viewer or p.user_id in
        (select f.followee_id from follows f where f.follower_id = :viewer)))
      or p.group_id in (${viewerGroups})`,
  ),
  /** One member's posts: outside groups, or in groups the viewer belongs to. */
  byAuthor: pageIds(`p.user_id = :subject and ${listedFor('p', ':viewer')}`),
  byGroup: pageIds('p.group_id = :subject'),
  /** The posts whose cashtags name a symbol: outside groups, or in the viewer's groups. */
  bySymbol: pageIds(
    `p.id in (select ps.post_id from post_symbols ps where ps.symbol_id = :subject)
      and ${listedFor('p', ':viewer')}`,
  ),
  /**
   * The posts the viewer saved that they may still read (outside groups, in a public group, or in
   * one of theirs: leaving a private group hides its posts here too).
   */
  saved: pageIds(
    `p.id in (select b.post_id from post_bookmarks b where b.user_id = :viewer)
      and (p.group_id is null or p.group_id in (
        select g.id from groups g where g.privacy = 'public' union ${viewerGroups}))`,
  ),
} as const;

/** How far back "popular now" looks, and how a post's engagement is weighed. */
export const POPULAR = { windowMs: 7 * 24 * 60 * 60 * 1000, commentWeight: 2 } as const;

/**
 * "Popular now": the posts of the last `POPULAR.windowMs` the viewer may see (outside groups, or
 * in their groups) with the most engagement (reactions, and comments counted `commentWeight`
 * times), most engaging first, newest first among equals. One page; no cursor.
 */
export const POPULAR_PAGE: PageStatement = {
  text: `
select page.id, ${viewerReaction('page.id', '$1::int')} as mine,
  ${viewerSaved('page.id', '$1::int')} as saved
from (
  select p.id,
    (select count(*) from reactions r where r.post_id = p.id)
      + ${POPULAR.commentWeight} * (select count(*) from comments c where c.post_id = p.id) as score
  from posts p
  where p.created_at >= $3::timestamptz
    and ${listedFor('p', '$1::int')}
  order by score desc, p.id desc
  limit $2::int
) page
order by page.score desc, page.id desc`,
  params: (page) => {
    if (!page.since) throw new Error('a popular page needs its window');
    return [page.viewerId, page.limit, page.since.toISOString()];
  },
};

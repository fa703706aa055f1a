import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';

/** How many of each kind of notification a demo member starts with (the newest activity). */
export const SEEDED_NOTIFICATIONS_PER_KIND = 15;

/**
 * The demo members' notifications, made from the demo activity the way the product makes them
 * (the same titles and links): the newest reactions to, comments on and votes in their posts, and
 * their followers. What happened in the last day is unread; older ones were read an hour after.
 * Inserted oldest first, so ids follow time as they do for live notifications.
 */
export async function seedNotifications(
  tx: Executor,
  demoMemberIds: readonly number[],
  now: Date,
): Promise<void> {
  const ids = sql.join(
    demoMemberIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const limit = SEEDED_NOTIFICATIONS_PER_KIND;
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await tx.execute(sql`
    with activity as (
      (select p.user_id, r.user_id as actor_id, 'reaction' as kind, '/post/' || p.id as url,
              ' reacted to your post' as what, r.created_at,
              row_number() over (partition by p.user_id order by r.created_at desc, r.id desc) as n
         from reactions r join posts p on p.id = r.post_id
        where p.user_id in (${ids}) and r.user_id <> p.user_id)
      union all
      (select p.user_id, c.user_id, 'comment', '/post/' || p.id, ' commented on your post',
              c.created_at,
              row_number() over (partition by p.user_id order by c.created_at desc, c.id desc)
         from comments c join posts p on p.id = c.post_id
        where p.user_id in (${ids}) and c.user_id <> p.user_id)
      union all
      (select p.user_id, v.user_id, 'pollVote', '/post/' || p.id, ' voted in your poll',
              v.created_at,
              row_number() over (partition by p.user_id order by v.created_at desc, v.user_id desc)
         from poll_votes v join polls pl on pl.id = v.poll_id join posts p on p.id = pl.post_id
        where p.user_id in (${ids}) and v.user_id <> p.user_id)
      union all
      (select f.followee_id, f.follower_id, 'follower', '/profile/' || u.user_name,
              ' started following you', f.created_at,
              row_number() over (partition by f.followee_id order by f.created_at desc, f.follower_id desc)
         from follows f join users u on u.id = f.follower_id
        where f.followee_id in (${ids}))
    )
    insert into notifications (user_id, actor_id, kind, url, title, created_at, read_at)
    select a.user_id, a.actor_id, a.kind, a.url, u.name || a.what, a.created_at,
           case when a.created_at < ${since}::timestamptz
                then a.created_at + interval '1 hour' end
      from activity a join users u on u.id = a.actor_id
     where a.n <= ${limit}
     order by a.created_at, a.kind, a.actor_id
  `);
}

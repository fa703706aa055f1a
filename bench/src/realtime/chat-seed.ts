import type { DatabaseHandle } from '@tapetv/server/db';

/**
 * The chat delivery benchmark's group (chat-delivery.ts, chat-delivery-server.ts): the sender as its
 * owner and `count` new members, one statement each; answers the group and the members' ids.
 */
export async function seedGroup(handle: DatabaseHandle, senderId: number, count: number) {
  const rows = async <T>(statement: string) => {
    const result: unknown = await handle.db.execute(statement);
    return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
  };
  const [group] = await rows<{ id: number }>(
    `insert into groups (name, title) values ('bench-chat', 'Bench chat') returning id`,
  );
  if (!group) throw new Error('no group was created');
  const members = await rows<{ id: number }>(
    `insert into users (name, user_name, email, password_hash)
     select 'Subscriber ' || i, 'subscriber' || i, 'subscriber' || i || '@bench.tapetv.dev', 'no-login'
     from generate_series(1, ${count}) i
     returning id`,
  );
  const ids = members.map((row) => row.id).sort((a, b) => a - b);
  await rows(
    `insert into group_members (group_id, user_id, role)
     select ${group.id}, id, 'member' from unnest(array[${ids.join(',')}]::int[]) id
     union all select ${group.id}, ${senderId}, 'owner'`,
  );
  return { groupId: group.id, ids };
}

import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupMembers, groups, users } from '../../../src/db/schema/index.ts';
import { DEMO_GROUPS } from '../../../src/db/seed/groups.seed.ts';
import { seedDemoData } from '../../../src/db/seed/seed.ts';
import { GroupsRepository } from '../../../src/modules/groups/groups.repository.ts';
import { drivers, useTestDatabase } from '../../helpers/database.ts';

describe.each(drivers)('the demo groups on %s', (driver) => {
  const database = useTestDatabase(driver);

  /** Every membership as (group name, user name, role), in a stable order. */
  async function memberships() {
    const db = database.handle.db;
    return db
      .select({ group: groups.name, member: users.userName, role: groupMembers.role })
      .from(groupMembers)
      .innerJoin(groups, sql`${groups.id} = ${groupMembers.groupId}`)
      .innerJoin(users, sql`${users.id} = ${groupMembers.userId}`)
      .orderBy(asc(groups.name), asc(users.userName));
  }

  async function groupNamesOf(userName: string) {
    const rows = await memberships();
    return rows.filter((row) => row.member === userName).map((row) => row.group);
  }

  it('puts Dana and Sam together in at least two groups', async () => {
    await seedDemoData(database.handle.db);

    expect(await database.handle.db.$count(groups)).toBe(DEMO_GROUPS.length);
    const dana = await groupNamesOf('dana');
    const sam = await groupNamesOf('sam');
    const shared = dana.filter((name) => sam.includes(name));
    expect(shared.length).toBeGreaterThanOrEqual(2);
    expect(shared).toEqual(expect.arrayContaining(['options-lab', 'macro-watch']));
  });

  it('gives each group a description and one owner; crypto-desk is private, owned by a generated member, without Dana or Sam', async () => {
    await seedDemoData(database.handle.db);
    const rows = await database.handle.db
      .select({ name: groups.name, privacy: groups.privacy, description: groups.description })
      .from(groups)
      .orderBy(asc(groups.name));
    expect(rows.map((row) => [row.name, row.privacy])).toEqual([
      ['crypto-desk', 'private'],
      ['dividend-club', 'public'],
      ['macro-watch', 'public'],
      ['momentum-traders', 'public'],
      ['options-lab', 'public'],
    ]);
    for (const row of rows) expect(row.description.length, row.name).toBeGreaterThan(20);

    const all = await memberships();
    const owners = all.filter((row) => row.role === 'owner');
    expect(owners.map((row) => row.group)).toEqual([
      'crypto-desk',
      'dividend-club',
      'macro-watch',
      'momentum-traders',
      'options-lab',
    ]);
    const cryptoOwner = owners.find((row) => row.group === 'crypto-desk')?.member;
    // The first generated member in it by user name.
    const cryptoMembers = all.filter((row) => row.group === 'crypto-desk').map((row) => row.member);
    expect(cryptoOwner).toBe([...cryptoMembers].sort()[0]);
    expect(cryptoMembers).not.toContain('dana');
    expect(cryptoMembers).not.toContain('sam');
    expect(owners.filter((row) => row.group !== 'crypto-desk').map((row) => row.member)).toEqual([
      'dana',
      'sam',
      'sam',
      'dana',
    ]);
  });

  it('gives every generated member one to three groups, the same on every run', async () => {
    await seedDemoData(database.handle.db);
    const first = await memberships();
    const perMember = new Map<string, number>();
    for (const row of first) perMember.set(row.member, (perMember.get(row.member) ?? 0) + 1);
    expect(perMember.size).toBe(52);
    for (const [member, count] of perMember) {
      if (member === 'dana' || member === 'sam') continue;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(3);
    }

    await database.handle.db.execute(
      sql`truncate table users, groups, group_members restart identity cascade`,
    );
    await seedDemoData(database.handle.db);

    expect(await memberships()).toEqual(first);
  });

  it('adds no groups the second time', async () => {
    await seedDemoData(database.handle.db);
    const before = await memberships();

    await seedDemoData(database.handle.db);

    expect(await database.handle.db.$count(groups)).toBe(DEMO_GROUPS.length);
    expect(await memberships()).toEqual(before);
  });

  it('lists a member’s group ids, ascending', async () => {
    await seedDemoData(database.handle.db);
    const [dana] = await database.handle.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.userName} = 'dana'`);
    const repository = new GroupsRepository(database.handle.db);

    const ids = await repository.groupIdsOf(dana?.id ?? 0);

    const expected = await database.handle.db
      .select({ id: groups.id })
      .from(groups)
      .where(sql`${groups.name} in ('options-lab', 'dividend-club', 'macro-watch')`)
      .orderBy(asc(groups.id));
    expect(ids).toEqual(expected.map((row) => row.id));
    expect(await repository.groupIdsOf(999_999)).toEqual([]);
  });
});

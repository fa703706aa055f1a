import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { personalAccessHosts } from '../../src/db/schema/index.ts';
import {
  formatProblem,
  loadPersonalAccessContent,
  PersonalAccessContentError,
  parseWindow,
} from '../../src/modules/personal-access/personal-access-content.ts';
import {
  importPersonalAccessContent,
  PERSONAL_ACCESS_CONTENT_DIR,
  seedPersonalAccess,
} from '../../src/modules/personal-access/personal-access-import.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

const HOST = ({
  zone = 'Europe/London',
  minutes = '45',
  availability = ['mon 14:00-17:00'],
  body = 'A bio.',
} = {}) => `---
name: Pat Analyst
role: Analyst
speciality: Earnings
time_zone: ${zone}
session_minutes: ${minutes}
position: 0
availability:
${availability.map((line) => `  - ${line}`).join('\n')}
---
${body}
`;

async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapetv-hosts-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

async function problems(dir: string): Promise<string[]> {
  const error = await loadPersonalAccessContent(dir).catch((caught: unknown) => caught);
  if (!(error instanceof PersonalAccessContentError)) throw new Error('expected a refusal');
  return error.problems.map(formatProblem);
}

describe('parseWindow', () => {
  it('reads a weekday and a range on the host’s clock', () => {
    expect(parseWindow('tue 09:30-12:00', 30)).toEqual({ weekday: 2, from: 570, to: 720 });
    expect(parseWindow('sun 22:00-24:00', 60)).toEqual({ weekday: 7, from: 1320, to: 1440 });
  });

  it('says what is wrong with a window', () => {
    expect(parseWindow('monday 9-12', 30)).toMatch(/must be a weekday and a time range/);
    expect(parseWindow('mon 12:00-09:00', 30)).toMatch(/must end after it starts/);
    expect(parseWindow('mon 09:00-09:20', 30)).toMatch(/shorter than one session/);
  });
});

describe('the personal access content', () => {
  it('reads the repository’s hosts: three analysts, each with slots to offer', async () => {
    const hosts = await loadPersonalAccessContent(PERSONAL_ACCESS_CONTENT_DIR);

    expect(hosts.map((host) => host.slug)).toEqual([
      'maya-okafor',
      'daniel-reyes',
      'lena-hoffmann',
    ]);
    for (const host of hosts) {
      expect(host.bioHtml).toMatch(/^<p>/);
      expect(host.availability.length).toBeGreaterThan(0);
    }
  });

  it('refuses a file with every problem listed by file and line', async () => {
    const dir = await folder({
      'good-host.md': HOST(),
      'bad-host.md': HOST({
        zone: 'Mars/Olympus',
        availability: ['mon 09:00-12:00', 'mon 11:00-13:00', 'someday'],
        body: '',
      }),
      'Bad Name.md': HOST(),
    });

    expect(await problems(dir)).toEqual([
      "Bad Name.md:1: a host file's name is its slug: lower-case letters, digits and single hyphens, at most 80 characters",
      'bad-host.md:5: time_zone "Mars/Olympus" must be an IANA zone, Europe/London',
      'bad-host.md:8: availability: two windows on mon overlap',
      'bad-host.md:8: availability: "someday" must be a weekday and a time range on the host\'s clock, mon 09:00-12:00',
      'bad-host.md:13: the bio (the text after the front matter) is empty',
    ]);
  });
});

describe.each(drivers)('importing the hosts on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;

  it('seeds an empty database once, and a second import changes nothing', async () => {
    const seeded = await seedPersonalAccess(db());
    expect(seeded).toEqual({ hosts: 3, warnings: [] });
    expect(await seedPersonalAccess(db())).toBeNull();

    const before = await db()
      .select()
      .from(personalAccessHosts)
      .orderBy(asc(personalAccessHosts.id));
    await importPersonalAccessContent(
      db(),
      await loadPersonalAccessContent(PERSONAL_ACCESS_CONTENT_DIR),
    );
    const after = await db()
      .select()
      .from(personalAccessHosts)
      .orderBy(asc(personalAccessHosts.id));
    expect(after).toEqual(before);
  });

  it('keeps a host whose file is gone, inactive, and says so', async () => {
    const hosts = await loadPersonalAccessContent(PERSONAL_ACCESS_CONTENT_DIR);
    await importPersonalAccessContent(db(), hosts);

    const result = await importPersonalAccessContent(db(), hosts.slice(1));

    expect(result.warnings).toEqual([
      'host "maya-okafor" is in the database but has no file: kept for their bookings, offering no slots',
    ]);
    const rows = await db().select().from(personalAccessHosts).orderBy(asc(personalAccessHosts.id));
    expect(rows.map((row) => [row.slug, row.active])).toEqual([
      ['maya-okafor', false],
      ['daniel-reyes', true],
      ['lena-hoffmann', true],
    ]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { webinars } from '../../src/db/schema/index.ts';
import {
  formatProblem,
  loadWebinarsContent,
  WebinarsContentError,
} from '../../src/modules/webinars/webinars-content.ts';
import {
  importWebinarsContent,
  seedWebinars,
  WEBINARS_CONTENT_DIR,
} from '../../src/modules/webinars/webinars-import.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

/** A webinar file; each front-matter field overridable. */
const WEBINAR = ({
  startsAt = '2027-01-14T18:30:00Z',
  level = 'advanced',
  replay = '',
  body = 'An agenda.',
} = {}) => `---
title: A webinar
host: TapeTV Desk
starts_at: ${startsAt}
duration_minutes: 45
summary: What it is about.
level: ${level}
${replay ? `replay_url: ${replay}\n` : ''}---
${body}
`;

async function folder(files: Record<string, string>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapetv-webinars-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  return dir;
}

describe('the webinars content', () => {
  it('reads the repository’s webinars, soonest first', async () => {
    const content = await loadWebinarsContent(WEBINARS_CONTENT_DIR);
    expect(content.length).toBeGreaterThanOrEqual(5);
    const starts = content.map((webinar) => webinar.startsAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const webinar of content) {
      expect(webinar.bodyHtml).toMatch(/^<[a-z]/);
      if (webinar.replayUrl) expect(webinar.replayUrl).toMatch(/^https:\/\//);
    }
    expect(content.filter((webinar) => webinar.replayUrl).length).toBeGreaterThanOrEqual(2);
  });

  it('reads a file into a row: times with their zone, the body as HTML', async () => {
    const dir = await folder({
      'greeks.md': WEBINAR({
        startsAt: '2027-01-14T19:30:00+01:00',
        replay: 'https://media.example/greeks.mp4',
        body: '## Agenda\n\n- Delta\n- Theta',
      }),
    });
    const [webinar] = await loadWebinarsContent(dir);
    expect(webinar).toEqual({
      slug: 'greeks',
      title: 'A webinar',
      host: 'TapeTV Desk',
      startsAt: new Date('2027-01-14T18:30:00Z'),
      durationMinutes: 45,
      summary: 'What it is about.',
      level: 'advanced',
      replayUrl: 'https://media.example/greeks.mp4',
      bodyHtml: '<h2>Agenda</h2>\n<ul>\n<li>Delta</li>\n<li>Theta</li>\n</ul>',
    });
  });

  it('refuses a time without a zone, an unknown level and a replay over http, by line', async () => {
    const dir = await folder({
      'bad.md': WEBINAR({
        startsAt: '2027-01-14T18:30:00',
        level: 'expert',
        replay: 'http://media.example/x.mp4',
      }),
      'Bad Name.md': WEBINAR(),
    });
    const error = await loadWebinarsContent(dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebinarsContentError);
    expect((error as WebinarsContentError).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^Bad Name\.md:1: a webinar file's name is its slug/),
      'bad.md:4: starts_at "2027-01-14T18:30:00" must be a time with its zone, 2026-12-10T17:00:00Z or 2026-12-10T18:00:00+01:00',
      'bad.md:7: level "expert" must be one of beginner, intermediate, advanced',
      'bad.md:8: replay_url "http://media.example/x.mp4" must be an https address without a user or password',
    ]);
  });
});

describe.each(drivers)('importing the webinars on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;

  it('seeds an empty database once, and a second import changes nothing', async () => {
    const seeded = await seedWebinars(db());
    expect(seeded?.webinars).toBeGreaterThanOrEqual(5);
    expect(await seedWebinars(db())).toBeNull();
    const before = await db().select().from(webinars).orderBy(webinars.id);

    const again = await importWebinarsContent(
      db(),
      await loadWebinarsContent(WEBINARS_CONTENT_DIR),
    );

    expect(again.warnings).toEqual([]);
    expect(await db().select().from(webinars).orderBy(webinars.id)).toEqual(before);
  });
});

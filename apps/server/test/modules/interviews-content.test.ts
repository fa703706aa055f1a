import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ceoInterviewSegments, ceoInterviews } from '../../src/db/schema/index.ts';
import {
  formatProblem,
  formatTimestamp,
  InterviewsContentError,
  loadInterviewsContent,
  parseTimestamp,
  parseTranscript,
} from '../../src/modules/interviews/interviews-content.ts';
import {
  INTERVIEWS_CONTENT_DIR,
  importInterviewsContent,
  seedInterviews,
} from '../../src/modules/interviews/interviews-import.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';

// --- Fixtures -------------------------------------------------------------------------------

const TRANSCRIPT = `[00:00] **Ann Host:** Welcome to the show.

[00:20] **Bo Chief:** Thanks. Our batteries
ship from two plants now.
[01:10] **Ann Host**: And next year?

[02:30] **Bo Chief:** More plants.`;

const INTERVIEW = ({
  title = 'An interview',
  symbol = 'symbol: ACME',
  published = '2026-11-20',
  duration = '"05:00"',
  video = '',
  chapters = `chapters:
  - at: "00:00"
    title: Introduction
  - at: "01:10"
    title: Next year`,
  body = TRANSCRIPT,
} = {}) => `---
title: ${title}
summary: What it is about.
company: Acme Batteries
${symbol}
ceo_name: Bo Chief
ceo_title: Chief Executive Officer
interviewer: Ann Host, TapeTV
published_at: ${published}
duration: ${duration}
fictional: true
${video}
${chapters}
---
${body}
`;

const validFiles = (): Record<string, string> => ({
  'README.md': '# not an interview',
  'first-interview.md': INTERVIEW({ title: 'First' }),
  'second-interview.md': INTERVIEW({
    title: 'Second',
    symbol: '',
    published: '2026-11-21T13:30:00Z',
    video: 'video_url: /interviews/media/clip.webm',
  }),
});

/** A temporary content folder with `files` (removed after the test). */
async function writeFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tapetv-interviews-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) await writeFile(path.join(dir, file), text);
  return dir;
}

async function problemsOf(changes: Record<string, string>): Promise<string[]> {
  try {
    await loadInterviewsContent(await writeFolder({ ...validFiles(), ...changes }));
  } catch (error) {
    if (error instanceof InterviewsContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

// --- Reading --------------------------------------------------------------------------------

describe('the interviews in the repository', () => {
  it('load without a problem: at least four, each with chapters and a transcript', async () => {
    const content = await loadInterviewsContent(INTERVIEWS_CONTENT_DIR);

    expect(content.length).toBeGreaterThanOrEqual(4);
    for (const interview of content) {
      expect(interview.chapters.length, interview.slug).toBeGreaterThanOrEqual(3);
      expect(interview.segments.length, interview.slug).toBeGreaterThanOrEqual(10);
      // The sample companies and people are invented, and say so.
      expect(interview.fictional, interview.slug).toBe(true);
    }
  });
});

describe('timestamps', () => {
  it('reads mm:ss and h:mm:ss and refuses what is not a time', () => {
    expect(parseTimestamp('00:00')).toBe(0);
    expect(parseTimestamp('02:14')).toBe(134);
    expect(parseTimestamp('75:00')).toBe(4500);
    expect(parseTimestamp('1:02:03')).toBe(3723);
    expect(parseTimestamp('2:60')).toBeUndefined();
    expect(parseTimestamp('1:60:00')).toBeUndefined();
    expect(parseTimestamp('134')).toBeUndefined();
    expect(parseTimestamp('ab:cd')).toBeUndefined();
  });

  it('shows seconds as m:ss, with hours from an hour', () => {
    expect(formatTimestamp(0)).toBe('0:00');
    expect(formatTimestamp(134)).toBe('2:14');
    expect(formatTimestamp(3723)).toBe('1:02:03');
  });
});

describe('parseTranscript', () => {
  it('reads one segment per paragraph: start, speaker, text with its lines joined', () => {
    const problems: string[] = [];

    const segments = parseTranscript(TRANSCRIPT, 10, 300, (line, message) =>
      problems.push(`${line}: ${message}`),
    );

    expect(problems).toEqual([]);
    expect(segments).toEqual([
      { startSeconds: 0, speaker: 'Ann Host', text: 'Welcome to the show.' },
      {
        startSeconds: 20,
        speaker: 'Bo Chief',
        text: 'Thanks. Our batteries ship from two plants now.',
      },
      { startSeconds: 70, speaker: 'Ann Host', text: 'And next year?' },
      { startSeconds: 150, speaker: 'Bo Chief', text: 'More plants.' },
    ]);
  });

  it('reports a paragraph without time or speaker, a time going back and one past the end', () => {
    const problems: string[] = [];

    const segments = parseTranscript(
      '[00:30] **A:** one\n\nno time here\nstill the same paragraph\n\n[00:10] **B:** back\n\n[09:00] **A:** late\n\n[00:40] **A:**',
      5,
      300,
      (line, message) => problems.push(`${line}: ${message}`),
    );

    expect(problems).toEqual([
      '7: a paragraph of the transcript starts with its time and speaker: [02:14] **Speaker:** text',
      '10: [00:10] comes before the paragraph above it',
      '12: [09:00] is after the end of the interview (5:00)',
      // A speaker with nothing said is not a paragraph of the transcript either.
      '14: a paragraph of the transcript starts with its time and speaker: [02:14] **Speaker:** text',
    ]);
    expect(segments.map((segment) => segment.text)).toEqual(['one']);
  });
});

describe('loadInterviewsContent', () => {
  it('maps the front matter and transcript to the tables, newest first, skipping the README', async () => {
    const content = await loadInterviewsContent(await writeFolder(validFiles()));

    expect(content.map((interview) => interview.slug)).toEqual([
      'second-interview',
      'first-interview',
    ]);
    expect(content[1]).toEqual({
      slug: 'first-interview',
      title: 'First',
      summary: 'What it is about.',
      company: 'Acme Batteries',
      symbol: 'ACME',
      ceoName: 'Bo Chief',
      ceoTitle: 'Chief Executive Officer',
      interviewer: 'Ann Host, TapeTV',
      publishedAt: new Date('2026-11-20T00:00:00Z'),
      durationSeconds: 300,
      videoUrl: null,
      fictional: true,
      chapters: [
        { at: 0, title: 'Introduction' },
        { at: 70, title: 'Next year' },
      ],
      segments: expect.arrayContaining([
        { startSeconds: 70, speaker: 'Ann Host', text: 'And next year?' },
      ]),
    });
    expect(content[0]).toMatchObject({
      symbol: null,
      videoUrl: '/interviews/media/clip.webm',
      publishedAt: new Date('2026-11-21T13:30:00Z'),
    });
  });

  it('refuses malformed files, listing every problem by file and line', async () => {
    expect(
      await problemsOf({
        'first-interview.md': INTERVIEW({
          symbol: 'symbol: acme',
          duration: 'long',
          video: 'video_url: javascript:alert(1)',
        }),
        'second-interview.md': INTERVIEW({
          chapters: `chapters:
  - at: "02:00"
    title: Later
  - at: "01:00"
    title: Earlier
  - at: "99:00"
    title: Past the end
  - title: No time`,
          body: 'Just some text without times.',
        }),
        'Bad_Name.md': INTERVIEW(),
        'notes.txt': 'hello',
        'third-interview.md': 'No front matter.',
      }),
    ).toEqual([
      "Bad_Name.md:1: an interview file's name is its slug: lower-case letters, digits and single hyphens, at most 80 characters",
      'first-interview.md:5: symbol "acme" must be a ticker in capitals (AAPL, BRK.B)',
      'first-interview.md:10: duration "long" must be a length in quotes, "mm:ss" or "h:mm:ss", at most 3 hours',
      'first-interview.md:12: video_url "javascript:alert(1)" must be an https:// address or a path on this site starting with /',
      'notes.txt:1: the interviews folder holds one <slug>.md file per interview',
      'second-interview.md:13: chapter 2: at 01:00 must come after the chapter before it',
      'second-interview.md:13: chapter 3: at 99:00 is after the end of the interview',
      'second-interview.md:13: chapter 4: at must be a time in quotes, "mm:ss" or "h:mm:ss"',
      'second-interview.md:22: a paragraph of the transcript starts with its time and speaker: [02:14] **Speaker:** text',
      'third-interview.md:1: start the file with front matter: a --- line, title, summary, company, symbol, ceo_name, ceo_title, interviewer, published_at, duration, video_url, fictional, chapters, then a --- line',
    ]);
  });

  it('refuses a video address that climbs out of its folder', async () => {
    expect(
      await problemsOf({
        'first-interview.md': INTERVIEW({
          video: 'video_url: /interviews/media/../../secret.webm',
        }),
      }),
    ).toEqual([
      'first-interview.md:12: video_url "/interviews/media/../../secret.webm" must be an https:// address or a path on this site starting with /',
    ]);
  });

  it('refuses an interview without a transcript or without chapters', async () => {
    expect(
      await problemsOf({
        'first-interview.md': INTERVIEW({ body: '' }),
        'second-interview.md': INTERVIEW({ chapters: '' }),
      }),
    ).toEqual([
      'first-interview.md:19: the interview has no transcript: [00:00] **Speaker:** text',
      'second-interview.md:2: chapters is required',
    ]);
  });
});

// --- Writing --------------------------------------------------------------------------------

describe.each(drivers)('importInterviewsContent on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  const interviewRows = () => db().select().from(ceoInterviews).orderBy(asc(ceoInterviews.id));
  const segmentRows = () =>
    db().select().from(ceoInterviewSegments).orderBy(asc(ceoInterviewSegments.id));

  it('imports the repository’s interviews with their transcripts', async () => {
    const content = await loadInterviewsContent(INTERVIEWS_CONTENT_DIR);

    const result = await importInterviewsContent(db(), content);

    expect(result.interviews).toBe(content.length);
    expect(result.warnings).toEqual([]);
    expect(await interviewRows()).toHaveLength(content.length);
    expect(await segmentRows()).toHaveLength(
      content.reduce((sum, interview) => sum + interview.segments.length, 0),
    );
  });

  it('is idempotent and updates a changed transcript in place', async () => {
    const content = await loadInterviewsContent(await writeFolder(validFiles()));
    await importInterviewsContent(db(), content);
    const first = await interviewRows();
    await importInterviewsContent(db(), content);

    expect(await interviewRows()).toEqual(first);
    expect(await segmentRows()).toHaveLength(8);

    const { 'second-interview.md': _gone, ...rest } = validFiles();
    const result = await importInterviewsContent(
      db(),
      await loadInterviewsContent(
        await writeFolder({
          ...rest,
          'first-interview.md': INTERVIEW({ body: '[00:00] **Ann Host:** Shorter now.' }),
        }),
      ),
    );

    expect((await interviewRows()).map((row) => row.id)).toEqual(first.map((row) => row.id));
    expect((await segmentRows()).map((row) => row.text)).toEqual([
      'Welcome to the show.',
      'Thanks. Our batteries ship from two plants now.',
      'And next year?',
      'More plants.',
      'Shorter now.',
    ]);
    expect(result.warnings).toEqual([
      'interview "second-interview" is in the database but has no file: kept (delete it by hand if it should go)',
    ]);
  });

  it('seedInterviews imports into a database without interviews, and only then', async () => {
    const dir = await writeFolder(validFiles());

    expect(await seedInterviews(db(), dir)).toEqual({ interviews: 2, segments: 8, warnings: [] });
    expect(await seedInterviews(db(), dir)).toBeNull();
  });

  it('writes nothing when one file is bad', async () => {
    const dir = await writeFolder({
      ...validFiles(),
      'third-interview.md': INTERVIEW({ duration: 'x' }),
    });

    const error = await seedInterviews(db(), dir).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(InterviewsContentError);
    expect(await interviewRows()).toEqual([]);
  });
});

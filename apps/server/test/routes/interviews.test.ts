import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEW_NOT_FOUND } from '../../src/modules/interviews/interviews.service.ts';
import type { InterviewContent } from '../../src/modules/interviews/interviews-content.ts';
import { importInterviewsContent } from '../../src/modules/interviews/interviews-import.ts';
import {
  INTERVIEW_QUERY_MAX,
  type InterviewListView,
  type InterviewView,
} from '../../src/schemas/interviews.ts';
import { buildTestApp, createAgent, loggedInMember } from '../helpers/app.ts';
import { drivers, useTestDatabase } from '../helpers/database.ts';
import { createSymbol } from '../helpers/factories.ts';

/** An interview as the importer writes it; `slug` and anything else overridden. */
const interview = ({
  slug,
  ...overrides
}: Partial<InterviewContent> & { slug: string }): InterviewContent => ({
  slug,
  title: `Interview ${slug}`,
  summary: `What ${slug} is about.`,
  company: 'Acme Batteries',
  symbol: 'ACME',
  ceoName: 'Bo Chief',
  ceoTitle: 'Chief Executive Officer',
  interviewer: 'Ann Host, TapeTV',
  publishedAt: new Date('2026-11-10T00:00:00Z'),
  durationSeconds: 600,
  videoUrl: null,
  fictional: true,
  chapters: [
    { at: 0, title: 'Introduction' },
    { at: 120, title: 'Costs' },
  ],
  segments: [
    { startSeconds: 0, speaker: 'Ann Host', text: 'Welcome to the show.' },
    { startSeconds: 125, speaker: 'Bo Chief', text: 'Our sodium cells cost less every quarter.' },
    { startSeconds: 300, speaker: 'Ann Host', text: 'And what about hiring engineers?' },
  ],
  ...overrides,
});

describe.each(drivers)('CEO interviews on %s', (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database.handle.db;
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildTestApp(database.handle);
  });

  /** Two interviews: batteries (newer, with a video) and groceries (older, no ticker). */
  async function seedInterviews() {
    await importInterviewsContent(db(), [
      interview({
        slug: 'acme-batteries',
        publishedAt: new Date('2026-11-20T09:00:00Z'),
        videoUrl: '/interviews/media/clip.webm',
      }),
      interview({
        slug: 'pine-grocers',
        title: 'Pine Grocers on store brands',
        company: 'Pine Grocers',
        symbol: null,
        ceoName: 'Teri Vance',
        chapters: [{ at: 0, title: 'Introduction' }],
        segments: [
          { startSeconds: 0, speaker: 'Ann Host', text: 'Store brands are a third of sales.' },
          {
            startSeconds: 60,
            speaker: 'Teri Vance',
            text: 'We keep prices low on <script>alert("x")</script> & we hire engineers too.',
          },
        ],
      }),
    ]);
  }

  describe('GET /api/ceoInterviews', () => {
    it('lists every interview newest first, with the details a card shows', async () => {
      await seedInterviews();
      await createSymbol(db(), { symbol: 'ACME', name: 'Acme Batteries Inc.' });
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/ceoInterviews');

      expect(response.statusCode).toBe(200);
      const list = response.json<InterviewListView>();
      expect(list.query).toBe('');
      expect(list.matches).toEqual([]);
      expect(list.interviews.map((item) => item.slug)).toEqual(['acme-batteries', 'pine-grocers']);
      expect(list.interviews[0]).toEqual({
        slug: 'acme-batteries',
        title: 'Interview acme-batteries',
        summary: 'What acme-batteries is about.',
        company: 'Acme Batteries',
        symbol: 'ACME',
        symbol_known: true,
        ceo_name: 'Bo Chief',
        ceo_title: 'Chief Executive Officer',
        interviewer: 'Ann Host, TapeTV',
        published_at: '2026-11-20T09:00:00.000Z',
        duration_seconds: 600,
        has_video: true,
        fictional: true,
        chapter_count: 2,
      });
      expect(list.interviews[1]).toMatchObject({
        symbol: null,
        symbol_known: false,
        has_video: false,
        chapter_count: 1,
      });
    });

    it('says a ticker that is not one of the channel’s symbols has no page', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const list = (await agent.get('/api/ceoInterviews')).json<InterviewListView>();

      expect(list.interviews[0]).toMatchObject({ symbol: 'ACME', symbol_known: false });
    });

    it('searches the transcripts with full-text search: stemmed words, matches ranked, marked', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      // "cell" finds "cells" (English stemming); only the batteries interview says it.
      const response = await agent.get('/api/ceoInterviews?q=cell');

      expect(response.statusCode).toBe(200);
      const list = response.json<InterviewListView>();
      expect(list.query).toBe('cell');
      expect(list.interviews.map((item) => item.slug)).toEqual(['acme-batteries']);
      expect(list.matches).toEqual([
        {
          slug: 'acme-batteries',
          interview_title: 'Interview acme-batteries',
          company: 'Acme Batteries',
          position: 1,
          start_seconds: 125,
          speaker: 'Bo Chief',
          snippet_html: 'Our sodium <mark>cells</mark> cost less every quarter.',
        },
      ]);
    });

    it('finds a word still being typed: the last word is a prefix', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const list = (await agent.get('/api/ceoInterviews?q=our%20sodi')).json<InterviewListView>();

      expect(list.matches.map((match) => match.snippet_html)).toEqual([
        'Our <mark>sodium</mark> cells cost less every quarter.',
      ]);
      // Two letters are too few to be a prefix: no match for every word starting with "co".
      expect(
        (await agent.get('/api/ceoInterviews?q=co')).json<InterviewListView>().matches,
      ).toEqual([]);
    });

    it('finds matches in several interviews, the better match first', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const list = (
        await agent.get(`/api/ceoInterviews?q=${encodeURIComponent('hiring engineers')}`)
      ).json<InterviewListView>();

      expect(list.interviews.map((item) => item.slug)).toEqual(['acme-batteries', 'pine-grocers']);
      expect(list.matches.map((match) => [match.slug, match.start_seconds])).toEqual([
        ['acme-batteries', 300],
        ['pine-grocers', 60],
      ]);
    });

    it('escapes the transcript’s text in a snippet, then marks the match', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const list = (await agent.get('/api/ceoInterviews?q=prices')).json<InterviewListView>();

      const [match] = list.matches;
      expect(match?.snippet_html).toContain('<mark>prices</mark>');
      expect(match?.snippet_html).toContain('&amp;');
      expect(match?.snippet_html).not.toContain('<script');
      expect(match?.snippet_html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    });

    it('matches an interview by its company or CEO as well, without transcript matches', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const list = (await agent.get('/api/ceoInterviews?q=Vance')).json<InterviewListView>();

      expect(list.interviews.map((item) => item.slug)).toEqual(['pine-grocers']);
      expect(list.matches.map((match) => match.speaker)).toEqual(['Teri Vance']);
    });

    it('answers no interviews for a word nowhere, and everything for a blank search', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const none = (await agent.get('/api/ceoInterviews?q=zeppelin')).json<InterviewListView>();
      const blank = (await agent.get('/api/ceoInterviews?q=%20%20')).json<InterviewListView>();

      expect(none).toEqual({ query: 'zeppelin', interviews: [], matches: [] });
      expect(blank.query).toBe('');
      expect(blank.interviews).toHaveLength(2);
    });

    it('takes search syntax as plain words: quotes, minus and stray symbols do not fail', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      for (const q of ['"sodium cells"', 'cells -sodium', "'); drop table x; --", '&|!:*()']) {
        const response = await agent.get(`/api/ceoInterviews?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, q).toBe(200);
      }
      const phrase = (
        await agent.get(`/api/ceoInterviews?q=${encodeURIComponent('"sodium cells"')}`)
      ).json<InterviewListView>();
      expect(phrase.matches).toHaveLength(1);
    });

    it('refuses a search longer than the limit with 422 and a message', async () => {
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get(
        `/api/ceoInterviews?q=${'a'.repeat(INTERVIEW_QUERY_MAX + 1)}`,
      );

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `The q must not be greater than ${INTERVIEW_QUERY_MAX} characters.`,
      });
    });

    it('is for members: 401 to a visitor', async () => {
      const agent = createAgent(app);

      const response = await agent.get('/api/ceoInterviews');

      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /interviews/media/{file}', () => {
    it('serves the sample video with range requests, so the player can seek', async () => {
      const whole = await app.inject({
        method: 'GET',
        url: '/interviews/media/sample-test-pattern.webm',
      });
      const part = await app.inject({
        method: 'GET',
        url: '/interviews/media/sample-test-pattern.webm',
        headers: { range: 'bytes=100-199' },
      });

      expect(whole.statusCode, whole.body.slice(0, 300)).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.length).toBeLessThanOrEqual(500_000);
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
      expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    });

    it('answers 404 for a file that is not there, and never leaves the folder', async () => {
      const missing = await app.inject({ method: 'GET', url: '/interviews/media/nothing.webm' });
      expect(missing.statusCode).toBe(404);
      for (const url of [
        '/interviews/media/..%2Flarkspur-energy-storage-grid-batteries.md',
        '/interviews/media/../larkspur-energy-storage-grid-batteries.md',
        '/interviews/media/%2e%2e/README.md',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.body, url).not.toContain('ceo_name');
      }
    });
  });

  describe('GET /api/ceoInterviews/{slug}', () => {
    it('opens an interview with its video, chapters and whole transcript in order', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const response = await agent.get('/api/ceoInterviews/acme-batteries');

      expect(response.statusCode).toBe(200);
      const opened = response.json<InterviewView>();
      expect(opened).toMatchObject({
        slug: 'acme-batteries',
        video_url: '/interviews/media/clip.webm',
        has_video: true,
        chapter_count: 2,
        chapters: [
          { at: 0, title: 'Introduction' },
          { at: 120, title: 'Costs' },
        ],
      });
      expect(opened.transcript).toEqual([
        { position: 0, start_seconds: 0, speaker: 'Ann Host', text: 'Welcome to the show.' },
        {
          position: 1,
          start_seconds: 125,
          speaker: 'Bo Chief',
          text: 'Our sodium cells cost less every quarter.',
        },
        {
          position: 2,
          start_seconds: 300,
          speaker: 'Ann Host',
          text: 'And what about hiring engineers?',
        },
      ]);
    });

    it('gives the transcript as plain text, never as HTML', async () => {
      await seedInterviews();
      const { agent } = await loggedInMember(app, db());

      const opened = (await agent.get('/api/ceoInterviews/pine-grocers')).json<InterviewView>();

      expect(opened.video_url).toBeNull();
      expect(opened.transcript[1]?.text).toBe(
        'We keep prices low on <script>alert("x")</script> & we hire engineers too.',
      );
    });

    it('answers 404 with a message for no such interview, 422 for a malformed slug', async () => {
      const { agent } = await loggedInMember(app, db());

      const missing = await agent.get('/api/ceoInterviews/nothing-here');
      const malformed = await agent.get('/api/ceoInterviews/Not_A_Slug');

      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: INTERVIEW_NOT_FOUND });
      expect(malformed.statusCode).toBe(422);
    });

    it('is for members: 401 to a visitor', async () => {
      await seedInterviews();

      const response = await createAgent(app).get('/api/ceoInterviews/acme-batteries');

      expect(response.statusCode).toBe(401);
    });
  });
});

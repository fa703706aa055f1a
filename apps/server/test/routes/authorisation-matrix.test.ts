import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { seedCalendars } from '../../src/db/seed/calendars.seed.ts';
import { seedReactionTypes } from '../../src/db/seed/reaction-types.seed.ts';
import { seedInterviews } from '../../src/modules/interviews/interviews-import.ts';
import { seedLiveShows } from '../../src/modules/live/live-import.ts';
import { seedPersonalAccess } from '../../src/modules/personal-access/personal-access-import.ts';
import { seedReports } from '../../src/modules/reports/reports-import.ts';
import { seedSchool } from '../../src/modules/school/school-import.ts';
import { seedTechnicalAnalyses } from '../../src/modules/technical-analysis/technical-analysis-import.ts';
import { seedWebinars } from '../../src/modules/webinars/webinars-import.ts';
import { type Agent, createAgent, testAppConfig } from '../helpers/app.ts';
import { createMember, createSymbol } from '../helpers/factories.ts';
import { contractOperations, readContract } from '../helpers/fuzz/contract.ts';
import { type TableHashes, TableSnapshot, tableHasher } from '../helpers/table-snapshot.ts';
import { ACTORS, type Actor, MATRIX, type World } from './authorisation-matrix.ts';

/**
 * The authorisation matrix: every operation of the contract, sent by a visitor, a stranger
 * (another member, in none of the owner's groups), a member of the owner's private group who is
 * not its admin, and the owner, at the owner's resources (authorisation-matrix.ts says which, and
 * what each must get). A refused request must change no row, and neither the visitor nor the
 * stranger may ever be answered with the owner's private text. Each request starts from the same
 * world: the rows a request changed are put back before the next.
 */
const operations = contractOperations(readContract());

/** Words only the owner's private things contain: a refusal that shows one leaks it. */
const SECRET = 'OWNERSECRET';

const ok = (response: LightMyRequestResponse, what: string) => {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as Record<string, unknown>;
};

async function buildWorld(app: FastifyInstance, handle: DatabaseHandle) {
  const db = handle.db;
  await seedReactionTypes(db);
  await seedCalendars(db, new Date());
  for (const seed of [
    seedSchool,
    seedReports,
    seedInterviews,
    seedTechnicalAnalyses,
    seedLiveShows,
    seedPersonalAccess,
    seedWebinars,
  ])
    await seed(db);
  const aapl = await createSymbol(db, { symbol: 'AAPL', name: 'Apple Inc.' });
  const agents = {} as Record<'owner' | 'member' | 'stranger' | 'requester', Agent>;
  const people = {} as Record<keyof typeof agents, { id: number }>;
  for (const actor of ['owner', 'member', 'stranger', 'requester'] as const) {
    const row = await createMember(db, { userName: actor, name: `The ${actor}` });
    people[actor] = row;
    agents[actor] = createAgent(app);
    await agents[actor].login(row.email, row.password);
  }
  const { owner, member, requester } = agents;

  const group = ok(
    await owner.post('/api/groups', {
      name: 'owner-circle',
      title: 'Owner circle',
      description: 'A private circle',
      privacy: 'private',
    }),
    'group',
  ).group as { id: number };
  ok(await member.post(`/api/groups/${group.id}/join`), 'member asks to join');
  ok(
    await owner.post(`/api/groups/${group.id}/requests/${people.member.id}/approve`),
    'owner lets the member in',
  );
  ok(await requester.post(`/api/groups/${group.id}/join`), 'requester asks to join');
  const groupPost = ok(
    await owner.post('/api/posts', { text: `${SECRET} group post on $AAPL`, group_id: group.id }),
    'group post',
  );
  const pollPost = ok(
    await owner.post('/api/posts', { text: 'Which way?', poll: { options: ['Up', 'Down'] } }),
    'poll post',
  ) as { id: number; poll: { id: number; options: Array<{ id: number }> } };
  const comment = ok(
    await owner.post('/api/submit-comment', { post_id: groupPost.id, text: `${SECRET} comment` }),
    'comment',
  ) as { id?: number; comment?: { id: number } };
  ok(await member.post('/api/submit-comment', { post_id: groupPost.id, text: 'Reply' }), 'reply');
  ok(
    await owner.post('/api/add-or-update-reaction', { post_id: groupPost.id, reaction_type_id: 1 }),
    'reaction',
  );
  ok(
    await owner.post('/api/add-vote', {
      poll_id: pollPost.poll.id,
      option_id: pollPost.poll.options[0]?.id,
    }),
    'vote',
  );
  ok(await member.post(`/api/users/${people.owner.id}/follow`), 'member follows the owner');
  const live = ok(await owner.post('/api/live/chat', { text: 'Hello show' }), 'live chat').data as {
    id: number;
  };
  const chat = ok(
    await owner.post(`/api/groups/${group.id}/send-message`, { text: `${SECRET} chat` }),
    'chat message',
  ).data as { id: number };
  const conversation = ok(
    await owner.post('/api/conversations', { user_id: people.member.id }),
    'conversation',
  ) as { id: number };
  const dm = ok(
    await owner.post(`/api/conversations/${conversation.id}/messages`, { text: `${SECRET} dm` }),
    'direct message',
  ) as { id?: number; message?: { id: number } };
  const watchlist = ok(
    await owner.post('/api/watchlist', { title: `${SECRET} list`, privacy_option: 'private' }),
    'watchlist',
  ).watchlist as { id: number };
  ok(
    await owner.post('/api/watchlist/symbol', { symbol_id: aapl.id, watchlist_id: watchlist.id }),
    'watchlist symbol',
  );
  const alert = ok(
    await owner.post('/api/alerts', { symbol_id: aapl.id, direction: 'above', price: 500 }),
    'alert',
  ) as { id?: number; alert?: { id: number } };
  const notifications = ok(await owner.get('/api/notifications'), 'notifications') as {
    data?: Array<{ id: number }>;
  };

  // The owner goes pro (the local test provider), so pro-only calls have an owner who may.
  const plans = ok(await owner.get('/api/pricingPlans'), 'plans') as {
    plans: Array<{ id: number; slug: string }>;
    testCards: Array<{ number: string; outcome?: string }>;
  };
  const proPlan = plans.plans.find((plan) => plan.slug === 'pro')?.id ?? plans.plans[0]?.id ?? 0;
  const order = ok(
    await owner.post('/api/checkout', {
      planId: proPlan,
      cycle: 'monthly',
      country: 'US',
      idempotencyKey: 'matrix-owner-order',
      card: {
        name: 'The owner',
        number: plans.testCards[0]?.number ?? '4242424242424242',
        expMonth: 12,
        expYear: 2035,
        cvc: '123',
      },
    }),
    'checkout',
  ) as { orderId: number };

  // Content the seeds loaded, and the owner's own rows in it.
  const courses = ok(await owner.get('/api/school/courses'), 'courses') as {
    courses: Array<{ slug: string }>;
  };
  const course = ok(
    await owner.get(`/api/school/courses/${courses.courses[0]?.slug}`),
    'course',
  ) as {
    slug: string;
    lessons: Array<{ slug: string }>;
  };
  const exams = ok(await owner.get('/api/exams'), 'exams') as { exams: Array<{ slug: string }> };
  const attempt = ok(
    await owner.post(`/api/exams/${exams.exams[0]?.slug}/attempts`),
    'exam attempt',
  ) as { id: string; questions: Array<{ id: string }> };
  const reports = ok(await owner.get('/api/reports'), 'reports') as {
    reports: Array<{ slug: string; pro_only: boolean }>;
  };
  const interviews = ok(await owner.get('/api/ceoInterviews'), 'interviews') as {
    interviews: Array<{ slug: string }>;
  };
  const analyses = ok(await owner.get('/api/technicalAnalyses'), 'analyses') as {
    analyses: Array<{ slug: string }>;
  };
  const webinars = ok(await owner.get('/api/webinars'), 'webinars') as {
    upcoming: Array<{ slug: string }>;
  };
  const access = ok(await owner.get('/api/personalAccess'), 'personal access') as {
    hosts: Array<{ slug: string; slots?: Array<{ starts_at: string }>; days?: unknown }>;
  };
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 13 * 86_400_000).toISOString().slice(0, 10);
  const economic = ok(
    await owner.get(`/api/calendars/economic?from=${from}&to=${to}`),
    'economic',
  ) as {
    data: Array<{ id: number }>;
  };
  const reminderKey = `economic:${economic.data[0]?.id}`;
  const reminder = ok(
    await owner.post('/api/calendars/reminders', { event_key: reminderKey, minutes_before: 15 }),
    'reminder',
  ) as { id: string };
  const feed = ok(await owner.post('/api/calendars/subscription'), 'calendar feed') as Record<
    string,
    unknown
  >;
  const icsToken = /ics\/([^/]+)\//.exec(JSON.stringify(feed))?.[1] ?? 'none';
  const cookies: Record<Actor, Map<string, string>> = {
    visitor: new Map(),
    stranger: agents.stranger.cookies(),
    member: member.cookies(),
    owner: owner.cookies(),
  };
  const world: World = {
    cookies,
    ids: {
      owner: people.owner.id,
      member: people.member.id,
      stranger: people.stranger.id,
      requester: people.requester.id,
      group: group.id,
      groupPost: groupPost.id as number,
      pollPost: pollPost.id,
      poll: pollPost.poll.id,
      pollOption: pollPost.poll.options[0]?.id ?? 0,
      comment: comment.comment?.id ?? comment.id ?? 0,
      chat: chat.id,
      conversation: conversation.id,
      dm: dm.message?.id ?? dm.id ?? 0,
      watchlist: watchlist.id,
      alert: alert.alert?.id ?? alert.id ?? 0,
      notification: notifications.data?.[0]?.id ?? 0,
      symbol: aapl.id,
      order: order.orderId,
      live: live.id,
      plan: proPlan,
      economic: economic.data[0]?.id ?? 0,
    },
    names: {
      owner: 'owner',
      symbol: 'AAPL',
      course: course.slug,
      lesson: course.lessons[0]?.slug ?? 'none',
      exam: exams.exams[0]?.slug ?? 'none',
      attempt: attempt.id,
      question: attempt.questions[0]?.id ?? 'none',
      report: reports.reports.find((each) => !each.pro_only)?.slug ?? 'none',
      proReport: reports.reports.find((each) => each.pro_only)?.slug ?? 'none',
      interview: interviews.interviews[0]?.slug ?? 'none',
      analysis: analyses.analyses[0]?.slug ?? 'none',
      webinar: webinars.upcoming[0]?.slug ?? 'none',
      host: access.hosts[0]?.slug ?? 'none',
      reminder: reminder.id,
      reminderKey,
      icsToken,
      from,
      to,
    },
  };
  return world;
}

describe('authorisation matrix (PGlite)', () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let world: World;
  let snapshot: TableSnapshot;
  let hashes: () => Promise<TableHashes>;
  // One config for every app: its session secret signs the CSRF tokens the agents hold.
  let settings: Config | undefined;
  const config = () => {
    settings ??= testAppConfig(dataDir);
    return settings;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-matrix-'));
    handle = await openDatabase({ url: 'memory://', dataDir });
    await handle.migrate();
    const app = await buildApp({ config: config(), database: handle, logger: false });
    await app.ready();
    try {
      world = await buildWorld(app, handle);
    } finally {
      await app.close();
    }
    snapshot = await TableSnapshot.take(handle);
    hashes = await tableHasher(handle);
  }, 180_000);

  afterAll(async () => {
    if (process.env.MATRIX_OBSERVE) console.info(observed.join('\n'));
    await handle?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('has a row for every operation of the contract, and none for an operation it lacks', () => {
    const keys = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(keys.filter((key) => !(key in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !keys.includes(key))).toEqual([]);
  });

  // MATRIX_OBSERVE=1 prints the statuses seen, in the table's form, to review a new row.
  const observed: string[] = [];
  it.each(operations)(
    '$method $path',
    async (operation) => {
      const key = `${operation.method} ${operation.path}`;
      const row = MATRIX[key];
      if (!row) throw new Error(`no row for ${key} in authorisation-matrix.ts`);
      const outcomes: Partial<Record<Actor, number>> = {};
      const problems: string[] = [];
      // A fresh app for each operation: no cache or in-memory counter carries over between them.
      const app = await buildApp({ config: config(), database: handle, logger: false });
      try {
        await app.ready();
        for (const actor of ACTORS) {
          await snapshot.restore();
          const agent = createAgent(app);
          for (const [name, value] of world.cookies[actor]) agent.setCookie(name, value);
          const request = row.request(world);
          const before = await hashes();
          const response = await agent.request(
            operation.method,
            request.url,
            request.body as never,
          );
          outcomes[actor] = response.statusCode;
          const expected = row.expect[ACTORS.indexOf(actor)];
          if (response.statusCode !== expected)
            problems.push(
              `${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          if (response.statusCode >= 400) {
            const after = await hashes();
            // A call that documents 429 may count a request it then refuses against its limit.
            const recorded = [
              ...(row.recorded ?? []),
              ...(operation.responses['429'] ? ['rate_limits'] : []),
            ];
            const changed = [...after].filter(
              ([table, hash]) => before.get(table) !== hash && !recorded.includes(table),
            );
            if (changed.length > 0)
              problems.push(
                `${actor}: refused but changed ${changed.map(([table]) => table).join(', ')}`,
              );
          }
          // The owner's private things (in their private group, their messages, their private
          // list) are for the group's members and the conversation's member, never for others.
          if ((actor === 'visitor' || actor === 'stranger') && response.body.includes(SECRET))
            problems.push(`${actor}: answered with the owner's private text`);
        }
      } finally {
        await app.close();
      }
      observed.push(`  '${key}': [${ACTORS.map((actor) => outcomes[actor]).join(', ')}],`);
      expect(problems).toEqual([]);
    },
    30_000,
  );
});

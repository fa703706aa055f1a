/**
 * Kill -9 under load (`pnpm reliability durability`). The server is started as `pnpm start` starts
 * it (`node dist/server.js`, NODE_ENV=production, the embedded PGlite in a fresh data folder, or
 * the PostgreSQL of DURABILITY_DATABASE_URL), four members write at once (posts, comments,
 * reactions, poll votes, group chat messages, watchlist symbols) and every write the server
 * acknowledged (a 2xx read in full) is recorded; at a random moment the process gets SIGKILL.
 * The database is then opened as the next start would open it and checked:
 * - every acknowledged write is there;
 * - nothing is half-written: each comment on another member's post has its notification, each
 *   reaction by another member its notification, each post naming $AAPL its symbol link, each
 *   poll vote counts in one option.
 * Then the server starts again on the same folder, and the next round begins. DURABILITY_ROUNDS
 * (default 20) rounds, DURABILITY_SEED (default 22) picks the kill moments; prints a table.
 * Run `pnpm build` first (the root `pnpm reliability` does).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@tapetv/server/db';
import { freePort } from './free-port.ts';
import { client, signUpToken } from './member-client.ts';
import { seeded } from './seeded.ts';
import { bundle, spawnServer, startCommand, untilHealthy } from './server-process.ts';

const ROUNDS = Number(process.env.DURABILITY_ROUNDS ?? 20);
const SEED = Number(process.env.DURABILITY_SEED ?? 22);
const WRITERS = 4;
/** The kill comes this long after the writes start: at least the first, at most the second. */
const KILL_WINDOW_MS = [400, 4000] as const;

/** Spawns the server and resolves with the milliseconds until it answered. */
async function startServer(dataDir: string, port: number, realtimePort: number) {
  const started = Date.now();
  const child = spawnServer(startCommand, {
    dataDir,
    port,
    realtimePort,
    env: {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_URL: process.env.DURABILITY_DATABASE_URL ?? '',
      // Four members writing as fast as the server answers: far past a person's limits.
      RATE_LIMIT_SCALE: '1000000',
    },
  });
  await untilHealthy(`http://127.0.0.1:${port}`, child, 180_000, 50);
  return { child, startMs: Date.now() - started };
}

type Member = ReturnType<typeof client> & {
  id: number;
  base: string;
  login: { email: string; password: string };
};

/** A write: its answer when the server acknowledged it (2xx, read in full), else undefined. */
async function write(member: Member, url: string, body: unknown): Promise<unknown> {
  try {
    const token = await member.csrfToken();
    const answer = await fetch(member.base + url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': token,
        cookie: member.cookie(),
      },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    return answer.status < 300 ? JSON.parse(text) : undefined;
  } catch {
    return undefined; // the process died with the request in flight: not acknowledged
  }
}

interface Acknowledged {
  posts: number[];
  comments: number[];
  reactions: Array<{ postId: number; userId: number }>;
  votes: Array<{ pollId: number; userId: number }>;
  chat: number[];
  symbols: Array<{ watchlistId: number; symbolId: number }>;
}

interface World {
  members: Member[];
  groupId: number;
  pollId: number;
  optionIds: number[];
  watchlists: Map<number, number>;
  /** Posts any writer may comment on or react to (acknowledged in an earlier step). */
  postIds: number[];
}

async function signUp(base: string, dataDir: string, n: number): Promise<Member> {
  const who = {
    name: `Durable Member ${n}`,
    userName: `durable_${n}`,
    email: `durable${n}@example.test`,
    password: `durable-password-${n}`,
  };
  const registering = client(base);
  await registering.post('/register', who);
  const member = client(base);
  const { user } = await member.post('/register/confirm', { token: signUpToken(dataDir) });
  return Object.assign(member, { id: user.id, base, login: who });
}

async function setUp(base: string, dataDir: string): Promise<World> {
  const members: Member[] = [];
  for (let n = 1; n <= WRITERS; n += 1) members.push(await signUp(base, dataDir, n));
  const [owner] = members;
  if (!owner) throw new Error('no members');
  const { group } = (await write(owner, '/api/groups', {
    name: 'durability',
    title: 'Durability',
    privacy: 'public',
  })) as { group: { id: number } };
  for (const member of members.slice(1)) await write(member, `/api/groups/${group.id}/join`, {});
  const poll = (await write(owner, '/api/posts', {
    text: 'Where does $AAPL close?',
    poll: { options: ['Higher', 'Lower'] },
  })) as { id: number; poll: { id: number; options: Array<{ id: number }> } };
  const watchlists = new Map<number, number>();
  for (const member of members) {
    const { watchlist } = (await write(member, '/api/watchlist', { title: 'Durable' })) as {
      watchlist: { id: number };
    };
    watchlists.set(member.id, watchlist.id);
  }
  return {
    members,
    groupId: group.id,
    pollId: poll.poll.id,
    optionIds: poll.poll.options.map((option) => option.id),
    watchlists,
    postIds: [poll.id],
  };
}

/** One member's writes until `stop`: each acknowledged one recorded in `acked`. */
async function writer(
  member: Member,
  world: World,
  acked: Acknowledged,
  random: () => number,
  stopped: () => boolean,
) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let n = 0;
  while (!stopped()) {
    n += 1;
    const op = pick(['post', 'post', 'comment', 'reaction', 'vote', 'chat', 'chat', 'symbol']);
    if (op === 'post') {
      const post = (await write(member, '/api/posts', {
        text: `${member.id}/${n}: watching $AAPL into the close`,
      })) as { id: number } | undefined;
      if (post) {
        acked.posts.push(post.id);
        world.postIds.push(post.id);
      }
    } else if (op === 'comment') {
      const postId = pick(world.postIds);
      const comment = (await write(member, '/api/submit-comment', {
        post_id: postId,
        text: `comment ${member.id}/${n}`,
      })) as { id: number } | undefined;
      if (comment) acked.comments.push(comment.id);
    } else if (op === 'reaction') {
      const postId = pick(world.postIds);
      const reacted = await write(member, '/api/add-or-update-reaction', {
        post_id: postId,
        reaction_type_id: 1 + Math.floor(random() * 3),
      });
      if (reacted) acked.reactions.push({ postId, userId: member.id });
    } else if (op === 'vote') {
      const voted = await write(member, '/api/add-vote', {
        poll_id: world.pollId,
        option_id: pick(world.optionIds),
      });
      if (voted) acked.votes.push({ pollId: world.pollId, userId: member.id });
    } else if (op === 'chat') {
      const sent = (await write(member, `/api/groups/${world.groupId}/send-message`, {
        text: `chat ${member.id}/${n}`,
      })) as { data: { id: number } } | undefined;
      if (sent) acked.chat.push(sent.data.id);
    } else {
      const watchlistId = world.watchlists.get(member.id) ?? 0;
      const symbolId = 1 + Math.floor(random() * 40);
      const added = await write(member, '/api/watchlist/symbol', {
        watchlist_id: watchlistId,
        symbol_id: symbolId,
      });
      if (added) acked.symbols.push({ watchlistId, symbolId });
    }
  }
}

type Rows = Array<Record<string, unknown>>;

/** Opens the database as the next start will, and lists what is missing or half-written. */
async function check(
  dataDir: string,
  acked: Acknowledged,
): Promise<{ lost: string[]; half: string[]; looked: Record<string, unknown> }> {
  const handle = await openDatabase({ url: process.env.DURABILITY_DATABASE_URL, dataDir });
  const query = (text: string) => handle.query<Record<string, unknown>>(text, []) as Promise<Rows>;
  const ids = (rows: Rows) => new Set(rows.map((row) => Number(row.id)));
  try {
    const lost: string[] = [];
    const posts = ids(await query('select id from posts'));
    for (const id of acked.posts) if (!posts.has(id)) lost.push(`post ${id}`);
    const comments = ids(await query('select id from comments'));
    for (const id of acked.comments) if (!comments.has(id)) lost.push(`comment ${id}`);
    const chat = ids(await query('select id from group_messages'));
    for (const id of acked.chat) if (!chat.has(id)) lost.push(`chat message ${id}`);
    const reactions = new Set(
      (await query('select post_id, user_id from reactions where post_id is not null')).map(
        (row) => `${row.post_id}:${row.user_id}`,
      ),
    );
    for (const r of acked.reactions)
      if (!reactions.has(`${r.postId}:${r.userId}`)) lost.push(`reaction ${r.postId}:${r.userId}`);
    const votes = new Set(
      (await query('select poll_id, user_id from poll_votes')).map(
        (row) => `${row.poll_id}:${row.user_id}`,
      ),
    );
    for (const v of acked.votes)
      if (!votes.has(`${v.pollId}:${v.userId}`)) lost.push(`vote ${v.pollId}:${v.userId}`);
    const symbols = new Set(
      (await query('select watchlist_id, symbol_id from watchlist_symbols')).map(
        (row) => `${row.watchlist_id}:${row.symbol_id}`,
      ),
    );
    for (const s of acked.symbols)
      if (!symbols.has(`${s.watchlistId}:${s.symbolId}`))
        lost.push(`watchlist symbol ${s.watchlistId}:${s.symbolId}`);

    const half: string[] = [];
    // A comment on another member's post and its notification are written in one transaction.
    for (const row of await query(`
      select c.post_id, c.user_id, count(*)::int as comments,
        (select count(*)::int from notifications n
          where n.kind = 'comment' and n.user_id = p.user_id and n.actor_id = c.user_id
            and n.url = '/post/' || c.post_id) as notified
      from comments c join posts p on p.id = c.post_id
      where p.user_id <> c.user_id and c.user_id in (select id from users where user_name like 'durable\\_%')
      group by c.post_id, c.user_id, p.user_id`))
      if (row.comments !== row.notified)
        half.push(
          `post ${row.post_id}: ${row.comments} comments by ${row.user_id}, ${row.notified} notifications`,
        );
    for (const row of await query(`
      select r.post_id, r.user_id from reactions r join posts p on p.id = r.post_id
      where p.user_id <> r.user_id and r.user_id in (select id from users where user_name like 'durable\\_%')
        and not exists (select 1 from notifications n where n.kind = 'reaction'
          and n.user_id = p.user_id and n.actor_id = r.user_id and n.url = '/post/' || r.post_id)`))
      half.push(`reaction ${row.post_id}:${row.user_id} without its notification`);
    for (const row of await query(`
      select p.id from posts p
      where p.text like '%$AAPL%' and p.user_id in (select id from users where user_name like 'durable\\_%')
        and not exists (select 1 from post_symbols s where s.post_id = p.id)`))
      half.push(`post ${row.id} names $AAPL without its symbol link`);
    for (const row of await query(`
      select v.poll_id, v.user_id from poll_votes v
      left join poll_options o on o.id = v.option_id and o.poll_id = v.poll_id
      where o.id is null`))
      half.push(`vote ${row.poll_id}:${row.user_id} in no option of its poll`);
    // How much the half-written checks looked at, so a run shows they were not empty.
    const [looked] = await query(`
      with writers as (select id from users where user_name like 'durable\\_%')
      select
        (select count(*)::int from comments c join posts p on p.id = c.post_id
          where p.user_id <> c.user_id and c.user_id in (select id from writers)) as comments,
        (select count(*)::int from reactions r join posts p on p.id = r.post_id
          where p.user_id <> r.user_id and r.user_id in (select id from writers)) as reactions,
        (select count(*)::int from posts
          where text like '%$AAPL%' and user_id in (select id from writers)) as tagged`);
    return { lost, half, looked: looked ?? {} };
  } finally {
    await handle.close();
  }
}

export async function measureDurability(): Promise<void> {
  if (!existsSync(bundle)) throw new Error(`${bundle} is missing: run \`pnpm build\` first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tapetv-durability-'));
  const random = seeded(SEED);
  const rows: Array<Record<string, string | number>> = [];
  let world: World | undefined;
  let totalLost = 0;
  let totalHalf = 0;
  console.log(
    `Durability: ${ROUNDS} rounds of ${WRITERS} members writing, SIGKILL at a random moment, on ${process.env.DURABILITY_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (${dataDir})`,
  );
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const [port, realtimePort] = [await freePort(), await freePort()];
      const base = `http://127.0.0.1:${port}`;
      const { child: server, startMs } = await startServer(dataDir, port, realtimePort);
      if (!world) world = await setUp(base, dataDir);
      else
        for (const member of world.members) {
          const fresh = client(base);
          await fresh.post('/login', {
            email: member.login.email,
            password: member.login.password,
          });
          Object.assign(member, fresh, { base });
        }
      const acked: Acknowledged = {
        posts: [],
        comments: [],
        reactions: [],
        votes: [],
        chat: [],
        symbols: [],
      };
      const killAfter = Math.round(
        KILL_WINDOW_MS[0] + random() * (KILL_WINDOW_MS[1] - KILL_WINDOW_MS[0]),
      );
      let stop = false;
      const current = world;
      const writers = current.members.map((member, index) =>
        writer(member, current, acked, seeded(SEED * 1000 + round * 10 + index), () => stop),
      );
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      stop = true;
      await Promise.all(writers);
      const { lost, half, looked } = await check(dataDir, acked);
      totalLost += lost.length;
      totalHalf += half.length;
      const writes =
        acked.posts.length +
        acked.comments.length +
        acked.reactions.length +
        acked.votes.length +
        acked.chat.length +
        acked.symbols.length;
      rows.push({
        round,
        'start (ms)': startMs,
        'killed after (ms)': killAfter,
        'acknowledged writes': writes,
        lost: lost.length,
        'half-written': half.length,
        'comments, reactions, tagged posts checked': `${looked.comments}, ${looked.reactions}, ${looked.tagged}`,
      });
      for (const problem of [...lost, ...half]) console.error(`round ${round}: ${problem}`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.table(rows);
  const acknowledged = rows.reduce((sum, row) => sum + Number(row['acknowledged writes']), 0);
  console.log(
    `${ROUNDS} kills survived; ${acknowledged} acknowledged writes, ${totalLost} lost, ${totalHalf} half-written.`,
  );
  if (totalLost > 0 || totalHalf > 0) process.exitCode = 1;
}

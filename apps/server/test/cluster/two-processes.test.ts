import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { channelNames } from '@tapetv/realtime/channels';
import { brokerClientOptions } from '@tapetv/realtime/config';
import * as Ably from 'ably';
import PgBoss from 'pg-boss';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MAIL_JOB } from '../../src/plugins/app/mailer.ts';

// Issue 24: two server processes on one PostgreSQL database behave as one. Process A runs the
// embedded broker; B publishes to it (REALTIME_BROKER=external), as `pnpm start`'s workers do
// with WEB_CONCURRENCY=2, and as instances behind a load balancer would with Ably. Each process is
// the real server (src/server.ts), started with its own port so the test can pick which one a
// request goes to.

const adminUrl = inject('postgresUrl');
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const DANA = { email: 'dana@tapetv.dev', password: 'TapeTV-demo-1' };
const SAM = { email: 'sam@tapetv.dev', password: 'TapeTV-demo-2' };

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface ServerProcess {
  name: string;
  base: string;
  child: ChildProcess;
  output: string[];
}

async function startServer(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server ${name} exited (${child.exitCode}):\n${output.join('')}`);
    }
    const healthy = await fetch(`${base}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { name, base, child, output };
    if (Date.now() - started > 90_000) {
      child.kill('SIGKILL');
      throw new Error(`server ${name} did not answer in 90 s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(server: ServerProcess | undefined) {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/** A browser in miniature against one process: its cookies, and the CSRF token it was given. */
function browser() {
  const jar = new Map<string, string>();
  let csrf: string | undefined;
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (answer: Response) => {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const send = async (server: ServerProcess, method: string, url: string, body?: unknown) => {
    const answer = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        cookie: cookie(),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' && csrf ? { 'x-csrf-token': csrf } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    keep(answer);
    const text = await answer.text();
    return {
      status: answer.status,
      headers: answer.headers,
      json: () => JSON.parse(text) as Record<string, unknown>,
      text,
    };
  };
  const self = {
    send,
    /** Another browser holding the same cookies and token now (a copied, or stolen, cookie). */
    copy() {
      const twin = browser();
      twin.adopt(new Map(jar), csrf);
      return twin;
    },
    adopt(cookies: Map<string, string>, token: string | undefined) {
      for (const [name, value] of cookies) jar.set(name, value);
      csrf = token;
    },
    /** Takes a CSRF token from `server` (GET /api/csrf-token), for the writes that follow. */
    async csrfFrom(server: ServerProcess) {
      const answer = await send(server, 'GET', '/api/csrf-token');
      csrf = (answer.json() as { token: string }).token;
    },
    async login(server: ServerProcess, member: { email: string; password: string }) {
      await this.csrfFrom(server);
      const answer = await send(server, 'POST', '/login', member);
      expect(answer.status, answer.text).toBe(200);
      // A new session gets a new CSRF token.
      await this.csrfFrom(server);
      return (answer.json() as { user: { id: number } }).user.id;
    },
  };
  return self;
}
type Browser = ReturnType<typeof browser>;

/** An `ably` client of the member in `session`, its tokens from `server`'s authenticate call. */
function realtimeOf(session: Browser, server: ServerProcess, brokerPort: number) {
  return new Ably.Realtime({
    ...brokerClientOptions(brokerPort, '127.0.0.1'),
    logLevel: 0,
    authCallback: (params, callback) => {
      session.send(server, 'POST', '/api/ably/authenticate', params).then(
        (answer) => {
          if (answer.status !== 200) callback(answer.text, null);
          else callback(null, answer.json() as unknown as Ably.TokenDetails);
        },
        (error: unknown) => callback(String(error), null),
      );
    },
  });
}

function nextMessage(channel: Ably.RealtimeChannel, event: string): Promise<Ably.Message> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channel.name}`)), 15_000);
    const listener = (message: Ably.Message) => {
      clearTimeout(timer);
      channel.unsubscribe(event, listener);
      resolve(message);
    };
    void channel.subscribe(event, listener);
  });
}

async function until(what: string, check: () => Promise<boolean>, ms = 15_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(adminUrl)('two server processes on one PostgreSQL database', () => {
  const databaseName = `tapetv_cluster_${randomBytes(6).toString('hex')}`;
  let admin: postgres.Sql | undefined;
  let databaseUrl = '';
  let dataDir = '';
  let brokerPort = 0;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const clients: Ably.Realtime[] = [];
  const A = () => a as ServerProcess;
  const B = () => b as ServerProcess;

  beforeAll(async () => {
    admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(adminUrl as string);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-cluster-'));
    brokerPort = await freePort();
    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      REALTIME_PORT: String(brokerPort),
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      QUOTES_TICK_MS: '0',
    };
    // A migrates and seeds the demo data alone; B starts on the database A prepared.
    a = await startServer('A', { ...shared, PORT: String(await freePort()) });
    b = await startServer('B', {
      ...shared,
      PORT: String(await freePort()),
      REALTIME_BROKER: 'external',
    });
  }, 180_000);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([stopServer(a), stopServer(b)]);
    await admin?.unsafe(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin?.end({ timeout: 5 });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a session made through A works through B, and so does the CSRF token A gave', async () => {
    const dana = browser();
    await dana.login(A(), DANA);

    expect((await dana.send(B(), 'GET', '/api/check-login')).json()).toEqual({ loggedIn: true });
    const posted = await dana.send(B(), 'POST', '/api/posts', { text: 'Written through B' });
    expect(posted.status, posted.text).toBe(201);

    // Logging out through B ends the session in A at once, not when A's cache of it expires: a
    // copy of the cookie (a stolen one) stops working there too.
    expect((await dana.send(A(), 'GET', '/api/check-login')).json()).toEqual({ loggedIn: true });
    const stolen = dana.copy();
    expect((await dana.send(B(), 'POST', '/logout')).status).toBe(200);
    await until(
      'A to forget the session',
      async () => {
        const answer = await stolen.send(A(), 'GET', '/api/check-login');
        return (answer.json() as { loggedIn: boolean }).loggedIn === false;
      },
      2_000,
    );
  });

  it('a limit of 5 failed logins is 5 in total, whichever process counts them', async () => {
    const email = 'nobody-here@tapetv.dev';
    const guest = browser();
    await guest.csrfFrom(A());
    const attempt = (server: ServerProcess) =>
      guest.send(server, 'POST', '/login', { email, password: 'not the password' });

    const statuses = [];
    for (const server of [A(), B(), A(), B(), A()]) statuses.push((await attempt(server)).status);
    const sixth = await attempt(B());

    expect(statuses).not.toContain(429);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a post edited through A reads changed through B at once', async () => {
    const dana = browser();
    await dana.login(A(), DANA);
    const created = await dana.send(A(), 'POST', '/api/posts', { text: 'First words' });
    const postId = (created.json() as { id: number }).id;
    const textInFeedOf = async (server: ServerProcess) => {
      const feed = (await dana.send(server, 'GET', '/api/user-feed')).json() as {
        data: { data: { id: number; text: string }[] };
      };
      return feed.data.data.find((post) => post.id === postId)?.text;
    };
    // B reads the feed, so B's cache of posts holds the post (for 60 s, unless told).
    expect(await textInFeedOf(B())).toBe('First words');

    const edited = await dana.send(A(), 'PUT', `/api/posts/${postId}`, { text: 'Second words' });
    expect(edited.status, edited.text).toBe(200);

    await until(
      'B to read the edit',
      async () => (await textInFeedOf(B())) === 'Second words',
      2_000,
    );

    // A member's new name shows on their posts in B too (the member changed, not the post).
    const authorInFeedOf = async (server: ServerProcess) => {
      const feed = (await dana.send(server, 'GET', '/api/user-feed')).json() as {
        data: { data: { id: number; user: { name: string } }[] };
      };
      return feed.data.data.find((post) => post.id === postId)?.user.name;
    };
    expect(await authorInFeedOf(B())).toBe('Dana Demo');
    const renamed = await dana.send(A(), 'POST', '/api/user/update', { name: 'Dana Renamed' });
    expect(renamed.status, renamed.text).toBe(200);
    await until(
      'B to show the new name',
      async () => (await authorInFeedOf(B())) === 'Dana Renamed',
      2_000,
    );
  });

  it('chat and reactions written through either process reach a client whose token came from the other; presence spans both', async () => {
    const dana = browser();
    const danaId = await dana.login(A(), DANA);
    const sam = browser();
    const samId = await sam.login(B(), SAM);
    const group = await dana.send(A(), 'POST', '/api/groups', {
      name: `cluster-${randomBytes(3).toString('hex')}`,
      title: 'Two processes',
      privacy: 'public',
    });
    expect(group.status, group.text).toBe(201);
    const groupId = (group.json() as { group: { id: number } }).group.id;
    expect((await sam.send(B(), 'POST', `/api/groups/${groupId}/join`)).status).toBe(200);

    // Sam's client gets its token from B; Dana's from A.
    const samRealtime = realtimeOf(sam, B(), brokerPort);
    const danaRealtime = realtimeOf(dana, A(), brokerPort);
    clients.push(samRealtime, danaRealtime);
    const samChat = samRealtime.channels.get(channelNames.groupChat(groupId));
    const danaChat = danaRealtime.channels.get(channelNames.groupChat(groupId));
    await samChat.attach();
    await danaChat.attach();

    const fromA = nextMessage(samChat, 'new-message');
    await dana.send(A(), 'POST', `/api/groups/${groupId}/send-message`, { text: 'Hello from A' });
    expect(((await fromA).data as { text: string }).text).toBe('Hello from A');
    const fromB = nextMessage(danaChat, 'new-message');
    await sam.send(B(), 'POST', `/api/groups/${groupId}/send-message`, { text: 'Hello from B' });
    expect(((await fromB).data as { text: string }).text).toBe('Hello from B');

    // Sam reacts through A to Dana's post: Dana's notifications (token from A) hear it.
    const post = await dana.send(B(), 'POST', '/api/posts', { text: 'React to me' });
    const postId = (post.json() as { id: number }).id;
    const notifications = danaRealtime.channels.get(channelNames.userNotifications(danaId));
    await notifications.attach();
    const reacted = nextMessage(notifications, 'NewReaction');
    const reaction = await sam.send(A(), 'POST', '/api/add-or-update-reaction', {
      post_id: postId,
      reaction_type_id: 1,
    });
    expect(reaction.status, reaction.text).toBe(200);
    expect(await reacted).toBeDefined();

    await danaChat.presence.enter({ name: 'Dana' });
    await samChat.presence.enter({ name: 'Sam' });
    await until('both to see both present', async () => {
      const seenBySam = (await samChat.presence.get()).map((member) => member.clientId);
      const seenByDana = (await danaChat.presence.get()).map((member) => member.clientId);
      return [seenBySam, seenByDana].every(
        (seen) => seen.includes(String(danaId)) && seen.includes(String(samId)),
      );
    });
  });

  it('each queued job runs once, though both processes work the queue', async () => {
    const boss = new PgBoss({ connectionString: databaseUrl, supervise: false, schedule: false });
    boss.on('error', () => {});
    await boss.start();
    const subjects = Array.from({ length: 12 }, (_, index) => `Cluster job ${index}`);
    try {
      for (const subject of subjects) {
        await boss.send(MAIL_JOB, { to: 'dana@tapetv.dev', subject, text: 'Once only.' });
      }
    } finally {
      await boss.stop({ graceful: false, wait: false });
    }
    const outbox = path.join(dataDir, 'outbox');
    const sentSubjects = async () => {
      const files = await readdir(outbox).catch(() => [] as string[]);
      const mails = await Promise.all(
        files
          .filter((file) => file.endsWith('.eml'))
          .map((file) => readFile(path.join(outbox, file), 'utf8')),
      );
      return mails.flatMap((mail) => /^Subject: (Cluster job \d+)$/m.exec(mail)?.[1] ?? []);
    };
    await until(
      'every job to run',
      async () => {
        const sent = await sentSubjects();
        return subjects.every((subject) => sent.includes(subject));
      },
      30_000,
    );
    // A second run would come within pg-boss's polling interval; give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect((await sentSubjects()).sort()).toEqual([...subjects].sort());
  }, 60_000);
});

/** The JSON log lines a process printed so far, parsed. */
const logLines = (server: ServerProcess) =>
  server.output
    .join('')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; pid: number; worker?: number });

describe.runIf(adminUrl)('pnpm start with WEB_CONCURRENCY=2', () => {
  const databaseName = `tapetv_cluster_${randomBytes(6).toString('hex')}`;
  let admin: postgres.Sql | undefined;
  let dataDir = '';
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${databaseName}"`);
    dataDir = await mkdtemp(path.join(tmpdir(), 'tapetv-cluster-'));
  });

  afterAll(async () => {
    await stopServer(server);
    await admin?.unsafe(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin?.end({ timeout: 5 });
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves from two workers, delivers real time through the primary’s broker, replaces a dead worker and stops on SIGTERM', async () => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${databaseName}`;
    const brokerPort = await freePort();
    server = await startServer('cluster', {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      REALTIME_PORT: String(brokerPort),
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      QUOTES_TICK_MS: '0',
      WEB_CONCURRENCY: '2',
    });
    const cluster = server;
    const running = () => logLines(cluster).filter((line) => line.msg === 'TapeTV is running');
    await until(
      'both workers to listen',
      async () =>
        logLines(cluster).some((line) => line.msg === 'TapeTV is running on several processes'),
      60_000,
    );
    const workerPids = running().map((line) => line.pid);
    expect(new Set(workerPids).size).toBe(2);
    expect(workerPids).not.toContain(cluster.child.pid);

    const dana = browser();
    const danaId = await dana.login(cluster, DANA);
    const danaRealtime = realtimeOf(dana, cluster, brokerPort);
    try {
      const notifications = danaRealtime.channels.get(channelNames.userNotifications(danaId));
      await notifications.attach();
      const sam = browser();
      await sam.login(cluster, SAM);
      const post = await dana.send(cluster, 'POST', '/api/posts', { text: 'Two workers' });
      const reacted = nextMessage(notifications, 'NewReaction');
      const reaction = await sam.send(cluster, 'POST', '/api/add-or-update-reaction', {
        post_id: (post.json() as { id: number }).id,
        reaction_type_id: 1,
      });
      expect(reaction.status, reaction.text).toBe(200);
      expect(await reacted).toBeDefined();
    } finally {
      danaRealtime.close();
    }

    // A worker killed outright is replaced; the other keeps serving meanwhile.
    process.kill(workerPids[0] as number, 'SIGKILL');
    await until('the primary to see the worker die', async () =>
      logLines(cluster).some((line) => line.msg === 'a server process died; starting another'),
    );
    expect((await fetch(`${cluster.base}/api/health`)).status).toBe(200);
    await until('a new worker to listen', async () => running().length === 3, 30_000);
    expect((await dana.send(cluster, 'GET', '/api/check-login')).json()).toEqual({
      loggedIn: true,
    });

    const exited = new Promise<number | null>((resolve) => cluster.child.once('exit', resolve));
    cluster.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 120_000);
});

describe('WEB_CONCURRENCY without PostgreSQL', () => {
  it('refuses to start, and says why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, NODE_ENV: 'production', WEB_CONCURRENCY: '2', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(stderr).toContain(
      'TapeTV cannot start: WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded PGlite database can be opened by one process only.',
    );
  });
});

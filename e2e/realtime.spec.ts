import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { loadConfig } from '../apps/server/src/config.ts';
import { DEMO_GROUPS } from '../apps/server/src/db/seed/groups.seed.ts';
import {
  type Broadcaster,
  createBroadcaster,
} from '../apps/server/src/modules/realtime/broadcaster.ts';
import { channelNames } from '../packages/realtime/src/channels.ts';
import { buildRealtimeTestPage } from '../packages/realtime/test/browser/build-page.ts';

// The real `@tapetv/realtime` client in Chromium, against the app as `pnpm start` runs it: a page
// the server serves (its CSRF and broker meta tags, its CSP, its cookies), the token endpoint and
// the embedded broker. The page runs the client under test instead of the web app's own scripts,
// so that only this client talks to the broker. (The page itself must come from the server: a page
// Playwright made up has no address, and Chromium's local network access checks then refuse its
// WebSocket to localhost.)

const PAGE_PATH = '/realtime-test';
const SCRIPT_PATH = '/__e2e/realtime.js';
const DANA = { email: 'dana@tapetv.dev', password: 'TapeTV-demo-1' };
const SAM = { email: 'sam@tapetv.dev', password: 'TapeTV-demo-2' };

let bundle: string;
test.beforeAll(async () => {
  bundle = await buildRealtimeTestPage();
});

/** The bundled client at a same-origin URL, and the web app's own scripts left out. */
async function routeTestScripts(context: BrowserContext) {
  await context.route(`**${SCRIPT_PATH}`, (route) =>
    route.fulfill({ body: bundle, contentType: 'text/javascript' }),
  );
  await context.route('**/assets/**/*.js', (route) =>
    route.fulfill({ body: '', contentType: 'text/javascript' }),
  );
}

/** The server's publishing path, as configured by the app's own DATA_DIR and the page's broker. */
async function serverBroadcaster(page: Page): Promise<Broadcaster> {
  const port = Number(
    await page.locator('meta[name="realtime-broker-port"]').getAttribute('content'),
  );
  expect(port).toBeGreaterThan(0);
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: process.env.E2E_DATA_DIR,
    LOG_LEVEL: 'silent',
  });
  return createBroadcaster({
    key: config.ablyKey,
    broker: { host: '127.0.0.1', port },
    log: { error: (details, message) => console.error(message, details) },
  });
}

/** Opens (or reloads) the server's page and adds the client under test as a module script. */
async function openPage(page: Page, reload = false) {
  if (reload) await page.reload();
  else await page.goto(PAGE_PATH);
  await page.addScriptTag({ url: SCRIPT_PATH, type: 'module' });
  await expect(page.getByTestId('realtime-state')).toHaveText('ready');
}

async function startAs(page: Page, account: { email: string; password: string }) {
  await openPage(page);
  await page.evaluate(({ email, password }) => window.realtimeTest.login(email, password), account);
  const started = await page.evaluate(() => window.realtimeTest.start());
  await expect(page.getByTestId('realtime-state')).toHaveText('connected');
  return started.memberId;
}

test.describe('real time in the browser', () => {
  test('the client authenticates through /api/ably/authenticate, shows a server event, and reuses its token on reload', async ({
    page,
    context,
  }) => {
    await routeTestScripts(context);
    const tokenRequests: Array<{ headers: Record<string, string>; body: string | null }> = [];
    const offMachine: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== 'localhost') offMachine.push(request.url());
      if (url.pathname === '/api/ably/authenticate') {
        tokenRequests.push({ headers: request.headers(), body: request.postData() });
      }
    });
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));

    const memberId = await startAs(page, DANA);

    expect(tokenRequests).toHaveLength(1);
    const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    expect(tokenRequests[0]?.headers['x-csrf-token']).toBe(csrf);
    expect(tokenRequests[0]?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(tokenRequests[0]?.body ?? 'null')).toEqual(expect.any(Object));
    const broadcaster = await serverBroadcaster(page);
    const channel = channelNames.userNotifications(memberId);

    await broadcaster.publish(channel, 'NewFollower', { id: 4242, name: 'Sam Trader' });

    await expect(page.getByTestId('realtime-events').getByRole('listitem')).toHaveText([
      'NewFollower {"id":4242,"name":"Sam Trader"}',
    ]);

    // A reload starts a new client: the token kept in sessionStorage is still valid, so no
    // second token request is made.
    await openPage(page, true);
    await page.evaluate(() => window.realtimeTest.start());
    await expect(page.getByTestId('realtime-state')).toHaveText('connected');
    expect(tokenRequests).toHaveLength(1);
    const kept = await page.evaluate(() => sessionStorage.getItem('tapetv.realtime.token'));
    expect(JSON.parse(kept ?? '{}')).toMatchObject({ memberId });

    await broadcaster.publish(channel, 'MessageUpdated', { id: 7, text: 'after the reload' });
    await expect(page.getByTestId('realtime-events').getByRole('listitem')).toHaveText([
      'MessageUpdated {"id":7,"text":"after the reload"}',
    ]);
    const port = await page.locator('meta[name="realtime-broker-port"]').getAttribute('content');
    expect(sockets.length).toBeGreaterThanOrEqual(2);
    for (const url of sockets) expect(url.startsWith(`ws://localhost:${port}/?`)).toBe(true);
    expect(offMachine).toEqual([]);
  });

  test('two members see each other enter a group chat and the messages sent to it', async ({
    browser,
  }) => {
    const groupId = DEMO_GROUPS.findIndex((group) => group.name === 'options-lab') + 1;
    const danaContext = await browser.newContext();
    const samContext = await browser.newContext();
    try {
      await routeTestScripts(danaContext);
      await routeTestScripts(samContext);
      const dana = await danaContext.newPage();
      const sam = await samContext.newPage();
      const danaId = await startAs(dana, DANA);
      const samId = await startAs(sam, SAM);
      await dana.evaluate((id) => window.realtimeTest.watchChat(id), groupId);
      await sam.evaluate((id) => window.realtimeTest.watchChat(id), groupId);

      await dana.evaluate((id) => window.realtimeTest.enterChat(id), groupId);
      await expect(sam.getByTestId('realtime-events').getByRole('listitem')).toHaveText([
        `entered ${danaId}`,
      ]);
      await sam.evaluate((id) => window.realtimeTest.enterChat(id), groupId);
      await expect(dana.getByTestId('realtime-events').getByRole('listitem')).toHaveText([
        `entered ${danaId}`,
        `entered ${samId}`,
      ]);

      const broadcaster = await serverBroadcaster(dana);
      const message = {
        id: 1,
        group_id: groupId,
        text: 'Morning, desk',
        userId: danaId,
        user: { id: danaId, name: 'Dana Demo', userName: 'dana', avatar: '/photos/d-avatar.jpg' },
        replyTo: null,
        reply_preview: null,
        created_at: '2026-11-25T09:00:00.000Z',
        edited_at: null,
      };
      await broadcaster.publish(channelNames.groupChat(groupId), 'new-message', message);

      const line = `new-message ${JSON.stringify(message)}`;
      await expect(dana.getByTestId('realtime-events').getByRole('listitem').last()).toHaveText(
        line,
      );
      await expect(sam.getByTestId('realtime-events').getByRole('listitem').last()).toHaveText(
        line,
      );
    } finally {
      await danaContext.close();
      await samContext.close();
    }
  });
});

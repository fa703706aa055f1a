import { channelNames } from '@tapetv/realtime/channels';
import { brokerClientOptions } from '@tapetv/realtime/config';
import * as Ably from 'ably';
import { describe, expect, it, onTestFinished } from 'vitest';
import { formatAblyKey } from '../../../src/modules/realtime/ably-key.ts';
import { buildTestApp, createAgent, testConfig } from '../../helpers/app.ts';
import { useTestDatabase } from '../../helpers/database.ts';
import { createMember } from '../../helpers/factories.ts';

const BROKER_META = /<meta name="realtime-broker-port" content="(\d+)">/;

describe('the realtime plugin', () => {
  const database = useTestDatabase('pglite');

  it('runs the embedded broker with the local key, and tells the page and the CSP about it', async () => {
    const app = await buildTestApp(database.handle);
    const port = app.realtime.brokerPort;

    expect(app.realtime.broker?.listening).toBe(true);
    expect(port).toBe(app.realtime.broker?.port);
    expect(port).toBeGreaterThan(0);
    const page = await app.inject({ method: 'GET', url: '/feed' });
    expect(BROKER_META.exec(page.body)?.[1]).toBe(String(port));
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ws://localhost:${port} http://localhost:${port}`);
    // Lessons embed only these video players; no other site may be framed.
    expect(csp).toContain(
      "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
    );
    const upcheck = await fetch(`http://localhost:${port}/is-the-internet-up.txt`);
    expect(await upcheck.text()).toBe('yes\n');
  });

  it('stops the broker when the app closes', async () => {
    const app = await buildTestApp(database.handle);
    const broker = app.realtime.broker;

    await app.close();

    expect(broker?.listening).toBe(false);
  });

  it('runs the broker for ABLY_API_KEY naming the local key, and signs tokens with that secret', async () => {
    const app = await buildTestApp(database.handle, {
      ABLY_API_KEY: 'local.tapetv:a-secret-of-our-own',
    });
    const member = await createMember(database.handle.db);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    const token = (await agent.post('/api/ably/authenticate', {})).json<{ token: string }>().token;

    expect(app.realtime.broker?.listening).toBe(true);
    const [header = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString()).kid).toBe('local.tapetv');
    const { createHmac } = await import('node:crypto');
    const [h, p, signature] = token.split('.');
    expect(
      createHmac('sha256', 'a-secret-of-our-own').update(`${h}.${p}`).digest('base64url'),
    ).toBe(signature);
  });

  it('starts no broker for a real Ably key: the page talks to Ably', async () => {
    const app = await buildTestApp(database.handle, { ABLY_API_KEY: 'xVLyHw.A-pwh7:secret' });
    const member = await createMember(database.handle.db);
    const agent = createAgent(app);
    await agent.login(member.email, member.password);

    expect(app.realtime.broker).toBeNull();
    expect(app.realtime.brokerPort).toBeNull();
    const page = await app.inject({ method: 'GET', url: '/feed' });
    expect(page.body).not.toMatch(BROKER_META);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('wss://*.ably.net');
    expect(csp).toContain('https://*.ably-realtime.com');
    expect(csp).not.toContain('ws://localhost');
    const token = (await agent.post('/api/ably/authenticate', {})).json<{ token: string }>().token;
    const [header = ''] = token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString()).kid).toBe('xVLyHw.A-pwh7');
  });

  it('with REALTIME_BROKER=external starts none, and publishes to and names the one on REALTIME_PORT', async () => {
    // The broker a cluster's primary would run, here beside the app; one secret, as in a cluster.
    const SESSION_SECRET = 'one-secret-for-every-process-of-this-app';
    const primary = await buildTestApp(database.handle, { SESSION_SECRET });
    const port = primary.realtime.broker?.port ?? 0;
    const worker = await buildTestApp(database.handle, {
      SESSION_SECRET,
      REALTIME_BROKER: 'external',
      REALTIME_PORT: String(port),
    });

    expect(worker.realtime.broker).toBeNull();
    expect(worker.realtime.brokerPort).toBe(port);
    const page = await worker.inject({ method: 'GET', url: '/feed' });
    expect(BROKER_META.exec(page.body)?.[1]).toBe(String(port));

    const listener = new Ably.Realtime({
      ...brokerClientOptions(port),
      key: formatAblyKey(testConfig(primary).ablyKey),
      logLevel: 0,
    });
    onTestFinished(() => listener.close());
    const channel = listener.channels.get(channelNames.userNotifications(1));
    const received = new Promise<Ably.Message>((resolve) => {
      void channel.subscribe('notification', resolve);
    });
    await channel.attach();
    await worker.broadcaster.publish(channelNames.userNotifications(1), 'notification', {
      id: 41,
    } as never);

    expect((await received).data).toEqual({ id: 41 });
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp, createAgent } from '../../helpers/app.ts';
import { drivers, useTestDatabase } from '../../helpers/database.ts';

const META = /<meta name="csrf-token" content="([^"]*)">/;

describe.each(drivers)('web pages on %s', (driver) => {
  const database = useTestDatabase(driver);

  it('serves a client route as HTML whose csrf-token meta equals the XSRF-TOKEN cookie', async () => {
    const app = await buildTestApp(database.handle);
    const agent = createAgent(app);

    const response = await agent.get('/feed');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const meta = META.exec(response.body)?.[1];
    expect(meta).toMatch(/^[\w-]{20,}$/);
    expect(agent.cookie('XSRF-TOKEN')).toBe(meta);
  });

  it('puts the meta tag into the head of the built web app', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'tapetv-web-'));
    onTestFinished(() => rm(webDist, { recursive: true, force: true }));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>TapeTV</title></head><body><div id="root"></div></body></html>',
    );
    const app = await buildTestApp(database.handle, { WEB_DIST_DIR: webDist });
    const agent = createAgent(app);

    const response = await agent.get('/groups/7?tab=chat');

    expect(response.statusCode).toBe(200);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(`<meta name="csrf-token" content="${agent.cookie('XSRF-TOKEN')}">`);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers a path no route of the web build matches with the app and HTTP 404', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'tapetv-web-'));
    onTestFinished(() => rm(webDist, { recursive: true, force: true }));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>TapeTV</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(webDist, 'routes.json'), '["/", "/feed", "/post/:id"]');
    const app = await buildTestApp(database.handle, { WEB_DIST_DIR: webDist });

    const unknown = await app.inject({ method: 'GET', url: '/no/such/page?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(unknown.body).toMatch(META);

    for (const url of ['/', '/feed', '/post/abc']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
  });

  it('sends a hashed asset Brotli-compressed to a browser that accepts it, plain to one that does not, cached for good', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'tapetv-web-'));
    onTestFinished(() => rm(webDist, { recursive: true, force: true }));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
    await mkdir(path.join(webDist, 'assets'));
    const script = `export const rows = [${'"TapeTV", '.repeat(2000)}];\n`;
    const file = path.join(webDist, 'assets', 'index-Ab12Cd34.js');
    await writeFile(file, script);
    await writeFile(`${file}.br`, brotliCompressSync(script));
    await writeFile(`${file}.gz`, gzipSync(script));
    const app = await buildTestApp(database.handle, { WEB_DIST_DIR: webDist });
    const url = '/assets/index-Ab12Cd34.js';

    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);

    // The page itself is never cached: it carries this browser's CSRF token.
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown API path with JSON 404', async () => {
    const app = await buildTestApp(database.handle);

    const response = await app.inject({ method: 'GET', url: '/api/whatever' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('answers a missing file with JSON 404 rather than the page', async () => {
    const app = await buildTestApp(database.handle);

    const response = await app.inject({ method: 'GET', url: '/missing.js' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the default avatar', async () => {
    const app = await buildTestApp(database.handle);

    const response = await app.inject({ method: 'GET', url: '/photos/d-avatar.jpg' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\//);
  });
});

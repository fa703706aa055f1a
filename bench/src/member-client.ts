/**
 * A member's side of the HTTP API for the benchmarks: a browser in miniature that keeps its
 * cookies and sends the CSRF token on writes, and the sign-up link from the server's mail outbox.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';

export interface HttpAnswer {
  status: number;
  setCookies: string[];
  body: string;
}

/**
 * One HTTP request on a connection of its own (no keep-alive pool: a pooled socket left idle
 * through a long load step may have been closed by the server), to a loopback address only.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  const target = new URL(url);
  if (target.hostname !== '127.0.0.1') throw new Error(`not a loopback address: ${url}`);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      target,
      { method: options.method ?? 'GET', headers: options.headers, agent: false, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookies: response.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url} did not answer in 30 s`)));
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** A browser in miniature: keeps the cookies it is given and sends the CSRF header on writes. */
export function client(base: string) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (answer: HttpAnswer) => {
    for (const line of answer.setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  /** A CSRF token for this client's cookies (GET /api/csrf-token, as the web app gets one). */
  const csrfToken = async () => {
    const csrf = await request(`${base}/api/csrf-token`, { headers: { cookie: cookie() } });
    keep(csrf);
    return (JSON.parse(csrf.body) as { token: string }).token;
  };
  return {
    cookie,
    csrfToken,
    get: (url: string) => request(`${base}${url}`, { headers: { cookie: cookie() } }),
    async post(url: string, body: unknown) {
      const token = await csrfToken();
      const answer = await request(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: cookie() },
        body: JSON.stringify(body),
      });
      keep(answer);
      if (answer.status >= 300) throw new Error(`POST ${url}: ${answer.status} ${answer.body}`);
      return JSON.parse(answer.body) as { user: { id: number } };
    },
  };
}

/** The token of the newest sign-up link in the server's mail outbox (no SMTP in the bench). */
export function signUpToken(dataDir: string): string {
  const outbox = path.join(dataDir, 'outbox');
  const newest = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .at(-1);
  if (!newest) throw new Error(`no mail in ${outbox}`);
  const mail = readFileSync(path.join(outbox, newest), 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=');
  const token = /\/register\/confirm\?token=([^\s&]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no sign-up link in ${newest}`);
  return decodeURIComponent(token);
}

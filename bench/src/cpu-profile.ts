/**
 * Where the server's Node thread spends its time under load: a CPU profile of this process
 * (node:inspector, the same profiler as `node --cpu-prof`) taken over the load window, its
 * self time attributed by area. The load generator runs in a worker thread of its own
 * (autocannon `workers`), so the main thread's profile is the server's alone.
 */
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Areas by the script a function belongs to, checked in this order; the first match wins. */
const AREAS: [area: string, matches: (url: string, name: string) => boolean][] = [
  ['idle (waiting for I/O)', (_url, name) => name === '(idle)'],
  ['garbage collection', (_url, name) => name === '(garbage collector)'],
  ['SQL driver (postgres.js)', (url) => /\/postgres\/|pglite/.test(url)],
  ['ORM (Drizzle)', (url) => url.includes('drizzle-orm')],
  ['JSON serialization', (url) => /fast-json-stringify|json-schema-ref|fast-uri/.test(url)],
  ['validation (ajv)', (url) => /\/ajv|fast-json-stringify-compiler|@fastify\/ajv/.test(url)],
  ['cookies, CSRF, helmet', (url) => /@fastify\/(cookie|helmet|csrf)|\/cookie\/|helmet/.test(url)],
  ['logging (pino)', (url) => /\/pino|\/sonic-boom/.test(url)],
  ['app (apps/server)', (url) => url.includes('/apps/server/src/')],
  ['Fastify and its routing', (url) => /\/fastify\/|find-my-way|avvio|light-my-request/.test(url)],
  [
    'Node: sockets and streams',
    (url) =>
      /node:(net|_http|stream|internal\/stream|internal\/net)/.test(url) ||
      /^node:internal\/(http|js_stream)/.test(url),
  ],
  ['Node: other', (url) => url.startsWith('node:')],
  ['native and runtime', (url) => url === ''],
];

export interface CpuBreakdown {
  area: string;
  'share %': number;
  'µs per request': number;
}

/** Starts the profiler; the returned function stops it and attributes the samples. */
export async function startCpuProfile(): Promise<(requests: number) => Promise<CpuBreakdown[]>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async (requests: number) => {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parent.set(child, node.id);
    const areaOf = (node: ProfileNode) =>
      AREAS.find(([, matches]) => matches(node.callFrame.url, node.callFrame.functionName))?.[0] ??
      'other';
    /** Node's own and native work done for the SQL driver (its socket writes) counts as the driver's. */
    const attributed = (node: ProfileNode) => {
      const own = areaOf(node);
      if (!own.startsWith('Node') && own !== 'native and runtime') return own;
      for (let up = parent.get(node.id); up !== undefined; up = parent.get(up)) {
        const caller = byId.get(up);
        if (!caller) break;
        const area = areaOf(caller);
        if (area === 'SQL driver (postgres.js)') return area;
        if (!area.startsWith('Node') && area !== 'native and runtime') break;
      }
      return own;
    };
    const selfUs = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const node = byId.get(id);
      if (!node) return;
      const area = attributed(node);
      selfUs.set(area, (selfUs.get(area) ?? 0) + (profile.timeDeltas[i] ?? 0));
    });
    const total = profile.endTime - profile.startTime;
    return [...selfUs]
      .sort((a, b) => b[1] - a[1])
      .map(([area, us]) => ({
        area,
        'share %': Math.round((us / total) * 1000) / 10,
        'µs per request': requests > 0 ? Math.round(us / requests) : 0,
      }));
  };
}

/** One request a story's fake server saw: method, path, query and the body it was sent. */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
}

/** Answers a request, or `undefined` to let it go on to the network (images, modules). */
export type FakeRoute = (request: SeenRequest) => Response | Promise<Response> | undefined;

/** The requests in `seen` to the path `pathname`, in the order they were sent. */
export const requestsTo = (seen: readonly SeenRequest[], pathname: string) =>
  seen.filter((request) => request.url.pathname === pathname);

/** A JSON refusal as the server sends it: status, `code` and a `message` to show. */
export const refusal = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  Response.json({ code: 'REFUSED', message, ...extra }, { status });

async function bodyOf(input: RequestInfo | URL, init?: RequestInit): Promise<unknown> {
  const body = input instanceof Request ? await input.clone().text() : init?.body;
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Stories never touch the network: while one renders, `globalThis.fetch` answers the API calls
 * `route` knows, records every one in `seen`, and passes anything else on. Returns what puts the
 * real fetch back (a `beforeEach` returns it as its cleanup).
 */
export function fakeServer(route: FakeRoute, seen: SeenRequest[] = []): () => void {
  const realFetch = globalThis.fetch;
  seen.length = 0;
  globalThis.fetch = async (input, init) => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, location.href);
    if (!url.pathname.startsWith('/api/')) return realFetch(input, init);
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    // ky sends a Request whose multipart body only a FormData parse can read.
    let body: unknown;
    if (input instanceof Request && input.headers.get('content-type')?.startsWith('multipart/'))
      body = Object.fromEntries((await input.clone().formData()).entries());
    else body = await bodyOf(input, init);
    const request = { method: method.toUpperCase(), url, body };
    seen.push(request);
    return (await route(request)) ?? realFetch(input, init);
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, fillPath, transportHeaders } from '../src/index.ts';

/** A fetch that records each request and answers with the given status and JSON. */
function recordingFetch(status = 200, body: unknown = { loggedIn: true }) {
  const requests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Keep an unread copy: the transport may read the original's body.
    requests.push(request.clone());
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { requests, fetch: fetchFn as unknown as typeof fetch };
}

function setMeta(content: string | undefined) {
  document.head.querySelector('meta[name="csrf-token"]')?.remove();
  if (content !== undefined) {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = content;
    document.head.append(meta);
  }
}

describe('transport headers (spec point 7)', () => {
  beforeEach(() => {
    setMeta('meta-token-123');
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the cookie
    document.cookie = 'XSRF-TOKEN=cookie%2Btoken%3D%3D; path=/';
  });
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clean up the cookie set above
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    vi.restoreAllMocks();
  });

  it('sends the meta token, the ajax marker and the decoded XSRF cookie on a relative URL', async () => {
    const { requests, fetch } = recordingFetch();
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch });
    await api.get('/api/check-login');
    const [request] = requests;
    expect(request?.url).toBe('http://localhost:3000/api/check-login');
    expect(request?.headers.get('X-CSRF-TOKEN')).toBe('meta-token-123');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('cookie+token==');
  });

  it('sends none of them to an absolute URL', async () => {
    const { requests, fetch } = recordingFetch();
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch });
    await api.transport.request('GET', 'https://quotes.example.test/quotes?ids=1,2');
    const [request] = requests;
    expect(request?.url).toBe('https://quotes.example.test/quotes?ids=1,2');
    expect(request?.headers.has('X-CSRF-TOKEN')).toBe(false);
    expect(request?.headers.has('X-Requested-With')).toBe(false);
    expect(request?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('treats protocol-relative URLs as absolute', () => {
    expect(transportHeaders('//cdn.example.test/a.json')).toEqual({});
  });

  it('logs a missing meta tag and still sends the cookie token', async () => {
    setMeta(undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const headers = transportHeaders('/api/userdata');
    expect(headers['X-CSRF-TOKEN']).toBeUndefined();
    expect(headers['X-XSRF-TOKEN']).toBe('cookie+token==');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('CSRF token not found'));
  });

  it('sets no timeout: a slow answer still arrives', async () => {
    vi.useFakeTimers();
    try {
      const fetchFn = vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
            setTimeout(() => resolve(new Response('{"loggedIn":false}', { status: 200 })), 60_000);
          }),
      );
      const api = createApiClient({
        baseUrl: 'http://localhost:3000',
        fetch: fetchFn as unknown as typeof fetch,
      });
      const answer = api.get('/api/check-login');
      await vi.advanceTimersByTimeAsync(60_000);
      await expect(answer).resolves.toEqual({ loggedIn: false });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('typed client', () => {
  beforeEach(() => setMeta('meta-token-123'));

  it('sends JSON bodies with the method and path of the contract', async () => {
    const { requests, fetch } = recordingFetch(200, { success: true, message: 'ok', user: {} });
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch });
    await api.post('/login', { body: { email: 'dana@tapetv.dev', password: 'x', remember: true } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://localhost:3000/login');
    expect(await request?.json()).toEqual({
      email: 'dana@tapetv.dev',
      password: 'x',
      remember: true,
    });
  });

  it('turns a refused answer into an ApiError with the server message and field errors', async () => {
    const { fetch } = recordingFetch(422, {
      code: 'VALIDATION_FAILED',
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch });
    const failure = await api
      .post('/register', {
        body: { name: 'A', userName: 'abc', email: 'a@b.co', password: 'password1' },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).message).toBe('The email has already been taken.');
    expect((failure as ApiError).fieldErrors.email).toEqual(['The email has already been taken.']);
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath('/api/posts/{postId}/comments', { postId: 'a b' })).toBe(
      '/api/posts/a%20b/comments',
    );
    expect(() => fillPath('/api/posts/{postId}', {})).toThrow('Missing path parameter "postId"');
  });
});

describe('uploads', () => {
  beforeEach(() => {
    setMeta('meta-token-123');
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the cookie
    document.cookie = 'XSRF-TOKEN=cookie-token; path=/';
  });
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clean up the cookie set above
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  const answer = { url: '/uploads/abc.webp', width: 40, height: 30 };

  it('sends the form untouched, as multipart, with the CSRF headers', async () => {
    const { requests, fetch } = recordingFetch(201, answer);
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch });
    const form = new FormData();
    form.append('context', 'post');
    form.append('file', new Blob(['png bytes'], { type: 'image/png' }), 'chart.png');

    const uploaded = await api.upload('/api/uploads', form);

    expect(uploaded).toEqual(answer);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://localhost:3000/api/uploads');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers.get('X-CSRF-TOKEN')).toBe('meta-token-123');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('cookie-token');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    const sent = await request?.formData();
    expect(sent?.get('context')).toBe('post');
    // (jsdom's File is a stranger to Node's fetch, which names it "blob"; browsers keep the name.)
    const file = sent?.get('file') as File;
    expect(file.type).toBe('image/png');
    expect(await file.text()).toBe('png bytes');
  });

  it('builds the form from named fields', async () => {
    const { requests, fetch } = recordingFetch(201, answer);
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch });

    await api.upload('/api/uploads', { context: 'post', file: new Blob(['gif']) });

    const sent = await requests[0]?.formData();
    expect(sent?.get('context')).toBe('post');
    const file = sent?.get('file') as Blob;
    expect(await file.text()).toBe('gif');
  });

  it('turns a refused upload into an ApiError with the server’s message', async () => {
    const { fetch } = recordingFetch(413, {
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large (max 10 MB).',
    });
    const api = createApiClient({ baseUrl: 'http://localhost:3000', fetch });

    const failure = await api
      .upload('/api/uploads', { context: 'post', file: new Blob(['x']) })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(413);
    expect((failure as ApiError).message).toBe('The file is too large (max 10 MB).');
  });

  it('stops when its signal aborts', async () => {
    const fetchFn = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          // Like fetch: an aborted signal rejects at once, or as soon as it aborts.
          const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
          if (signal?.aborted) reject(signal.reason);
          signal?.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const api = createApiClient({
      baseUrl: 'http://localhost:3000',
      fetch: fetchFn as unknown as typeof fetch,
    });
    const controller = new AbortController();

    const pending = api.upload(
      '/api/uploads',
      { context: 'post', file: new Blob(['x']) },
      { signal: controller.signal },
    );
    controller.abort();

    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('whenSettled', () => {
  it('answers at once when nothing is in flight, else when the last request ends, failed or not', async () => {
    // Each request waits for the test to answer it: the first is refused, the second accepted.
    const answers: (() => void)[] = [];
    const gate = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          const status = answers.length === 0 ? 500 : 200;
          answers.push(() => resolve(new Response('{}', { status })));
        }),
    );
    const api = createApiClient({
      baseUrl: 'http://test.local',
      fetch: gate as unknown as typeof fetch,
    });
    const idleAtOnce = vi.fn();
    api.transport.whenSettled(idleAtOnce);
    expect(idleAtOnce).toHaveBeenCalledTimes(1);

    const first = api.transport.request('GET', '/api/a').catch(() => 'refused');
    const second = api.transport.request('GET', '/api/b');
    const settled = vi.fn();
    const stopped = vi.fn();
    api.transport.whenSettled(settled);
    api.transport.whenSettled(stopped)();
    await vi.waitFor(() => expect(answers).toHaveLength(2));

    answers[0]?.();
    await expect(first).resolves.toBe('refused');
    expect(settled).not.toHaveBeenCalled();
    answers[1]?.();
    await second;
    expect(settled).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});

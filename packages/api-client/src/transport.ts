import ky, { HTTPError, type KyInstance, type Options } from 'ky';

/** True for `https://…`, `http://…`, `//host/…`: requests that leave our own origin. */
export function isAbsoluteUrl(url: string): boolean {
  return /^[a-z][a-z\d+\-.]*:/i.test(url) || url.startsWith('//');
}

let warnedMissingMeta = false;

/** The CSRF token from `<meta name="csrf-token">`; a missing tag is logged (once). */
export function readCsrfMeta(doc: Document | undefined = globalThis.document): string | undefined {
  const content = doc?.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content;
  if (!content) {
    if (!warnedMissingMeta) {
      warnedMissingMeta = true;
      console.error('CSRF token not found: the page has no <meta name="csrf-token"> tag');
    }
    return undefined;
  }
  return content;
}

/** The XSRF-TOKEN cookie's value, URL-decoded, if the server has set one. */
export function readXsrfCookie(
  doc: Document | undefined = globalThis.document,
): string | undefined {
  const cookies = doc?.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The headers the spec (point 7) has every request carry: the CSRF token from the meta tag,
 * the ajax marker, and the XSRF-TOKEN cookie echoed back. Requests to absolute URLs get none
 * of them, so our token never leaks to another origin.
 */
export function transportHeaders(
  url: string,
  doc: Document | undefined = globalThis.document,
): Record<string, string> {
  if (isAbsoluteUrl(url)) return {};
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  const meta = readCsrfMeta(doc);
  if (meta) headers['X-CSRF-TOKEN'] = meta;
  const xsrf = readXsrfCookie(doc);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

/** An answer the server refused: its status and its `{code, message, errors}` body when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The server's per-field messages (422), keyed by request field. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

export interface TransportOptions {
  /** Origin that relative paths are resolved against; defaults to the page's origin. */
  baseUrl?: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Where the meta tag and cookie are read from; defaults to the page's document. */
  document?: Document;
}

export interface Transport {
  request<T>(
    method: string,
    url: string,
    options?: {
      json?: unknown;
      searchParams?: Record<string, string>;
      body?: BodyInit;
      headers?: Record<string, string>;
      /** Aborts the request (e.g. a file upload the member cancelled). */
      signal?: AbortSignal;
    },
  ): Promise<T>;
  /**
   * Calls `listener` once no request of this transport is in flight: at once when none is, else
   * when the last one ends. Returns a function that stops waiting.
   */
  whenSettled(listener: () => void): () => void;
}

/** ky underneath, with no default timeout and no retries (writes are never repeated behind a member's back). */
export function createTransport(options: TransportOptions = {}): Transport {
  const instance: KyInstance = ky.create({
    timeout: false,
    retry: 0,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const baseUrl = options.baseUrl ?? globalThis.location?.origin ?? '';
  let inFlight = 0;
  const waiting = new Set<() => void>();
  const settle = () => {
    if (inFlight > 0) return;
    const listeners = [...waiting];
    waiting.clear();
    for (const listener of listeners) listener();
  };

  return {
    whenSettled(listener) {
      if (inFlight === 0) {
        listener();
        return () => {};
      }
      waiting.add(listener);
      return () => waiting.delete(listener);
    },
    async request<T>(method: string, url: string, init: Parameters<Transport['request']>[2] = {}) {
      const target = isAbsoluteUrl(url) ? url : `${baseUrl}${url}`;
      const kyOptions: Options = {
        method,
        headers: {
          Accept: 'application/json',
          ...transportHeaders(url, options.document),
          ...init.headers,
        },
        ...(init.json !== undefined ? { json: init.json } : {}),
        ...(init.body !== undefined ? { body: init.body } : {}),
        ...(init.searchParams ? { searchParams: init.searchParams } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      };
      inFlight += 1;
      try {
        const response = await instance(target, kyOptions);
        if (response.status === 204) return undefined as T;
        const text = await response.text();
        return (text === '' ? undefined : JSON.parse(text)) as T;
      } catch (error) {
        if (error instanceof HTTPError) {
          const body: unknown = await error.response
            .clone()
            .json()
            .catch(() => undefined);
          const message =
            (body as { message?: unknown } | undefined)?.message ??
            `Request failed with status ${error.response.status}`;
          throw new ApiError(error.response.status, body, String(message));
        }
        throw error;
      } finally {
        inFlight -= 1;
        settle();
      }
    },
  };
}

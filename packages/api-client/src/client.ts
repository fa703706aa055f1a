import type { paths } from './schema.gen.ts';
import { createTransport, type TransportOptions } from './transport.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths of the contract that have an operation for this method. */
export type PathsFor<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body an operation accepts. */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: infer R }
    ? JsonContent<R>
    : Operation<P, M> extends { requestBody?: infer R }
      ? JsonContent<NonNullable<R>>
      : never;

/** The JSON an operation answers on success (200 or 201). */
export type ResponseBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer Ok }
      ? JsonContent<Ok>
      : R extends { 201: infer Created }
        ? JsonContent<Created>
        : undefined
    : never;

type Params<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { parameters: infer X } ? X : never;
type PathParams<P extends keyof paths, M extends Method> =
  Params<P, M> extends { path: infer X } ? X : never;
type QueryParams<P extends keyof paths, M extends Method> =
  Params<P, M> extends { query?: infer X } ? X : never;

type IsNever<T> = [T] extends [never] ? true : false;

export type RequestOptions<P extends keyof paths, M extends Method> = (IsNever<
  PathParams<P, M>
> extends true
  ? { path?: never }
  : { path: PathParams<P, M> }) &
  (IsNever<QueryParams<P, M>> extends true ? { query?: never } : { query?: QueryParams<P, M> }) &
  (IsNever<RequestBody<P, M>> extends true ? { body?: never } : { body: RequestBody<P, M> });

type Args<P extends keyof paths, M extends Method> =
  IsNever<PathParams<P, M>> extends true
    ? IsNever<RequestBody<P, M>> extends true
      ? [options?: RequestOptions<P, M>]
      : [options: RequestOptions<P, M>]
    : [options: RequestOptions<P, M>];

/** `/api/posts/{postId}` with `{postId: 7}` → `/api/posts/7`. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null)
      throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function toSearchParams(
  query: Record<string, unknown> | undefined,
): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  return entries.length > 0
    ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)]))
    : undefined;
}

/**
 * The typed client: one method per HTTP verb, taking a path of the OpenAPI contract. Paths,
 * parameters, bodies and answers are all checked against `schema.gen.ts`, which is generated
 * from the server's route schemas.
 */
export function createApiClient(options: TransportOptions = {}) {
  const transport = createTransport(options);
  const call =
    <M extends Method>(method: M) =>
    <P extends PathsFor<M>>(path: P, ...[init]: Args<P, M>): Promise<ResponseBody<P, M>> => {
      const {
        path: pathParams,
        query,
        body,
      } = (init ?? {}) as {
        path?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      const searchParams = toSearchParams(query);
      return transport.request<ResponseBody<P, M>>(
        method.toUpperCase(),
        fillPath(path as string, pathParams),
        {
          ...(body !== undefined ? { json: body } : {}),
          ...(searchParams ? { searchParams } : {}),
        },
      );
    };
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    /** The raw transport, for multipart uploads and calls outside the contract. */
    transport,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

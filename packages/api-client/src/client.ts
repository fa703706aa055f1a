import type { paths } from './schema.gen.ts';
import { createTransport, type TransportOptions } from './transport.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths of the contract that have an operation for this method. */
type AnyPathFor<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

/** Paths of the contract that have an operation for this method taking JSON (or no body). */
export type PathsFor<M extends Method> = {
  [P in AnyPathFor<M>]: TakesForm<P, M> extends true ? never : P;
}[AnyPathFor<M>];

export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type FormContent<T> = T extends { content: { 'multipart/form-data': infer B } } ? B : never;

/** The request body of an operation, whatever its media type. */
type RequestBodyOf<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: infer R }
    ? R
    : Operation<P, M> extends { requestBody?: infer R }
      ? NonNullable<R>
      : never;

type TakesForm<P extends keyof paths, M extends Method> =
  IsNever<FormContent<RequestBodyOf<P, M>>> extends true ? false : true;

/** Paths whose POST takes a multipart form (file uploads): `api.upload`, not `api.post`. */
export type UploadPath = {
  [P in AnyPathFor<'post'>]: TakesForm<P, 'post'> extends true ? P : never;
}[AnyPathFor<'post'>];

/** The fields of an upload form, by name, as the contract lists them. */
export type UploadFields<P extends UploadPath> = FormContent<RequestBodyOf<P, 'post'>>;

/** The JSON body an operation accepts. */
export type RequestBody<P extends keyof paths, M extends Method> = JsonContent<RequestBodyOf<P, M>>;

/** The JSON an operation answers on success (200, 201 or 202 Accepted). */
export type ResponseBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { responses: infer R }
    ? R extends { 200: infer Ok }
      ? JsonContent<Ok>
      : R extends { 201: infer Created }
        ? JsonContent<Created>
        : R extends { 202: infer Accepted }
          ? JsonContent<Accepted>
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

function toFormData(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
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
  /**
   * Sends a multipart form to an upload path of the contract, with the same headers as every
   * other call (CSRF token, ajax marker). The FormData goes to fetch untouched, so the browser
   * writes the multipart boundary into the Content-Type itself. Field names are checked against
   * the contract when the form is given as an object; a FormData is sent as it is.
   */
  const upload = <P extends UploadPath>(
    path: P,
    form: FormData | { [K in keyof UploadFields<P>]: string | Blob },
    options: { signal?: AbortSignal } = {},
  ): Promise<ResponseBody<P, 'post'>> => {
    const body = form instanceof FormData ? form : toFormData(form);
    return transport.request<ResponseBody<P, 'post'>>('POST', path, {
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  };
  return {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
    upload,
    /** The raw transport, for calls outside the contract. */
    transport,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

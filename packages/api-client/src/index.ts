export type {
  ApiClient,
  PathsFor,
  RequestBody,
  ResponseBody,
  UploadFields,
  UploadPath,
} from './client.ts';
export { createApiClient, fillPath } from './client.ts';
export { limits } from './limits.gen.ts';
export type { components, operations, paths } from './schema.gen.ts';
export type { Transport, TransportOptions } from './transport.ts';
export {
  ApiError,
  createTransport,
  isAbsoluteUrl,
  readCsrfMeta,
  readXsrfCookie,
  transportHeaders,
} from './transport.ts';

import type { ResponseBody } from './client.ts';
import type { components } from './schema.gen.ts';

/** The logged-in member, as `GET /api/userdata` answers. */
export type UserData = ResponseBody<'/api/userdata', 'get'>;

/** A schema the contract names in `components.schemas` (real-time payloads among them). */
export type ContractSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

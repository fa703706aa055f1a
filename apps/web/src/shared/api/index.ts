export { afterFirstApiContent } from './after-first-content.ts';
export { api } from './client.ts';
export type { FormFailure, FormResult, MessageResult } from './form-result.ts';
export { FORM_TRANSPORT_ERROR, formFailure } from './form-result.ts';
export { prefetch, takePrefetched } from './prefetch.ts';

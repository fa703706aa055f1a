import { createApiClient } from '@tapetv/api-client';

/** The one API client of the web app: every HTTP call goes through it. */
export const api = createApiClient();

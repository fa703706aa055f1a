import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/emailAlerts`: where the alerts go, and the three lists with their state. */
export type EmailAlerts = ResponseBody<'/api/emailAlerts', 'get'>;

/** One list: its words, schedule and state (`off`, `pending` until the mailed link is opened, `active`). */
export type EmailAlert = EmailAlerts['lists'][number];

export type EmailAlertListName = EmailAlert['list'];
export type EmailAlertStatus = EmailAlert['status'];

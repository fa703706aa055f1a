import type { ResponseBody } from '@tapetv/api-client';

/** `GET /api/webinars`: upcoming and live ones soonest first, ended ones most recent first. */
export type WebinarList = ResponseBody<'/api/webinars', 'get'>;

/** A webinar as the schedule shows it, with the viewer's seat and the registrant count. */
export type WebinarSummary = WebinarList['upcoming'][number];

export type WebinarStatus = WebinarSummary['status'];

/** `GET /api/webinars/{slug}`: a webinar with its description (safe HTML). */
export type Webinar = ResponseBody<'/api/webinars/{slug}', 'get'>;

/** What registering or cancelling answers: the webinar after it and a sentence to show. */
export type WebinarRegistration = ResponseBody<'/api/webinars/{slug}/registration', 'post'>;

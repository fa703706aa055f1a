import { paths } from '@/shared/config';

/** The webinars page (`/webinar`, issue 20). */
export const WEBINARS_PATH = paths.webinars;

/** The webinars page with one webinar open: what the cards, mails and reminders link to. */
export const webinarHref = paths.webinar;

/** The page's tabs: what is coming (and live), and the replays of what has ended. */
export type WebinarTab = 'upcoming' | 'replays';

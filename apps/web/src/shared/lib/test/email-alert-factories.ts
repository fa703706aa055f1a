import type { ResponseBody } from '@tapetv/api-client';

// The API's own shapes (shared may not import entities).
type EmailAlerts = ResponseBody<'/api/emailAlerts', 'get'>;
type EmailAlert = EmailAlerts['lists'][number];

const LISTS: Record<
  EmailAlert['list'],
  Omit<EmailAlert, 'list' | 'status' | 'resend_available_at'>
> = {
  daily_wrap: {
    title: 'Daily market wrap',
    description: 'The day’s biggest US stock movers, up and down, once the market has closed.',
    schedule: 'Weekdays at 21:30 UTC, after the US close',
  },
  watchlist_earnings: {
    title: 'Earnings of my watchlist',
    description:
      'Which companies in your watchlists report earnings in the next 7 days, with the estimates.',
    schedule: 'Daily at 11:00 UTC, when one of your symbols reports within a week',
  },
  new_reports: {
    title: 'New reports',
    description: 'A short note with the summary each time a specialized report is published.',
    schedule: 'When a report is published',
  },
};

/** One list as the server words it, off unless said. */
export const emailAlertFactory = (
  overrides: Partial<EmailAlert> & { list: EmailAlert['list'] },
): EmailAlert => ({
  ...LISTS[overrides.list],
  status: 'off',
  resend_available_at: null,
  ...overrides,
});

/** The three lists, all off unless `status` names some, for dana@tapetv.dev. */
export const emailAlertsFactory = (
  status: Partial<Record<EmailAlert['list'], EmailAlert['status']>> = {},
): EmailAlerts => ({
  email: 'dana@tapetv.dev',
  lists: (['daily_wrap', 'watchlist_earnings', 'new_reports'] as const).map((list) =>
    emailAlertFactory({ list, status: status[list] ?? 'off' }),
  ),
});

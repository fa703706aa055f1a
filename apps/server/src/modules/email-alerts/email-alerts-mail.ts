import type { EmailAlertList } from '../../db/schema/index.ts';
import type { Mail } from '../../lib/mailer.ts';
import { CONFIRM_LINK_HOURS } from '../../schemas/email-alerts.ts';

/**
 * What the email alerts say: pure functions from figures to mail (and to the small unsubscribe
 * page), so the wording and the headers are tested without a database or a queue.
 */

export interface ListInfo {
  title: string;
  description: string;
  schedule: string;
}

export const LIST_INFO: Record<EmailAlertList, ListInfo> = {
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

/** A member an alert goes to, with the links personal to their subscription. */
export interface Recipient {
  email: string;
  name: string;
  /** The subscription's unsubscribe token (made again from its nonce for each mail). */
  unsubscribeToken: string;
}

export const unsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/emailAlerts/unsubscribe/${encodeURIComponent(token)}`;

export const confirmUrl = (appUrl: string, token: string) =>
  `${appUrl}/email-alerts?confirm=${encodeURIComponent(token)}`;

/**
 * The headers of one-click unsubscribe (RFC 8058, which Gmail and Yahoo ask of bulk senders): the
 * mail client POSTs `List-Unsubscribe=One-Click` to the URL, with no cookies.
 */
export function unsubscribeHeaders(appUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(appUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** An alert mail: the body, then the footer with the visible unsubscribe link, and the headers. */
function alertMail(
  appUrl: string,
  list: EmailAlertList,
  to: Recipient,
  subject: string,
  body: string[],
): Mail {
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.name},`,
      '',
      ...body,
      '',
      '—',
      `You get this because you turned on “${LIST_INFO[list].title}” at TapeTV.`,
      `Manage your alerts: ${appUrl}/email-alerts`,
      `Unsubscribe from this list: ${unsubscribeUrl(appUrl, to.unsubscribeToken)}`,
    ].join('\n'),
    headers: unsubscribeHeaders(appUrl, to.unsubscribeToken),
  };
}

export function confirmationMail(
  appUrl: string,
  list: EmailAlertList,
  to: { email: string; name: string },
  token: string,
): Mail {
  const { title, description } = LIST_INFO[list];
  return {
    to: to.email,
    subject: `Confirm your TapeTV email alert: ${title}`,
    text: [
      `Hello ${to.name},`,
      '',
      `You asked to receive “${title}” by email: ${description}`,
      'To turn it on, open:',
      confirmUrl(appUrl, token),
      '',
      `The link works for ${CONFIRM_LINK_HOURS} hours. Until you open it, we send you nothing else.`,
      'If you did not ask for this, ignore this message.',
    ].join('\n'),
  };
}

// ---------------------------------------------------------------------------------------------
// The daily market wrap.

export interface MoverQuote {
  symbol: string;
  name: string;
  price: number;
  changePct: number;
  currency: string;
  simulated: boolean;
}

export interface DailyWrap {
  /** The New York session day, `YYYY-MM-DD`. */
  day: string;
  gainers: MoverQuote[];
  losers: MoverQuote[];
  /** How many symbols rose and fell. */
  advancing: number;
  declining: number;
  simulated: boolean;
}

/** How many movers each side of the wrap names. */
export const WRAP_MOVERS = 5;

/**
 * The day's movers among `quotes`: the WRAP_MOVERS best and worst by percentage change (a side
 * holds only symbols that moved that way), ties by ticker; null when there are no quotes.
 */
export function dailyWrapOf(day: string, quotes: readonly MoverQuote[]): DailyWrap | null {
  if (quotes.length === 0) return null;
  const byChange = [...quotes].sort(
    (a, b) => b.changePct - a.changePct || a.symbol.localeCompare(b.symbol),
  );
  return {
    day,
    gainers: byChange.filter((quote) => quote.changePct > 0).slice(0, WRAP_MOVERS),
    losers: byChange
      .filter((quote) => quote.changePct < 0)
      .reverse()
      .slice(0, WRAP_MOVERS),
    advancing: quotes.filter((quote) => quote.changePct > 0).length,
    declining: quotes.filter((quote) => quote.changePct < 0).length,
    simulated: quotes.some((quote) => quote.simulated),
  };
}

const price = (value: number) => (value >= 1 ? value.toFixed(2) : value.toPrecision(4));
/** A signed percentage: the sign says the direction in plain text too. */
export const signedPercent = (value: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(2)}%`;

const moverLine = (quote: MoverQuote) =>
  `  ${quote.symbol.padEnd(8)} ${signedPercent(quote.changePct).padStart(8)}  ${price(quote.price)} ${quote.currency}  ${quote.name}`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day as the mails write it: `Tuesday 6 January 2026` (by hand: ICU versions differ on commas). */
export function dayText(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export function dailyWrapMail(appUrl: string, wrap: DailyWrap, to: Recipient): Mail {
  return alertMail(appUrl, 'daily_wrap', to, `Market wrap: ${dayText(wrap.day)}`, [
    `The US stock market on ${dayText(wrap.day)}: ${wrap.advancing} of our US stocks rose and ${wrap.declining} fell.`,
    ...(wrap.simulated
      ? [
          '',
          'Simulated prices: TapeTV runs without a market data provider, so these moves are invented.',
        ]
      : []),
    '',
    'Top gainers',
    ...(wrap.gainers.length ? wrap.gainers.map(moverLine) : ['  None rose today.']),
    '',
    'Top losers',
    ...(wrap.losers.length ? wrap.losers.map(moverLine) : ['  None fell today.']),
    '',
    `All markets: ${appUrl}/markets/stocks/us`,
  ]);
}

// ---------------------------------------------------------------------------------------------
// Earnings of the member's watchlists.

export interface UpcomingEarnings {
  symbol: string;
  company: string;
  /** `YYYY-MM-DD`. */
  date: string;
  time: 'before_open' | 'after_close' | 'during' | 'unknown';
  fiscalQuarter: string | null;
  epsForecast: number | null;
  currency: string;
  /** A row of the seeded sample calendar, not a real company's date. */
  sample: boolean;
}

const TIME_TEXT: Record<UpcomingEarnings['time'], string> = {
  before_open: 'before the open',
  after_close: 'after the close',
  during: 'during the session',
  unknown: 'time not announced',
};

export function watchlistEarningsMail(
  appUrl: string,
  day: string,
  earnings: readonly UpcomingEarnings[],
  to: Recipient,
): Mail {
  const sorted = [...earnings].sort(
    (a, b) => a.date.localeCompare(b.date) || a.symbol.localeCompare(b.symbol),
  );
  const count = sorted.length;
  return alertMail(
    appUrl,
    'watchlist_earnings',
    to,
    `Earnings this week: ${count} of your watchlist ${count === 1 ? 'symbol reports' : 'symbols report'}`,
    [
      `In the 7 days from ${dayText(day)}, these symbols of your watchlists report earnings:`,
      '',
      ...sorted.map(
        (row) =>
          `  ${dayText(row.date)}, ${TIME_TEXT[row.time]}: ${row.symbol} (${row.company})` +
          (row.fiscalQuarter ? ` ${row.fiscalQuarter}` : '') +
          (row.epsForecast === null
            ? ''
            : `, EPS estimate ${row.epsForecast.toFixed(2)} ${row.currency}`),
      ),
      ...(sorted.some((row) => row.sample)
        ? ['', 'Sample calendar: these dates come from TapeTV’s demo data, not from the companies.']
        : []),
      '',
      `The full calendar: ${appUrl}/earning-calendar`,
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// A new specialized report.

export interface NewReport {
  slug: string;
  title: string;
  summary: string;
  author: string;
  proOnly: boolean;
}

export const reportUrl = (appUrl: string, slug: string) =>
  `${appUrl}/single-report?slug=${encodeURIComponent(slug)}`;

export function newReportMail(appUrl: string, report: NewReport, to: Recipient): Mail {
  return alertMail(appUrl, 'new_reports', to, `New report: ${report.title}`, [
    `${report.author} published a new report${report.proOnly ? ' for pro members' : ''}:`,
    '',
    report.title,
    report.summary,
    '',
    `Read it: ${reportUrl(appUrl, report.slug)}`,
  ]);
}

// ---------------------------------------------------------------------------------------------
// The page a mail's visible unsubscribe link opens (GET changes nothing: link scanners open it).

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type UnsubscribePageState =
  | { kind: 'ask'; title: string; action: string }
  | { kind: 'done'; title: string }
  | { kind: 'invalid' };

/** A small standalone page (no script: the app's CSP allows none inline) in the app's colours. */
export function unsubscribePage(appUrl: string, state: UnsubscribePageState): string {
  const heading =
    state.kind === 'ask'
      ? `Unsubscribe from “${state.title}”?`
      : state.kind === 'done'
        ? `You are unsubscribed from “${state.title}”`
        : 'This unsubscribe link is not valid';
  const body =
    state.kind === 'ask'
      ? `<p>You will get no more of these emails. You can turn them on again on your email alerts page.</p>
<form method="post" action="${escapeHtml(state.action)}"><button type="submit">Unsubscribe</button></form>`
      : state.kind === 'done'
        ? '<p>You will get no more of these emails. You can turn them on again at any time.</p>'
        : '<p>It may have been cut short by your mail program. You can turn any alert off on your email alerts page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(heading)} · TapeTV</title>
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0d1117;color:#e6edf3}
main{max-width:32rem;margin:4rem auto;padding:0 1rem}
h1{font-size:1.375rem;line-height:1.3}
a{color:#58a6ff}
button{font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #f85149;background:#da3633;color:#fff;cursor:pointer}
button:focus-visible{outline:2px solid #58a6ff;outline-offset:2px}
@media (prefers-color-scheme: light){body{background:#fff;color:#1f2328}a{color:#0969da}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
${body}
<p><a href="${escapeHtml(`${appUrl}/email-alerts`)}">Your email alerts</a></p>
</main>
</body>
</html>
`;
}

import { describe, expect, it } from 'vitest';
import {
  confirmationMail,
  dailyWrapMail,
  dailyWrapOf,
  dayText,
  type MoverQuote,
  newReportMail,
  signedPercent,
  type UpcomingEarnings,
  unsubscribeHeaders,
  unsubscribePage,
  WRAP_MOVERS,
  watchlistEarningsMail,
} from '../../src/modules/email-alerts/email-alerts-mail.ts';

const APP = 'https://tapetv.example';
const TO = { email: 'dana@tapetv.dev', name: 'Dana', unsubscribeToken: 'tok_123' };

const quote = ({ symbol, ...overrides }: Partial<MoverQuote> & { symbol: string }): MoverQuote => ({
  symbol,
  name: `${symbol} Inc.`,
  price: 100,
  changePct: 0,
  currency: 'USD',
  simulated: false,
  ...overrides,
});

const earnings = ({
  symbol,
  ...overrides
}: Partial<UpcomingEarnings> & { symbol: string }): UpcomingEarnings => ({
  symbol,
  company: `${symbol} Corp.`,
  date: '2026-01-08',
  time: 'before_open',
  fiscalQuarter: null,
  epsForecast: null,
  currency: 'USD',
  sample: false,
  ...overrides,
});

describe('dailyWrapOf', () => {
  it('names the biggest gainers and losers, each side only with symbols that moved that way', () => {
    const quotes = [
      quote({ symbol: 'UP1', changePct: 1 }),
      quote({ symbol: 'UP3', changePct: 3 }),
      quote({ symbol: 'FLAT', changePct: 0 }),
      quote({ symbol: 'DN2', changePct: -2 }),
      quote({ symbol: 'DN5', changePct: -5 }),
    ];
    const wrap = dailyWrapOf('2026-01-06', quotes);
    expect(wrap?.gainers.map((each) => each.symbol)).toEqual(['UP3', 'UP1']);
    expect(wrap?.losers.map((each) => each.symbol)).toEqual(['DN5', 'DN2']);
    expect(wrap).toMatchObject({ advancing: 2, declining: 2, simulated: false });
  });

  it(`keeps ${WRAP_MOVERS} a side, ties by ticker, and says when any price is simulated`, () => {
    const quotes = ['F', 'E', 'D', 'C', 'B', 'A'].map((symbol) =>
      quote({ symbol, changePct: 2, simulated: symbol === 'C' }),
    );
    const wrap = dailyWrapOf('2026-01-06', quotes);
    expect(wrap?.gainers.map((each) => each.symbol)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(wrap?.losers).toEqual([]);
    expect(wrap?.simulated).toBe(true);
  });

  it('is null without quotes', () => {
    expect(dailyWrapOf('2026-01-06', [])).toBeNull();
  });
});

describe('texts', () => {
  it('writes days and signed percentages the same everywhere', () => {
    expect(dayText('2026-01-06')).toBe('Tuesday 6 January 2026');
    expect(dayText('2026-11-29')).toBe('Sunday 29 November 2026');
    expect(signedPercent(1.234)).toBe('+1.23%');
    expect(signedPercent(-0.5)).toBe('−0.50%');
    expect(signedPercent(0)).toBe('0.00%');
  });
});

describe('alert mails', () => {
  it('carry RFC 8058 one-click headers and a visible unsubscribe link', () => {
    const wrap = dailyWrapOf('2026-01-06', [quote({ symbol: 'AAPL', changePct: 1.5 })]);
    if (!wrap) throw new Error('no wrap');
    const mails = [
      dailyWrapMail(APP, wrap, TO),
      watchlistEarningsMail(APP, '2026-01-06', [earnings({ symbol: 'AAPL' })], TO),
      newReportMail(APP, { slug: 's', title: 'T', summary: 'S', author: 'A', proOnly: false }, TO),
    ];
    for (const mail of mails) {
      expect(mail.headers).toEqual(unsubscribeHeaders(APP, 'tok_123'));
      expect(mail.headers?.['List-Unsubscribe']).toBe(
        '<https://tapetv.example/api/emailAlerts/unsubscribe/tok_123>',
      );
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(
        'Unsubscribe from this list: https://tapetv.example/api/emailAlerts/unsubscribe/tok_123',
      );
      expect(mail.to).toBe('dana@tapetv.dev');
    }
  });

  it('the wrap lists movers with signed changes and labels simulated prices', () => {
    const wrap = dailyWrapOf('2026-01-06', [
      quote({ symbol: 'AAPL', changePct: 1.5, price: 231.2, simulated: true }),
      quote({ symbol: 'MSFT', changePct: -2.25, price: 410 }),
    ]);
    if (!wrap) throw new Error('no wrap');
    const mail = dailyWrapMail(APP, wrap, TO);
    expect(mail.subject).toBe('Market wrap: Tuesday 6 January 2026');
    expect(mail.text).toContain('1 of our US stocks rose and 1 fell');
    expect(mail.text).toContain('Simulated prices');
    expect(mail.text).toMatch(/AAPL\s+\+1\.50%\s+231\.20 USD/);
    expect(mail.text).toMatch(/MSFT\s+−2\.25%\s+410\.00 USD/);
  });

  it('the earnings alert sorts by day, says when, and labels sample rows', () => {
    const mail = watchlistEarningsMail(
      APP,
      '2026-01-06',
      [
        earnings({ symbol: 'MSFT', date: '2026-01-09', time: 'after_close', epsForecast: 3.1 }),
        earnings({ symbol: 'AAPL', date: '2026-01-07', fiscalQuarter: 'Q1 2026', sample: true }),
      ],
      TO,
    );
    expect(mail.subject).toBe('Earnings this week: 2 of your watchlist symbols report');
    const aapl = mail.text.indexOf('AAPL');
    const msft = mail.text.indexOf('MSFT');
    expect(aapl).toBeLessThan(msft);
    expect(mail.text).toContain(
      'Wednesday 7 January 2026, before the open: AAPL (AAPL Corp.) Q1 2026',
    );
    expect(mail.text).toContain('after the close: MSFT (MSFT Corp.), EPS estimate 3.10 USD');
    expect(mail.text).toContain('Sample calendar');
  });

  it('the new report note links the report and says when it is for pro members', () => {
    const mail = newReportMail(
      APP,
      { slug: 'gap & go', title: 'Gaps', summary: 'Why gaps fill.', author: 'Ana', proOnly: true },
      TO,
    );
    expect(mail.subject).toBe('New report: Gaps');
    expect(mail.text).toContain('Ana published a new report for pro members:');
    expect(mail.text).toContain('https://tapetv.example/single-report?slug=gap%20%26%20go');
  });

  it('the confirmation mail links the page with the token and has no unsubscribe header', () => {
    const mail = confirmationMail(APP, 'daily_wrap', TO, 'confirm_abc');
    expect(mail.subject).toBe('Confirm your TapeTV email alert: Daily market wrap');
    expect(mail.text).toContain('https://tapetv.example/email-alerts?confirm=confirm_abc');
    expect(mail.text).toContain('48 hours');
    expect(mail.headers).toBeUndefined();
  });
});

describe('unsubscribePage', () => {
  it('asks with a form that posts, and escapes what it shows', () => {
    const html = unsubscribePage(APP, {
      kind: 'ask',
      title: 'Daily <b>wrap</b>',
      action: '/api/emailAlerts/unsubscribe/a"b',
    });
    expect(html).toContain('<form method="post" action="/api/emailAlerts/unsubscribe/a&quot;b">');
    expect(html).toContain('Daily &lt;b&gt;wrap&lt;/b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('<a href="https://tapetv.example/email-alerts">');
  });

  it('has no form once done, nor for a link that is not valid', () => {
    expect(unsubscribePage(APP, { kind: 'done', title: 'New reports' })).not.toContain('<form');
    expect(unsubscribePage(APP, { kind: 'invalid' })).toContain(
      'This unsubscribe link is not valid',
    );
  });
});

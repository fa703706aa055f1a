import type { Database, Executor } from '../../db/client.ts';
import { EMAIL_ALERT_LISTS, type EmailAlertList } from '../../db/schema/index.ts';
import { AppError, badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import { hmac, randomToken, sha256 } from '../../lib/tokens.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import { MAIL_JOB } from '../../plugins/app/mailer.ts';
import {
  CONFIRM_LINK_HOURS,
  type EmailAlertChangeView,
  type EmailAlertStateView,
  type EmailAlertsView,
  type EmailAlertView,
  RESEND_WAIT_SECONDS,
} from '../../schemas/email-alerts.ts';
import { hoursOf, isTradingDay, localTime } from '../quotes/exchange-hours.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { SymbolsRepository } from '../symbols/symbols.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import type {
  ActiveSubscription,
  EmailAlertSubscriptionRow,
  EmailAlertsRepository,
} from './email-alerts.repository.ts';
import {
  confirmationMail,
  dailyWrapMail,
  dailyWrapOf,
  LIST_INFO,
  newReportMail,
  type Recipient,
  type UnsubscribePageState,
  unsubscribePage,
  watchlistEarningsMail,
} from './email-alerts-mail.ts';

export const CONFIRM_INVALID =
  'This confirmation link is not valid. Turn the alert on again to get a new one.';
export const CONFIRM_EXPIRED =
  'This confirmation link has expired. Turn the alert on again to get a new one.';
export const UNSUBSCRIBE_INVALID = 'This unsubscribe link is not valid.';
/** How many subscriptions a job reads at a time. */
export const DELIVERY_BATCH_SIZE = 200;
/** How many US stocks the daily wrap looks at (the market page's table holds as many). */
export const WRAP_SYMBOLS = 100;
/** The earnings alert looks this many days ahead, today included. */
export const EARNINGS_DAYS = 7;

const DAY_MS = 86_400_000;
const dayString = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** New York's hours: the daily wrap is about the US session. */
const NEW_YORK = hoursOf({ type: 'stocks', exchange: 'NYSE', country: 'US' });

/** The state the page shows: a row that is unsubscribed is simply off. */
const stateOf = (row: EmailAlertSubscriptionRow | undefined): EmailAlertStateView =>
  !row || row.status === 'unsubscribed' ? 'off' : row.status;

export interface DeliveryResult {
  /** Mails queued by this run. */
  sent: number;
  /** Active subscriptions that got nothing: mailed already for the period, or nothing to say. */
  skipped: number;
}

/**
 * Email alerts (issue 20): three lists a member subscribes to with a double opt-in (pending until
 * the mailed link is opened; nothing else is mailed meanwhile) and leaves from the page or with
 * any alert's one-click link. The jobs mail active subscriptions, each once per period.
 */
export class EmailAlertsService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: EmailAlertsRepository;
      jobs: Pick<JobQueue, 'send' | 'start'>;
      quotes: Pick<QuotesService, 'statsOf' | 'now'>;
      symbols: Pick<SymbolsRepository, 'list'>;
      appUrl: string;
      /** Signs the unsubscribe tokens (the session secret). */
      secret: string;
      /** Whether the earnings alert may use the seeded sample calendar (CALENDAR_PROVIDER=sample). */
      sampleCalendar: boolean;
    },
  ) {}

  /** The service's clock: tests replace it. */
  now(): Date {
    return new Date(this.deps.quotes.now());
  }

  /**
   * The token of a subscription's unsubscribe links. Made from its nonce under the server secret
   * rather than stored, so every mail can carry it while the table holds only its hash (changing
   * SESSION_SECRET retires the links of mails already sent; the page's switch still works).
   */
  unsubscribeToken(nonce: string): string {
    return hmac(this.deps.secret, `email-alerts:unsubscribe:${nonce}`);
  }

  private view(list: EmailAlertList, row: EmailAlertSubscriptionRow | undefined): EmailAlertView {
    const status = stateOf(row);
    const resendAt =
      status === 'pending' && row?.confirmSentAt
        ? new Date(row.confirmSentAt.getTime() + RESEND_WAIT_SECONDS * 1000)
        : null;
    return {
      list,
      ...LIST_INFO[list],
      status,
      resend_available_at: resendAt?.toISOString() ?? null,
    };
  }

  async list(member: UserRow): Promise<EmailAlertsView> {
    const rows = await this.deps.repository.listByUser(member.id);
    return {
      email: member.email,
      lists: EMAIL_ALERT_LISTS.map((list) =>
        this.view(
          list,
          rows.find((row) => row.list === list),
        ),
      ),
    };
  }

  /**
   * Turns a list on: pending, with a confirmation mail (the link works CONFIRM_LINK_HOURS). Asked
   * again while pending, a new link is mailed (the older one stops working), but not within
   * RESEND_WAIT_SECONDS of the last (429). Already active: nothing changes.
   */
  async subscribe(member: UserRow, list: EmailAlertList): Promise<EmailAlertView> {
    const { repository, jobs, db } = this.deps;
    const now = this.now();
    await jobs.start();
    const row = await db.transaction(async (tx) => {
      const nonce = randomToken();
      await repository.insertIfAbsent(
        {
          userId: member.id,
          list,
          status: 'unsubscribed',
          unsubscribeNonce: nonce,
          unsubscribeTokenHash: sha256(this.unsubscribeToken(nonce)),
        },
        tx,
      );
      const current = await repository.lockOne(member.id, list, tx);
      if (!current) throw new AppError(500, 'EMAIL_ALERT_LOST', 'The alert was not saved.');
      if (current.status === 'active') return current;
      const waitMs =
        current.status === 'pending' && current.confirmSentAt
          ? current.confirmSentAt.getTime() + RESEND_WAIT_SECONDS * 1000 - now.getTime()
          : 0;
      if (waitMs > 0) {
        throw tooManyRequests(
          `We sent a confirmation email less than a minute ago. Check your inbox, or ask again in ${Math.ceil(waitMs / 1000)} seconds.`,
          Math.ceil(waitMs / 1000),
        );
      }
      const token = randomToken();
      const updated = await repository.update(
        current.id,
        {
          status: 'pending',
          confirmTokenHash: sha256(token),
          confirmExpiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000),
          confirmSentAt: now,
          unsubscribedAt: null,
        },
        tx,
      );
      await jobs.send(MAIL_JOB, confirmationMail(this.deps.appUrl, list, member, token), tx);
      return updated;
    });
    return this.view(list, row);
  }

  /**
   * The mailed link opened: the pending subscription becomes active. The token is the credential
   * (no session needed: the link may be opened on another device). 400 for a token we do not
   * know, 410 for one that expired; opening it again once active is fine.
   */
  async confirm(token: string): Promise<EmailAlertChangeView> {
    const now = this.now();
    const row = await this.deps.db.transaction(async (tx) => {
      const found = await this.deps.repository.byConfirmHash(sha256(token), tx);
      if (!found || found.status === 'unsubscribed')
        throw badRequest(CONFIRM_INVALID, 'CONFIRM_INVALID');
      if (found.status === 'active') return found;
      if (!found.confirmExpiresAt || found.confirmExpiresAt <= now)
        throw new AppError(410, 'CONFIRM_EXPIRED', CONFIRM_EXPIRED);
      return this.deps.repository.update(
        found.id,
        { status: 'active', confirmedAt: now, confirmExpiresAt: null },
        tx,
      );
    });
    if (!row) throw badRequest(CONFIRM_INVALID, 'CONFIRM_INVALID');
    const { title } = LIST_INFO[row.list];
    return {
      list: row.list,
      title,
      status: 'active',
      message: `“${title}” is on. The first email comes with the next one we send.`,
    };
  }

  /** Turns a list off from the page (pending or active); off already: nothing changes. */
  async unsubscribe(member: UserRow, list: EmailAlertList): Promise<EmailAlertView> {
    const row = await this.deps.db.transaction(async (tx) => {
      const current = await this.deps.repository.lockOne(member.id, list, tx);
      if (!current || current.status === 'unsubscribed') return current;
      return this.leave(current, tx);
    });
    return this.view(list, row);
  }

  private leave(row: EmailAlertSubscriptionRow, tx?: Executor) {
    // The confirmation link dies with it: an old one must not turn the list back on.
    return this.deps.repository.update(
      row.id,
      {
        status: 'unsubscribed',
        unsubscribedAt: this.now(),
        confirmTokenHash: null,
        confirmExpiresAt: null,
      },
      tx,
    );
  }

  /** The unsubscribe page (email-alerts-mail.ts) with this server's links. */
  page(state: UnsubscribePageState): string {
    return unsubscribePage(this.deps.appUrl, state);
  }

  /** The subscription an unsubscribe link names, for the page that asks; 404 when none does. */
  async unsubscribeTarget(token: string): Promise<{ title: string; subscribed: boolean }> {
    const row = await this.deps.repository.byUnsubscribeHash(sha256(token));
    if (!row) throw notFound(UNSUBSCRIBE_INVALID);
    return { title: LIST_INFO[row.list].title, subscribed: row.status !== 'unsubscribed' };
  }

  /**
   * One-click unsubscribe (RFC 8058) with a mail's token, no session needed; the same request
   * twice answers the same. 404 for a token no subscription has.
   */
  async unsubscribeByToken(token: string): Promise<EmailAlertChangeView> {
    const row = await this.deps.repository.byUnsubscribeHash(sha256(token));
    if (!row) throw notFound(UNSUBSCRIBE_INVALID);
    if (row.status !== 'unsubscribed') await this.leave(row);
    const { title } = LIST_INFO[row.list];
    return {
      list: row.list,
      title,
      status: 'off',
      message: `You are unsubscribed from “${title}”.`,
    };
  }

  // -------------------------------------------------------------------------------------------
  // The jobs.

  /**
   * Mails each active subscription of `list` what `compose` makes for it (null: nothing to say),
   * once per `periodKey`: the delivery row and the mail's job commit together, so a second run
   * for the same period (a retry, another process) queues nothing.
   */
  private async deliver(
    list: EmailAlertList,
    periodKey: string,
    compose: (subscription: ActiveSubscription, to: Recipient) => Promise<Mail | null>,
  ): Promise<DeliveryResult> {
    const { repository, jobs, db } = this.deps;
    await jobs.start();
    const result: DeliveryResult = { sent: 0, skipped: 0 };
    let after = 0;
    for (;;) {
      const batch = await repository.activeBatch(list, after, DELIVERY_BATCH_SIZE);
      for (const subscription of batch) {
        const mail = await compose(subscription, {
          email: subscription.email,
          name: subscription.name,
          unsubscribeToken: this.unsubscribeToken(subscription.unsubscribeNonce),
        });
        const sent =
          mail !== null &&
          (await db.transaction(async (tx) => {
            if (!(await repository.recordDelivery(subscription.id, periodKey, tx))) return false;
            await jobs.send(MAIL_JOB, mail, tx);
            return true;
          }));
        if (sent) result.sent += 1;
        else result.skipped += 1;
      }
      const last = batch.at(-1);
      if (!last || batch.length < DELIVERY_BATCH_SIZE) return result;
      after = last.id;
    }
  }

  /**
   * The daily wrap of the New York session that `now` falls on: the movers among the US stocks'
   * quotes (labelled when simulated). Nothing on a day the market is closed.
   */
  async sendDailyWrap(): Promise<DeliveryResult> {
    const now = this.deps.quotes.now();
    const day = localTime(NEW_YORK.timeZone, now).day;
    if (!isTradingDay(NEW_YORK, day)) return { sent: 0, skipped: 0 };
    const rows = await this.deps.symbols.list('stocks', 'us', WRAP_SYMBOLS);
    const stats = this.deps.quotes.statsOf(rows, now);
    const wrap = dailyWrapOf(
      dayString(day),
      rows.flatMap((row) => {
        const figures = stats.get(row.id);
        return figures
          ? [
              {
                symbol: row.symbol,
                name: row.name,
                price: figures.price,
                changePct: figures.change_pct,
                currency: figures.currency,
                simulated: figures.simulated,
              },
            ]
          : [];
      }),
    );
    if (!wrap) return { sent: 0, skipped: 0 };
    return this.deliver('daily_wrap', `wrap:${wrap.day}`, async (_subscription, to) =>
      dailyWrapMail(this.deps.appUrl, wrap, to),
    );
  }

  /**
   * Earnings in the next EARNINGS_DAYS days (UTC days, today included) of the symbols in each
   * subscriber's watchlists; members with none get no mail that day.
   */
  async sendWatchlistEarnings(): Promise<DeliveryResult> {
    const today = Math.floor(this.deps.quotes.now() / DAY_MS);
    const from = dayString(today);
    const to = dayString(today + EARNINGS_DAYS - 1);
    return this.deliver(
      'watchlist_earnings',
      `earnings:${from}`,
      async (subscription, recipient) => {
        const earnings = await this.deps.repository.earningsForMember(
          subscription.userId,
          from,
          to,
          this.deps.sampleCalendar,
        );
        return earnings.length
          ? watchlistEarningsMail(this.deps.appUrl, from, earnings, recipient)
          : null;
      },
    );
  }

  /** A report was published (imported): its note to each subscriber, once. */
  async sendNewReport(reportId: number): Promise<DeliveryResult> {
    const report = await this.deps.repository.reportById(reportId);
    if (!report) return { sent: 0, skipped: 0 };
    return this.deliver('new_reports', `report:${reportId}`, async (_subscription, to) =>
      newReportMail(this.deps.appUrl, report, to),
    );
  }
}

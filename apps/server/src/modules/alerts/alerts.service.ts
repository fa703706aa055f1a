import { channelNames } from '@tapetv/realtime/channels';
import type { Database } from '../../db/client.ts';
import type { AlertDirection } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/errors.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { JobQueue } from '../../plugins/app/jobs.ts';
import { MAIL_JOB } from '../../plugins/app/mailer.ts';
import {
  type NewPriceAlertBody,
  PRICE_ALERTS_MAX,
  type PriceAlertView,
} from '../../schemas/alerts.ts';
import { PRODUCT_ACTOR } from '../notifications/notifications.service.ts';
import type { QuotesService } from '../quotes/quotes.service.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import { insertNotification, presentNotification } from '../users/notifications.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { AlertsRepository, AlertWithSymbol } from './alerts.repository.ts';

export const ALERT_NOT_FOUND = 'No price alert found';
export const SYMBOL_NOT_FOUND = 'No Symbol found';
/** How many active alerts one evaluation reads at a time. */
export const ALERT_BATCH_SIZE = 500;

/** A price as the alert texts write it: two decimals, or four significant digits below 1. */
export function formatAlertPrice(price: number): string {
  return price >= 1 ? price.toFixed(2) : price.toPrecision(4);
}

/** Whether `price` meets an alert set `direction` of `level` (touching the level counts). */
export function alertMet(direction: AlertDirection, level: number, price: number): boolean {
  return direction === 'above' ? price >= level : price <= level;
}

export function presentAlert(row: AlertWithSymbol): PriceAlertView {
  return {
    id: row.id,
    symbol_id: row.symbolId,
    symbol: row.ticker,
    name: row.symbolName,
    currency: row.currency,
    direction: row.direction,
    price: row.price,
    created_at: row.createdAt.toISOString(),
    triggered_at: row.triggeredAt?.toISOString() ?? null,
    triggered_price: row.triggeredPrice,
  };
}

export interface EvaluationResult {
  /** Active alerts looked at. */
  checked: number;
  /** Alerts this evaluation fired (one fired by another evaluation meanwhile is not counted). */
  triggered: number;
}

/**
 * Price alerts (issue 17 "Beyond the spec"): a member sets a level above or below a symbol's price;
 * the evaluation job (every minute on the job queue) fires each alert once its price is met, with a
 * notification and a mail, and the alert stops being active.
 */
export class AlertsService {
  constructor(
    private readonly deps: {
      db: Database;
      alerts: AlertsRepository;
      quotes: Pick<QuotesService, 'rowsByIds' | 'pricesOf' | 'now'>;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      jobs: Pick<JobQueue, 'send' | 'start'>;
      appUrl: string;
    },
  ) {}

  async list(viewer: UserRow): Promise<PriceAlertView[]> {
    return (await this.deps.alerts.listByUser(viewer.id)).map(presentAlert);
  }

  /**
   * A new active alert. Refused (422) when the price is met already (it would fire at once) or the
   * member has PRICE_ALERTS_MAX active ones; 404 for an unknown symbol.
   */
  async create(viewer: UserRow, body: NewPriceAlertBody): Promise<PriceAlertView> {
    const { quotes, alerts } = this.deps;
    const [symbol] = await quotes.rowsByIds([body.symbol_id]);
    if (!symbol) throw notFound(SYMBOL_NOT_FOUND);
    const current = quotes.pricesOf([symbol]).get(symbol.id);
    if (current && alertMet(body.direction, body.price, current.price)) {
      throw validationFailed({
        price: [
          `${symbol.symbol} is already ${body.direction} ${formatAlertPrice(body.price)} (last ${formatAlertPrice(current.price)}).`,
        ],
      });
    }
    const id = await this.deps.db.transaction(async (tx) => {
      // One change of a member's alerts at a time, so two requests cannot pass the limit together.
      await alerts.lockMember(viewer.id, tx);
      if ((await alerts.countActive(viewer.id, tx)) >= PRICE_ALERTS_MAX) {
        throw validationFailed({
          price: [
            `You can keep at most ${PRICE_ALERTS_MAX} active price alerts. Delete one to make room for another.`,
          ],
        });
      }
      const row = await alerts.insert(
        {
          userId: viewer.id,
          symbolId: symbol.id,
          direction: body.direction,
          price: body.price,
        },
        tx,
      );
      return row.id;
    });
    const created = await alerts.byId(id);
    if (!created) throw new AppError(500, 'ALERT_LOST', 'The alert was not saved.');
    return presentAlert(created);
  }

  /** Deletes the member's alert (active or triggered); 404 when it is not theirs. */
  async remove(viewer: UserRow, id: number): Promise<void> {
    if (!(await this.deps.alerts.deleteOwned(id, viewer.id))) throw notFound(ALERT_NOT_FOUND);
  }

  /**
   * Looks at every active alert, a batch at a time, against the symbols' current prices, and fires
   * the met ones. Safe to run in several processes at once: each alert fires in the one
   * transaction whose update changed it.
   */
  async evaluate(batchSize = ALERT_BATCH_SIZE): Promise<EvaluationResult> {
    const { alerts, quotes } = this.deps;
    const now = quotes.now();
    const result: EvaluationResult = { checked: 0, triggered: 0 };
    let after = 0;
    for (;;) {
      const batch = await alerts.activeBatch(after, batchSize);
      const last = batch.at(-1);
      if (!last) break;
      after = last.id;
      const rows = await quotes.rowsByIds([...new Set(batch.map((alert) => alert.symbolId))]);
      const prices = quotes.pricesOf(rows, now);
      for (const alert of batch) {
        result.checked += 1;
        const current = prices.get(alert.symbolId);
        if (!current || !alertMet(alert.direction, alert.price, current.price)) continue;
        if (await this.fire(alert, current, new Date(now))) result.triggered += 1;
      }
      if (batch.length < batchSize) break;
    }
    return result;
  }

  /**
   * In one transaction: marks the alert triggered (only if it still is active), writes the
   * member's notification (unless they muted the kind) and queues the mail; the live event goes
   * out after the commit. False when another evaluation fired it first.
   */
  private async fire(
    alert: AlertWithSymbol & { email: string; userName: string },
    current: { price: number; simulated: boolean },
    at: Date,
  ): Promise<boolean> {
    const level = formatAlertPrice(alert.price);
    const seen = formatAlertPrice(current.price);
    const url = `/symbol/${encodeURIComponent(alert.ticker)}`;
    const title = `${alert.ticker} is ${alert.direction} ${level}`;
    const description = `Your price alert: ${alert.symbolName} traded at ${seen} ${alert.currency}.`;
    const mail: Mail = {
      to: alert.email,
      subject: `Price alert: ${title}`,
      text: [
        `Hello ${alert.userName},`,
        '',
        `${alert.ticker} (${alert.symbolName}) traded at ${seen} ${alert.currency}, ${alert.direction} the ${level} you set an alert for.`,
        ...(current.simulated
          ? ['', 'These are simulated prices (TapeTV runs without a market data provider).']
          : []),
        '',
        `See the chart: ${this.deps.appUrl}${url}`,
        '',
        'This alert has fired and is no longer active; you can set a new one on the symbol’s page.',
      ].join('\n'),
    };
    await this.deps.jobs.start();
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const fired = await this.deps.alerts.trigger(alert.id, current.price, at, tx);
      if (!fired) return false;
      const row = await insertNotification(tx, {
        userId: alert.userId,
        actorId: null,
        kind: 'priceAlert',
        url,
        title,
        description,
      });
      if (row) {
        queue(channelNames.userNotifications(alert.userId), 'notification', {
          notification: presentNotification(row, PRODUCT_ACTOR),
        });
      }
      await this.deps.jobs.send(MAIL_JOB, mail, tx);
      return true;
    });
  }
}

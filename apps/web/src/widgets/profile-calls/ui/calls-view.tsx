import { Badge, PriceChange } from '@tapetv/ui/badge';
import { formatPrice } from '@tapetv/ui/market-format';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { Skeleton } from '@tapetv/ui/skeleton';
import { Link } from 'react-router';
import {
  type Call,
  type CallOutcome,
  type CallsSummary,
  callCount,
  formatCallDate,
  formatHitRate,
  OUTCOME_LABEL,
  type ProfileCalls,
  SENTIMENT_LABEL,
  showsSimulated,
} from '@/entities/call';
import { symbolHref } from '@/entities/symbol';
import { paths } from '@/shared/config';
import styles from './profile-calls.module.css';

/** Decimal places of a return in percent. */
const RETURN_DIGITS = 2;
const OUTCOME_MARK: Record<CallOutcome, string> = { right: '✓', wrong: '✗', flat: '–' };
const OUTCOME_TONE = { right: 'success', wrong: 'danger', flat: 'neutral' } as const;

/** Hit rate, calls scored and average return over every call of the member. */
export function CallsSummaryPanel({ summary }: { summary: CallsSummary }) {
  const { calls, scored, right, wrong, hit_rate: hitRate, avg_return_pct: avg } = summary;
  return (
    <dl className={styles.summary}>
      <div className={styles.figure}>
        <dt>Hit rate</dt>
        <dd className={styles.figureValue}>{formatHitRate(hitRate)}</dd>
        <dd className={styles.figureNote}>
          {scored === 0 ? 'Nothing scored yet' : `${right} right, ${wrong} wrong`}
        </dd>
      </div>
      <div className={styles.figure}>
        <dt>Calls scored</dt>
        <dd className={styles.figureValue}>{scored}</dd>
        <dd className={styles.figureNote}>of {callCount(calls)}</dd>
      </div>
      <div className={styles.figure}>
        <dt>Average return</dt>
        <dd className={styles.figureValue}>
          {avg === null ? '—' : <PriceChange value={avg} precision={RETURN_DIGITS} />}
        </dd>
        <dd className={styles.figureNote}>per scored call</dd>
      </div>
    </dl>
  );
}

function CallRow({ call }: { call: Call }) {
  const { symbol, sentiment, outcome } = call;
  const currency = symbol.currency;
  const date = formatCallDate(call.created_at);
  return (
    <tr className={styles.row}>
      <th scope="row">
        <span className={styles.symbol}>
          <Link to={symbolHref(symbol.symbol)} className={styles.ticker}>
            {symbol.symbol}
          </Link>
          <span className={styles.symbolName}>{symbol.name}</span>
        </span>
      </th>
      <td>
        <Badge tone={sentiment === 'bullish' ? 'up' : 'down'}>
          <span aria-hidden>{sentiment === 'bullish' ? '▲' : '▼'}</span>
          {SENTIMENT_LABEL[sentiment]}
        </Badge>
      </td>
      <td className={styles.numeric}>
        <span className={styles.prices}>
          <span>{formatPrice(call.price_at_post, { currency })}</span>
          <span aria-hidden className={styles.arrow}>
            →
          </span>
          <span className={styles.srOnly}> to </span>
          <span>{formatPrice(call.price_now, { currency })}</span>
        </span>
      </td>
      <td className={styles.numeric}>
        <PriceChange value={call.return_pct} precision={RETURN_DIGITS} />
      </td>
      <td>
        <Badge tone={OUTCOME_TONE[outcome]}>
          <span aria-hidden>{OUTCOME_MARK[outcome]}</span>
          {OUTCOME_LABEL[outcome]}
        </Badge>
      </td>
      <td>
        {/* Named with its date, so each reads apart from the others in a list of links. */}
        <Link
          to={paths.post(call.post_id)}
          aria-label={`Post of ${date}`}
          className={styles.postLink}
        >
          <time dateTime={call.created_at}>{date}</time>
        </Link>
      </td>
    </tr>
  );
}

/** The member's newest calls, newest first, in a table a screen reader can walk. */
export function CallsTable({ calls, caption }: { calls: readonly Call[]; caption: string }) {
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.header}>
              Symbol
            </th>
            <th scope="col" className={styles.header}>
              Call
            </th>
            <th scope="col" className={`${styles.header} ${styles.numeric}`}>
              Price <span aria-hidden>then → now</span>
              <span className={styles.srOnly}>then and now</span>
            </th>
            <th scope="col" className={`${styles.header} ${styles.numeric}`}>
              Return
            </th>
            <th scope="col" className={styles.header}>
              Outcome
            </th>
            <th scope="col" className={styles.header}>
              Post
            </th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <CallRow key={`${call.post_id}:${call.symbol.symbol_id}`} call={call} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The summary and the list, with the simulated-data label when any price shown is invented. */
export function CallsView({ data, caption }: { data: ProfileCalls; caption: string }) {
  return (
    <div className={styles.root}>
      {showsSimulated(data) && (
        <p className={styles.simulated}>
          <SimulatedBadge /> Prices now are invented by the offline simulator, not real prices.
        </p>
      )}
      <CallsSummaryPanel summary={data.summary} />
      <p className={styles.note}>
        A call is a post tagged bullish or bearish on a $cashtag, scored against the price now.
        Calls whose price barely moved are flat and not scored.
      </p>
      <CallsTable calls={data.calls} caption={caption} />
    </div>
  );
}

/** Shaped like the summary and a few rows of calls. */
export function CallsSkeleton() {
  return (
    <div role="status" aria-label="Loading calls" aria-busy className={styles.root}>
      <div className={styles.summary}>
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.figure}>
            <Skeleton width="50%" />
            <Skeleton width="40%" height="var(--space-6)" />
          </div>
        ))}
      </div>
      <div className={styles.skeletonRows}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} width="100%" height="var(--size-control-sm)" />
        ))}
      </div>
    </div>
  );
}

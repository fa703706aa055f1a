import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { formatPrice, formatVolume } from '@tapetv/ui/market-format';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { Skeleton } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import {
  loadSymbolDetailAtom,
  marketHref,
  quoteAtomFamily,
  type SymbolDetail,
  SymbolPriceLine,
  symbolDetailAtomFamily,
  useLiveQuotes,
} from '@/entities/symbol';
import { PostComposer } from '@/features/post/create';
import { PriceAlertForm, SymbolAlertList } from '@/features/price-alert';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { PostList } from '@/widgets/posts';
import { SymbolChart } from '@/widgets/symbol-chart';
import styles from './symbol-page.module.css';

/**
 * A symbol's page (`/symbol/{ticker}`, beyond the spec's routes): its live price, the day's
 * figures, the chart with its ranges, and today's bullish and bearish calls.
 */
export function SymbolPage() {
  const ticker = (useParams().symbol ?? '').toUpperCase();
  const state = useAtomValue(symbolDetailAtomFamily(ticker));
  const load = useSetAtom(loadSymbolDetailAtom);
  usePageTitle(state.detail ? `${state.detail.symbol} · ${state.detail.name}` : ticker);

  useEffect(() => {
    void load(ticker);
  }, [load, ticker]);

  if (state.status === 'missing')
    return (
      <PageFrame title={ticker}>
        <EmptyState
          title="No Symbol found"
          description={`Nothing is listed as “${ticker}”. Search for it from the header.`}
          action={<Link to={marketHref('stocks')}>See the stock market</Link>}
        />
      </PageFrame>
    );
  if (!state.detail)
    return (
      <PageFrame title={ticker}>
        {state.status === 'error' ? (
          <EmptyState
            tone="error"
            title="This symbol could not be loaded"
            action={
              <Button variant="secondary" onClick={() => void load(ticker)}>
                Try again
              </Button>
            }
          />
        ) : (
          <div role="status" aria-label="Loading" className={styles.loading}>
            <Skeleton width="40%" height="28px" />
            <Skeleton width="25%" height="36px" />
            <Skeleton height="320px" />
          </div>
        )}
      </PageFrame>
    );
  return <SymbolView detail={state.detail} />;
}

function SymbolView({ detail }: { detail: SymbolDetail }) {
  useLiveQuotes([detail.symbol_id]);
  const stats = useAtomValue(quoteAtomFamily(detail.symbol_id)) ?? detail.stats;
  const { bullish, bearish } = detail.sentiment_today;
  const calls = bullish + bearish;
  const figures: Array<[string, string]> = [
    ['Open', formatPrice(stats.open)],
    ['High', formatPrice(stats.high)],
    ['Low', formatPrice(stats.low)],
    ['Previous close', formatPrice(stats.prev_close)],
    ['Volume', formatVolume(stats.volume)],
    ['Currency', stats.currency],
  ];

  return (
    <PageFrame
      title={detail.symbol}
      header={
        <header className={styles.header}>
          <h1 className={styles.title}>
            {detail.symbol} <span className={styles.name}>{detail.name}</span>
          </h1>
          <p className={styles.meta}>
            {detail.exchange} · {detail.country} ·{' '}
            <Link to={marketHref(detail.type)}>{detail.type === 'etf' ? 'ETF' : detail.type}</Link>
            {' · '}
            {stats.market_open ? 'Market open' : 'Market closed'}
          </p>
          <SymbolPriceLine stats={stats} size="lg" />
          {stats.simulated && (
            <p className={styles.simulated}>
              <SimulatedBadge /> Invented by the offline simulator, not real prices.
            </p>
          )}
        </header>
      }
    >
      <SymbolChart symbolId={detail.symbol_id} ticker={detail.symbol} height={360} />
      <section aria-labelledby="symbol-figures">
        <h2 id="symbol-figures" className={styles.sectionTitle}>
          Today
        </h2>
        <dl className={styles.figures}>
          {figures.map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="symbol-alert" className={styles.alert}>
        <h2 id="symbol-alert" className={styles.sectionTitle}>
          Price alert
        </h2>
        <p className={styles.muted}>
          When the price crosses your level you get a notification and an email. Prices are checked
          every minute.
        </p>
        <PriceAlertForm symbolId={detail.symbol_id} ticker={detail.symbol} />
        <SymbolAlertList symbolId={detail.symbol_id} ticker={detail.symbol} />
      </section>
      <section aria-labelledby="symbol-sentiment">
        <h2 id="symbol-sentiment" className={styles.sectionTitle}>
          Members’ calls today
        </h2>
        {calls === 0 ? (
          <p className={styles.muted}>No bullish or bearish posts on {detail.symbol} today yet.</p>
        ) : (
          <div className={styles.sentiment}>
            <div
              className={styles.sentimentBar}
              role="img"
              aria-label={`${bullish} bullish and ${bearish} bearish`}
            >
              <span className={styles.bull} style={{ flexGrow: bullish }} />
              <span className={styles.bear} style={{ flexGrow: bearish }} />
            </div>
            <p className={styles.muted}>
              {Math.round((bullish / calls) * 100)}% bullish · {bullish} bullish, {bearish} bearish
            </p>
          </div>
        )}
      </section>
      <section aria-labelledby="symbol-stream" className={styles.stream}>
        <h2 id="symbol-stream" className={styles.sectionTitle}>
          Posts on ${detail.symbol}
        </h2>
        <PostComposer list={`symbol:${detail.symbol_id}`} initialText={`$${detail.symbol} `} />
        <PostList
          list={`symbol:${detail.symbol_id}`}
          emptyTitle={`No posts on $${detail.symbol} yet`}
          emptyText={`Write $${detail.symbol} in a post, bullish or bearish, and it shows here.`}
        />
      </section>
    </PageFrame>
  );
}

import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type Analysis,
  AnalysisBiasBadge,
  AnalysisCard,
  analysisAtomFamily,
  analysisDateText,
  analysisListAtom,
  analysisQuery,
  analysisQueryFrom,
  loadAnalysisAtom,
  loadAnalysisListAtom,
  resolutionText,
} from '@/entities/research/analysis';
// The analysis text is blocks exactly as a lesson's (the server renders both from Markdown).
import { LessonBlocks } from '@/entities/school';
import { memberTimeZoneAtom } from '@/entities/session';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './technical-analysis-page.module.css';

// lightweight-charts is the page's heaviest part: it loads with the first chart, not the list.
const IndicatorChart = lazy(() =>
  import('@tapetv/ui/indicator-chart').then((m) => ({ default: m.IndicatorChart })),
);

const TITLE = 'Technical Analysis';
const CHART_HEIGHT = 520;

/**
 * The channel's technical analyses (`/technical-analysis`, issue 20): the list, newest first and
 * filtered by symbol, and the analysis chosen beside it, with its chart (candles, SMA 20 and 50,
 * the levels and lines the author drew, RSI and MACD panes) and its text. The symbol and the open
 * analysis are in the query (`?symbol=AAPL&analysis=<slug>`), so an analysis can be linked.
 */
export function TechnicalAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => analysisQueryFrom(params), [params]);
  const load = useSetAtom(loadAnalysisListAtom);

  useEffect(() => {
    void load(query.symbol);
  }, [load, query.symbol]);

  const changeSymbol = (symbol: string) =>
    setParams(new URLSearchParams(analysisQuery({ symbol, slug: query.slug })), { replace: true });

  return (
    <PageFrame title={TITLE}>
      <p className={styles.intro}>
        Chart reads on single symbols from the TapeTV technicals desk: moving averages, RSI and MACD
        computed from the stored prices, with the levels each author is watching. Educational, not
        investment advice.
      </p>
      <div className={styles.layout} data-open={query.slug ? '' : undefined}>
        <section aria-label="Analyses" className={styles.list}>
          <SymbolFilter symbol={query.symbol} onChange={changeSymbol} />
          <AnalysisList symbol={query.symbol} slug={query.slug} />
        </section>
        <div className={styles.detail}>
          {query.slug ? (
            <AnalysisView key={query.slug} slug={query.slug} symbol={query.symbol} />
          ) : (
            <div className={styles.choose}>
              <EmptyState
                title="Choose an analysis"
                description="Pick one from the list to see its chart, indicators and text."
              />
            </div>
          )}
        </div>
      </div>
    </PageFrame>
  );
}

function SymbolFilter({ symbol, onChange }: { symbol: string; onChange: (next: string) => void }) {
  const id = useId();
  const { list } = useAtomValue(analysisListAtom);
  const symbols = list?.symbols ?? [];
  // The symbol in the address stays selectable even before (or without) the list naming it.
  const options = symbol && !symbols.includes(symbol) ? [symbol, ...symbols] : symbols;
  return (
    <search className={styles.filter} aria-label="Filter the analyses">
      <label htmlFor={id} className={styles.label}>
        Symbol
      </label>
      <select
        id={id}
        value={symbol}
        onChange={(event) => onChange(event.target.value)}
        className={styles.select}
      >
        <option value="">All symbols</option>
        {options.map((each) => (
          <option key={each} value={each}>
            {each}
          </option>
        ))}
      </select>
    </search>
  );
}

function AnalysisList({ symbol, slug }: { symbol: string; slug: string }) {
  const state = useAtomValue(analysisListAtom);
  const load = useSetAtom(loadAnalysisListAtom);
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const { list } = state;

  if (state.status === 'error' && !list)
    return (
      <EmptyState
        size="compact"
        tone="error"
        title="The analyses could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(symbol)}>
            Try again
          </Button>
        }
      />
    );
  if (!list) return <ListSkeleton />;
  if (list.analyses.length === 0)
    return symbol ? (
      <EmptyState
        size="compact"
        title={`No analyses of ${symbol}`}
        description="Choose another symbol, or all of them."
        action={
          <Button asChild variant="secondary">
            <Link to={analysisQuery({ symbol: '', slug })}>Show all symbols</Link>
          </Button>
        }
      />
    ) : (
      <EmptyState
        size="compact"
        title="No analyses yet"
        description="The technicals desk has not published an analysis. Come back soon."
      />
    );
  return (
    <ul
      aria-label="Technical analyses"
      aria-busy={state.status === 'loading' || undefined}
      className={styles.cards}
    >
      {list.analyses.map((analysis) => (
        <li key={analysis.slug}>
          <AnalysisCard
            analysis={analysis}
            to={analysisQuery({ symbol, slug: analysis.slug })}
            current={analysis.slug === slug}
            timeZone={timeZone}
          />
        </li>
      ))}
    </ul>
  );
}

function AnalysisView({ slug, symbol }: { slug: string; symbol: string }) {
  const state = useAtomValue(analysisAtomFamily(slug));
  const load = useSetAtom(loadAnalysisAtom);
  usePageTitle(state.analysis?.title ?? null);

  useEffect(() => {
    void load(slug);
  }, [load, slug]);

  if (state.status === 'missing')
    return (
      <EmptyState
        title="No such analysis"
        description="There is no analysis at this address. It may have been renamed or removed."
        action={
          <Button asChild variant="secondary">
            <Link to={analysisQuery({ symbol, slug: '' })}>All analyses</Link>
          </Button>
        }
      />
    );
  if (!state.analysis && state.status === 'error')
    return (
      <EmptyState
        tone="error"
        title="The analysis could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(slug)}>
            Try again
          </Button>
        }
      />
    );
  if (!state.analysis) return <AnalysisSkeleton />;
  return <AnalysisDetails analysis={state.analysis} symbol={symbol} />;
}

function AnalysisDetails({ analysis, symbol }: { analysis: Analysis; symbol: string }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const titleId = `analysis-title-${analysis.slug}`;
  return (
    <article aria-labelledby={titleId} className={styles.article}>
      <header className={styles.header}>
        <nav aria-label="Back" className={styles.back}>
          <Link to={analysisQuery({ symbol, slug: '' })} className={styles.link}>
            All analyses
          </Link>
        </nav>
        <div className={styles.badges}>
          <span className={styles.symbol}>
            {analysis.symbol}
            {analysis.symbol_name && <span className={styles.name}> · {analysis.symbol_name}</span>}
          </span>
          <AnalysisBiasBadge bias={analysis.bias} />
        </div>
        <h2 id={titleId} className={styles.title}>
          {analysis.title}
        </h2>
        <p className={styles.meta}>
          <time dateTime={analysis.published_at}>
            {analysisDateText(analysis.published_at, timeZone)}
          </time>
          <span aria-hidden> · </span>
          <span>{analysis.author}</span>
          <span aria-hidden> · </span>
          <span>{resolutionText(analysis.resolution)}</span>
        </p>
      </header>
      <p className={styles.summary}>{analysis.summary}</p>
      <Suspense fallback={<Skeleton shape="block" height={`${CHART_HEIGHT}px`} />}>
        <IndicatorChart
          label={analysis.symbol}
          bars={analysis.bars}
          indicators={analysis.indicators}
          levels={analysis.levels}
          trendLines={analysis.trend_lines}
          simulated={analysis.simulated}
          currency={analysis.currency ?? undefined}
          height={CHART_HEIGHT}
          className={styles.chart}
        />
      </Suspense>
      {analysis.notes.length > 0 && (
        <aside aria-label="What to watch" className={styles.notes}>
          <h3 className={styles.notesTitle}>What to watch</h3>
          <ul className={styles.notesList}>
            {analysis.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </aside>
      )}
      <section aria-label="Analysis" data-slot="analysis-text">
        <LessonBlocks blocks={analysis.blocks} />
      </section>
      <p className={styles.disclaimer}>{analysis.disclaimer}</p>
    </article>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading the analyses" className={styles.cards}>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className={styles.skeletonCard}>
          <Skeleton width="40%" />
          <Skeleton width="90%" />
          <Skeleton width="30%" />
        </div>
      ))}
    </div>
  );
}

function AnalysisSkeleton() {
  return (
    <div role="status" aria-label="Loading the analysis" className={styles.article}>
      <Skeleton width="25%" />
      <Skeleton width="70%" height="var(--font-size-6)" />
      <Skeleton width="40%" />
      <Skeleton shape="block" height={`${CHART_HEIGHT}px`} />
      <SkeletonText lines={5} />
    </div>
  );
}

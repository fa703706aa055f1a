import { Skeleton } from '@tapetv/ui/skeleton';
import { VisuallyHidden } from '@tapetv/ui/visually-hidden';
import { lazy, Suspense, useMemo } from 'react';
import { lessonChartBars } from '../lib/lesson-chart.ts';
import { videoSiteName } from '../lib/video.ts';
import type { LessonBlock } from '../model/types.ts';
import styles from './lesson-blocks.module.css';
import { SchoolHtml } from './school-html.tsx';

// lightweight-charts is the heaviest part of a lesson: it loads with the first chart block only.
const PriceChart = lazy(() =>
  import('@tapetv/ui/price-chart').then((m) => ({ default: m.PriceChart })),
);

/** The plot's height in CSS pixels, as the price chart takes it. */
const CHART_HEIGHT = 280;

type ChartBlock = Extract<LessonBlock, { type: 'chart' }>;
type VideoBlock = Extract<LessonBlock, { type: 'video' }>;

/**
 * A lesson's candlestick chart: its candles drawn on consecutive sessions (they carry no dates),
 * no range buttons, the caption under it. The chart's own summary tells screen readers the move.
 */
export function LessonChart({ block }: { block: ChartBlock }) {
  const bars = useMemo(() => lessonChartBars(block.candles), [block.candles]);
  return (
    <figure data-slot="lesson-chart" className={styles.figure}>
      {bars.length > 0 && (
        <Suspense fallback={<Skeleton shape="block" height={`${CHART_HEIGHT}px`} />}>
          <PriceChart
            label="Prices"
            bars={bars}
            range={`${bars.length} ${bars.length === 1 ? 'session' : 'sessions'}`}
            ranges={[]}
            height={CHART_HEIGHT}
          />
        </Suspense>
      )}
      <figcaption className={styles.caption}>{block.caption}</figcaption>
    </figure>
  );
}

/**
 * A lesson's video: the player (YouTube without cookies, or Vimeo) in a sandbox, loaded when it
 * scrolls near, in 16:9; and a link to the video's own page for those who prefer it there.
 */
export function LessonVideo({ block }: { block: VideoBlock }) {
  return (
    <figure data-slot="lesson-video" className={styles.figure}>
      <div className={styles.player}>
        <iframe
          src={block.embed_url}
          title={block.title}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className={styles.frame}
        />
      </div>
      <figcaption className={styles.caption}>
        {block.title} ·{' '}
        <a href={block.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
          Watch on {videoSiteName(block.url)}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </figcaption>
    </figure>
  );
}

/** A lesson's body: its text, charts and videos in order. */
export function LessonBlocks({ blocks }: { blocks: readonly LessonBlock[] }) {
  return (
    <div data-slot="lesson-blocks" className={styles.blocks}>
      {blocks.map((block, index) => {
        // A lesson's blocks have no ids and never move: their place is their identity.
        const key = `${block.type}:${index}`;
        if (block.type === 'html') return <SchoolHtml key={key} html={block.html} />;
        if (block.type === 'chart') return <LessonChart key={key} block={block} />;
        return <LessonVideo key={key} block={block} />;
      })}
    </div>
  );
}

import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { memberTimeZoneAtom } from '@/entities/session';
import {
  durationText,
  FictionalBadge,
  type Interview,
  InterviewChapters,
  InterviewTranscript,
  indexAt,
  interviewAtomFamily,
  interviewDateText,
  interviewListAddress,
  loadInterviewAtom,
  segmentId,
} from '@/entities/watch/interview';
import { paths } from '@/shared/config';
import styles from './interview-view.module.css';

export const NO_VIDEO_TITLE = 'The video of this interview is not available';
export const NO_VIDEO_TEXT =
  'Read the transcript below; the chapters take you to each part of the conversation.';
export const SAMPLE_VIDEO_NOTE =
  'Sample video: a test pattern and tone, not the interview itself. The conversation is in the transcript.';

interface InterviewViewProps {
  slug: string;
  /** The search the member came from, for the way back. */
  query: string;
  /** Where to open it (`?t=`), in seconds; null for the start. */
  start: number | null;
}

/** One interview, loaded by its slug: its states, then the interview itself. */
export function InterviewView({ slug, query, start }: InterviewViewProps) {
  const state = useAtomValue(interviewAtomFamily(slug));
  const load = useSetAtom(loadInterviewAtom);

  useEffect(() => {
    void load(slug);
  }, [load, slug]);

  const back = (
    <Link to={interviewListAddress(query)} className={styles.back}>
      <ArrowLeftIcon aria-hidden />
      {query ? `Back to the results for “${query}”` : 'All interviews'}
    </Link>
  );

  if (state.status === 'missing')
    return (
      <EmptyState
        title="No such interview"
        description="It may have been removed, or the address is mistyped."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.ceoInterviews}>See all interviews</Link>
          </Button>
        }
      />
    );
  if (state.status === 'error' && !state.interview)
    return (
      <EmptyState
        tone="error"
        title="The interview could not be loaded"
        description={state.error ?? undefined}
        action={
          <Button variant="secondary" onClick={() => void load(slug)}>
            Try again
          </Button>
        }
      />
    );
  if (!state.interview) return <InterviewSkeleton />;
  return (
    <>
      {back}
      <InterviewDetail key={state.interview.slug} interview={state.interview} start={start} />
    </>
  );
}

/**
 * The interview: who and when, the player (or a plain note that there is no video), chapters and
 * transcript. With a video, chapters and timestamps seek it and the paragraph playing is marked as
 * it plays; without one, they bring that part of the transcript into view and mark it.
 */
function InterviewDetail({ interview, start }: { interview: Interview; start: number | null }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const [, setParams] = useSearchParams();
  const videoRef = useRef<HTMLVideoElement>(null);
  const transcriptRef = useRef<HTMLOListElement>(null);
  /** Where the member is in the interview; null before anything is played or chosen. */
  const [time, setTime] = useState<number | null>(start);
  const hasVideo = interview.video_url !== null;

  const segmentStarts = useMemo(
    () => interview.transcript.map((segment) => segment.start_seconds),
    [interview.transcript],
  );
  const chapterStarts = useMemo(
    () => interview.chapters.map((chapter) => chapter.at),
    [interview.chapters],
  );
  const activeSegment = time === null ? -1 : indexAt(segmentStarts, time);
  const activeChapter = time === null ? -1 : indexAt(chapterStarts, time);

  /** Brings the paragraph at `seconds` into view within the transcript (and the page). */
  const reveal = (seconds: number) => {
    const segment = interview.transcript[Math.max(0, indexAt(segmentStarts, seconds))];
    if (!segment) return;
    document
      .getElementById(segmentId(segment.position))
      ?.scrollIntoView({ block: 'nearest', behavior: 'auto' });
  };

  // Opened at a time (a search match, a shared address): there, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the interview opens.
  useEffect(() => {
    if (start === null) return;
    reveal(start);
    if (videoRef.current) videoRef.current.currentTime = start;
  }, []);

  const seek = (seconds: number) => {
    setTime(seconds);
    reveal(seconds);
    const video = videoRef.current;
    // A video shorter than the interview (the sample clip) cannot go past its end: the
    // transcript still goes there.
    if (video && !(video.duration <= seconds)) {
      video.currentTime = seconds;
      // Playing needs the file; when it cannot start, the position is still set.
      void video.play()?.catch(() => {});
    }
    // Kept in the address, so the place can be shared and survives a reload.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (seconds > 0) next.set('t', String(Math.floor(seconds)));
        else next.delete('t');
        return next;
      },
      { replace: true },
    );
  };

  // While playing, the current paragraph follows the video, inside the transcript's own scroll.
  const followVideo = () => {
    const video = videoRef.current;
    // Only while it plays: a paused video keeps the place the member chose in the transcript.
    if (!video || video.paused) return;
    const next = video.currentTime;
    const before = time === null ? -1 : indexAt(segmentStarts, time);
    setTime(next);
    const now = indexAt(segmentStarts, next);
    const list = transcriptRef.current;
    const segment = interview.transcript[now];
    if (now === before || !list || !segment || list.scrollHeight <= list.clientHeight) return;
    const item = document.getElementById(segmentId(segment.position));
    if (item) list.scrollTop = item.offsetTop - list.clientHeight / 3;
  };

  const verb = hasVideo ? 'Play from' : 'Go to';
  return (
    <article aria-labelledby="interview-title" className={styles.interview}>
      <header className={styles.header}>
        <p className={styles.company}>
          <span>{interview.company}</span>
          {interview.symbol &&
            (interview.symbol_known ? (
              <Link
                to={paths.symbol(interview.symbol)}
                className={styles.symbolLink}
                aria-label={`${interview.symbol}: ${interview.company} on its symbol page`}
              >
                {interview.symbol}
              </Link>
            ) : (
              <span className={styles.ticker}>{interview.symbol}</span>
            ))}
          {interview.fictional && <FictionalBadge />}
        </p>
        <h2 id="interview-title" className={styles.title}>
          {interview.title}
        </h2>
        <p className={styles.summary}>{interview.summary}</p>
        <p className={styles.meta}>
          <span>
            {interview.ceo_name}, {interview.ceo_title}
          </span>
          <span aria-hidden> · </span>
          <span>Interviewed by {interview.interviewer}</span>
          <span aria-hidden> · </span>
          <time dateTime={interview.published_at}>
            {interviewDateText(interview.published_at, timeZone)}
          </time>
          <span aria-hidden> · </span>
          <span>{durationText(interview.duration_seconds)}</span>
        </p>
      </header>

      <div className={styles.layout}>
        <div className={styles.side}>
          {hasVideo ? (
            <figure className={styles.player}>
              {/* biome-ignore lint/a11y/useMediaCaption: the transcript beside it is the text alternative. */}
              <video
                ref={videoRef}
                src={interview.video_url ?? undefined}
                controls
                preload="metadata"
                aria-label={`Video: ${interview.title}`}
                className={styles.video}
                onTimeUpdate={followVideo}
              />
              {interview.fictional && (
                <figcaption className={styles.caption}>{SAMPLE_VIDEO_NOTE}</figcaption>
              )}
            </figure>
          ) : (
            <div role="note" aria-labelledby="no-video-title" className={styles.noVideo}>
              <p id="no-video-title" className={styles.noVideoTitle}>
                {NO_VIDEO_TITLE}
              </p>
              <p className={styles.noVideoText}>{NO_VIDEO_TEXT}</p>
            </div>
          )}
          <InterviewChapters
            chapters={interview.chapters}
            activeIndex={activeChapter}
            onChoose={seek}
            verb={hasVideo ? 'Play' : 'Go to'}
          />
        </div>
        <InterviewTranscript
          ref={transcriptRef}
          segments={interview.transcript}
          activeIndex={activeSegment}
          onSeek={seek}
          verb={verb}
        />
      </div>
    </article>
  );
}

function InterviewSkeleton() {
  return (
    <div role="status" aria-label="Loading the interview" className={styles.skeleton}>
      <Skeleton width="30%" />
      <Skeleton width="75%" height="var(--font-size-6)" />
      <SkeletonText lines={2} />
      <div className={styles.layout}>
        <Skeleton height="12rem" />
        <SkeletonText lines={8} />
      </div>
    </div>
  );
}

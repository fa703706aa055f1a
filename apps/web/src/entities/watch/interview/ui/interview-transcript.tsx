import type { Ref } from 'react';
import { timestampLabel, timestampText } from '../lib/interview-time.ts';
import type { TranscriptSegment } from '../model/types.ts';
import styles from './interview-transcript.module.css';

export interface InterviewTranscriptProps {
  segments: readonly TranscriptSegment[];
  /** The paragraph playing, or opened at; -1 for none. */
  activeIndex: number;
  onSeek: (seconds: number) => void;
  /** What a timestamp does: "Play from" with a video, "Go to" without. */
  verb: string;
  /** The scrolling list, so the page can bring the current paragraph into view. */
  ref?: Ref<HTMLOListElement>;
}

/** Where a paragraph is in the page, for links and for scrolling to it. */
export const segmentId = (position: number) => `transcript-${position}`;

/**
 * The transcript: one paragraph per turn, with its time (a button that plays or goes there) and
 * its speaker. The current paragraph is marked for sight (a highlight) and for screen readers
 * (`aria-current`). The text is plain: never read as HTML.
 */
export function InterviewTranscript({
  segments,
  activeIndex,
  onSeek,
  verb,
  ref,
}: InterviewTranscriptProps) {
  return (
    <section aria-labelledby="transcript-heading" data-slot="interview-transcript">
      <h3 id="transcript-heading" className={styles.heading}>
        Transcript
      </h3>
      <ol ref={ref} className={styles.list} aria-labelledby="transcript-heading">
        {segments.map((segment, index) => (
          <li
            key={segment.position}
            id={segmentId(segment.position)}
            className={styles.segment}
            aria-current={index === activeIndex ? 'true' : undefined}
          >
            <button
              type="button"
              className={styles.time}
              aria-label={`${verb} ${timestampLabel(segment.start_seconds)}`}
              onClick={() => onSeek(segment.start_seconds)}
            >
              {timestampText(segment.start_seconds)}
            </button>
            <p className={styles.text}>
              <strong className={styles.speaker}>{segment.speaker}</strong> {segment.text}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

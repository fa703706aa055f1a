import { timestampLabel, timestampText } from '../lib/interview-time.ts';
import type { InterviewChapter } from '../model/types.ts';
import styles from './interview-chapters.module.css';

export interface InterviewChaptersProps {
  chapters: readonly InterviewChapter[];
  /** The chapter playing or last chosen; -1 for none. */
  activeIndex: number;
  onChoose: (seconds: number) => void;
  /** What choosing does: "Play" with a video, "Go to" (the transcript) without. */
  verb: string;
}

/** The chapters as buttons, each with its start; the current one is marked. */
export function InterviewChapters({
  chapters,
  activeIndex,
  onChoose,
  verb,
}: InterviewChaptersProps) {
  return (
    <nav aria-label="Chapters" data-slot="interview-chapters">
      <h3 className={styles.heading}>Chapters</h3>
      <ol className={styles.list}>
        {chapters.map((chapter, index) => (
          <li key={chapter.at}>
            <button
              type="button"
              className={styles.chapter}
              aria-current={index === activeIndex ? 'true' : undefined}
              aria-label={`${verb} ${chapter.title}, from ${timestampLabel(chapter.at)}`}
              onClick={() => onChoose(chapter.at)}
            >
              <span className={styles.time}>{timestampText(chapter.at)}</span>
              <span>{chapter.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

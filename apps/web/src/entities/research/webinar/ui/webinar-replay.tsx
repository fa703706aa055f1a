import { useState } from 'react';
import styles from './webinar-replay.module.css';

export interface WebinarReplayProps {
  url: string;
  title: string;
}

export const REPLAY_FAILED = 'The recording could not be loaded.';

/**
 * An ended webinar's recording in the browser's own player. When the file cannot be loaded (a
 * wrong address, a format the browser does not play, no network) it says so plainly instead of
 * leaving an empty frame, with the address to try elsewhere. Keyed by `url` where it is used, so
 * another recording starts with a fresh state.
 */
export function WebinarReplay({ url, title }: WebinarReplayProps) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <div role="alert" data-slot="webinar-replay-failed" className={styles.failed}>
        <p className={styles.failedTitle}>{REPLAY_FAILED}</p>
        <p className={styles.failedText}>
          The file may have moved, or this browser cannot play it. You can try{' '}
          <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
            opening the recording directly
          </a>
          .
        </p>
      </div>
    );
  return (
    <figure data-slot="webinar-replay" className={styles.figure}>
      {/* A recorded talk: no captions file is published with the sample replays. */}
      {/* biome-ignore lint/a11y/useMediaCaption: the replays come without a captions track. */}
      <video
        controls
        preload="metadata"
        src={url}
        aria-label={`Replay of ${title}`}
        className={styles.video}
        onError={() => setFailed(true)}
      />
      <figcaption className={styles.caption}>Replay: {title}</figcaption>
    </figure>
  );
}

import Hls from 'hls.js';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { cx } from '../lib/cx.ts';
import { Skeleton } from '../skeleton/skeleton.tsx';
import styles from './live-player.module.css';

export type LivePlayerState = 'off-air' | 'loading' | 'playing' | 'error';

export interface LivePlayerProps {
  /** The HLS playlist (.m3u8) while the channel is on the air; null when it is off the air. */
  src: string | null;
  /**
   * Forces a state (stories, a page that knows better). By default the player follows the
   * stream: off air without `src`, loading until the video plays, error when it cannot load.
   */
  state?: LivePlayerState;
  /** The show on the air: the video's accessible name. */
  title?: string;
  /** The next show and its time, as the page words it ("Closing Bell Debrief, Wed 16:15"). */
  nextShow?: string | null;
  /** Told when the state the player shows changes. */
  onStateChange?: (state: LivePlayerState) => void;
  className?: string;
}

export const OFF_AIR_TITLE = 'Off air';
export const STREAM_ERROR = 'The stream could not be loaded';
const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * The live show's video: an HLS stream played with hls.js where the browser has Media Source
 * Extensions, natively where it plays HLS itself (Safari, iOS), and a clear "Off air" panel with
 * the next show when there is no stream. A stream that fails shows an error with a retry. The
 * hls.js instance is destroyed when the source changes and on unmount.
 */
export function LivePlayer({
  src,
  state: forced,
  title = 'Live show',
  nextShow,
  onStateChange,
  className,
}: LivePlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Exclude<LivePlayerState, 'off-air'>>('loading');
  // Bumped by "Try again": attaches the stream afresh.
  const [attempt, setAttempt] = useState(0);
  const shown: LivePlayerState = forced ?? (src === null ? 'off-air' : status);
  const attach = src !== null && forced === undefined;

  useEffect(() => {
    onStateChange?.(shown);
  }, [onStateChange, shown]);

  useEffect(() => {
    const video = videoRef.current;
    if (!attach || !video || src === null) return;
    setStatus('loading');
    // `attempt` is read so that a retry re-runs this effect.
    void attempt;
    let hls: Hls | undefined;
    if (Hls.isSupported()) {
      hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) setStatus('error');
      });
      hls.loadSource(src);
      hls.attachMedia(video);
    } else if (video.canPlayType(HLS_TYPE)) {
      video.src = src;
    } else {
      setStatus('error');
    }
    return () => {
      hls?.destroy();
      video.removeAttribute('src');
    };
  }, [attach, src, attempt]);

  return (
    <section
      data-slot="live-player"
      data-state={shown}
      aria-label={shown === 'off-air' ? OFF_AIR_TITLE : title}
      className={cx(styles.player, className)}
    >
      {shown === 'off-air' ? (
        <div data-slot="live-player-off-air" className={styles.panel}>
          <h2 className={styles.heading}>{OFF_AIR_TITLE}</h2>
          <p className={styles.next}>
            {nextShow ? (
              <>
                Next: <strong>{nextShow}</strong>
              </>
            ) : (
              'No show is scheduled in the next seven days.'
            )}
          </p>
        </div>
      ) : (
        <>
          {/* Muted so browsers allow it to start by itself; the controls unmute it. */}
          <video
            ref={videoRef}
            data-slot="live-player-video"
            className={styles.video}
            aria-label={title}
            controls
            autoPlay
            muted
            playsInline
            onPlaying={() => setStatus('playing')}
            onWaiting={() => setStatus((current) => (current === 'error' ? current : 'loading'))}
            onError={() => setStatus('error')}
          />
          {shown === 'playing' && (
            <Badge tone="live" className={styles.live}>
              Live
            </Badge>
          )}
          {shown === 'loading' && (
            <div
              role="status"
              aria-busy="true"
              aria-label="Loading the stream"
              className={styles.overlay}
            >
              <Skeleton className={styles.skeleton} />
            </div>
          )}
          {shown === 'error' && (
            <div role="alert" className={cx(styles.overlay, styles.panel)}>
              <p className={styles.heading}>{STREAM_ERROR}</p>
              <p className={styles.next}>Check your connection, then try again.</p>
              {forced === undefined && (
                <Button size="sm" variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

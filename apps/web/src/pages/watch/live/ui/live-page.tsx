import { Badge } from '@tapetv/ui/badge';
import { Button } from '@tapetv/ui/button';
import { type ChatMessage, GroupChat } from '@tapetv/ui/chat-list';
import { EmptyState } from '@tapetv/ui/empty-state';
import { LivePlayer } from '@tapetv/ui/live-player';
import { Skeleton, SkeletonText } from '@tapetv/ui/skeleton';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { memberTimeZoneAtom, viewerAtom } from '@/entities/session';
import {
  type LiveChatMessage,
  LiveSchedule,
  type LiveStatus,
  liveChatAtom,
  liveClockAtom,
  liveNowAtom,
  liveStatusAtom,
  loadLiveChatAtom,
  loadLiveStatusAtom,
  loadOlderLiveMessagesAtom,
  nextShowText,
  useLiveChatLive,
} from '@/entities/watch/live-show';
import { deleteLiveMessageAtom } from '@/features/live-chat/delete-message';
import { sendLiveMessageAtom } from '@/features/live-chat/send-message';
import { formFailure } from '@/shared/api';
import { nowAtom } from '@/shared/lib/time';
import { renderCashtagLink } from '@/shared/ui/cashtag-link';
import { PageFrame } from '@/shared/ui/page-frame';
import styles from './live-page.module.css';

const TITLE = 'TapeTV Live';
/** The longest a timer waits before the page asks again whether the channel is on the air. */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000;
/** How long the page waits before asking again when its clock says a change is already past. */
const STALE_RETRY_MS = 60_000;

const toChatMessage = (message: LiveChatMessage): ChatMessage => ({
  id: message.id,
  text: message.text,
  replyTo: null,
  userId: message.userId,
  user: message.user,
  created_at: message.created_at,
});

/**
 * The live show (`/tapetv-live`, issue 20): the player (the stream while a show is on the air, a
 * clear "Off air" with the next show otherwise), the week's schedule in the member's time zone,
 * and the show's chat, live over `private:live.chat`. On a phone the chat comes under the player.
 */
export function LivePage() {
  const state = useAtomValue(liveStatusAtom);
  const clock = useAtomValue(liveClockAtom);
  const load = useSetAtom(loadLiveStatusAtom);

  useEffect(() => {
    void load();
  }, [load]);

  // Asks again when the show on the air ends or the next one starts: on or off the air follows.
  const live = state.live;
  const changesAt = live
    ? Math.min(
        ...[live.currentShow?.ends_at, live.nextShow?.starts_at]
          .filter((at): at is string => at !== undefined)
          .map((at) => Date.parse(at)),
      )
    : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(changesAt)) return;
    const left = changesAt - clock.now();
    // A change already past by this clock (a skewed one): ask again later, not in a loop.
    const wait = left > 0 ? Math.min(left + 1000, LONGEST_WAIT_MS) : STALE_RETRY_MS;
    const timer = setTimeout(() => void load(), wait);
    return () => clearTimeout(timer);
  }, [changesAt, clock, load]);

  return (
    <PageFrame
      title={TITLE}
      header={
        <header className={styles.header}>
          <h1 className={styles.title}>{TITLE}</h1>
          {live &&
            (live.onAir ? (
              <Badge tone="live">On air now</Badge>
            ) : (
              <Badge tone="neutral">Off air</Badge>
            ))}
        </header>
      }
    >
      {state.status === 'error' && !live ? (
        <EmptyState
          tone="error"
          title="The live show could not be loaded"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void load()}>
              Try again
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <div className={styles.player}>{live ? <Show live={live} /> : <ShowSkeleton />}</div>
          <section className={styles.chat} aria-labelledby="live-chat-title">
            <h2 id="live-chat-title" className={styles.sectionTitle}>
              Live chat
            </h2>
            <LiveChat />
          </section>
          <section className={styles.schedule} aria-labelledby="live-schedule-title">
            <h2 id="live-schedule-title" className={styles.sectionTitle}>
              This week
            </h2>
            {live ? <Schedule live={live} /> : <ScheduleSkeleton />}
          </section>
        </div>
      )}
    </PageFrame>
  );
}

function Show({ live }: { live: LiveStatus }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const now = useAtomValue(liveNowAtom);
  const show = live.onAir ? live.currentShow : null;
  return (
    <>
      <LivePlayer
        src={live.onAir ? live.streamUrl : null}
        title={show ? `${show.title}, live` : 'Live show'}
        nextShow={live.nextShow ? nextShowText(live.nextShow, timeZone, now) : null}
      />
      {show && (
        <div className={styles.about}>
          <h2 className={styles.showTitle}>{show.title}</h2>
          <p className={styles.host}>with {show.host}</p>
          <p className={styles.description}>{show.description}</p>
        </div>
      )}
    </>
  );
}

function Schedule({ live }: { live: LiveStatus }) {
  const timeZone = useAtomValue(memberTimeZoneAtom);
  const now = useAtomValue(liveNowAtom);
  return <LiveSchedule schedule={live.schedule} timeZone={timeZone} now={now} />;
}

function LiveChat() {
  const state = useAtomValue(liveChatAtom);
  const viewer = useAtomValue(viewerAtom);
  const now = useAtomValue(nowAtom);
  const load = useSetAtom(loadLiveChatAtom);
  const loadOlder = useSetAtom(loadOlderLiveMessagesAtom);
  const send = useSetAtom(sendLiveMessageAtom);
  const remove = useSetAtom(deleteLiveMessageAtom);
  // The server's words for the last refused send or delete (the rate limit, say).
  const [refusal, setRefusal] = useState<string | null>(null);

  useLiveChatLive();
  useEffect(() => {
    void load();
  }, [load]);

  const messages = useMemo(() => state.messages.map(toChatMessage), [state.messages]);
  const footer =
    refusal ?? (state.status === 'ready' && state.error ? `Older messages: ${state.error}` : null);

  return (
    <GroupChat
      label="Live chat messages"
      messages={messages}
      currentUserId={viewer?.id ?? null}
      now={now}
      allowReply={false}
      emptyText="Be the first to say hello."
      loading={state.status !== 'error' && state.status !== 'ready' && messages.length === 0}
      error={state.status === 'error' ? state.error : null}
      onRetry={() => void load()}
      hasMore={state.hasMore}
      loadingMore={state.loadingMore}
      onLoadMore={() => void loadOlder()}
      onSend={async ({ text }) => {
        setRefusal(null);
        try {
          await send(text);
        } catch (error) {
          setRefusal(formFailure(error).message);
          // The composer keeps the text for another try.
          throw error;
        }
      }}
      onDelete={async (id) => {
        setRefusal(null);
        try {
          await remove(Number(id));
        } catch (error) {
          setRefusal(formFailure(error).message);
        }
      }}
      footer={footer}
      scroll
      renderCashtag={renderCashtagLink}
    />
  );
}

function ShowSkeleton() {
  return (
    <div role="status" aria-label="Loading the live show" className={styles.playerSkeleton}>
      <Skeleton className={styles.skeletonFill} />
    </div>
  );
}

function ScheduleSkeleton() {
  return (
    <div role="status" aria-label="Loading the schedule">
      <SkeletonText lines={4} />
    </div>
  );
}

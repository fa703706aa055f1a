import { channelNames } from '@tapetv/realtime/channels';
import type { Database } from '../../db/client.ts';
import { DEFAULT_AVATAR } from '../../lib/default-images.ts';
import { forbidden, notFound, tooManyRequests, validationFailed } from '../../lib/errors.ts';
import {
  LIVE_MESSAGE_BURST,
  LIVE_MESSAGE_PAGE_SIZE,
  LIVE_MESSAGE_TEXT_MAX,
  LIVE_MESSAGE_WINDOW_SECONDS,
  type LiveChatMessageView,
  type LiveOccurrenceView,
  type LiveStatusView,
} from '../../schemas/live.ts';
import type { Broadcaster } from '../realtime/broadcaster.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { LiveMessageDetails, LiveRepository, LiveShowRow } from './live.repository.ts';
import {
  currentOccurrence,
  nextOccurrence,
  type Occurrence,
  occurrencesFrom,
  SHOW_TIME_ZONE,
} from './live-schedule.ts';

/** Worded as the schema's own refusals of an empty or overlong text (plugins/app/errors). */
export const LIVE_MESSAGE_EMPTY = 'The text cannot be empty.';
export const LIVE_MESSAGE_TOO_LONG = `The text must not be greater than ${LIVE_MESSAGE_TEXT_MAX} characters.`;
export const LIVE_RATE_LIMITED = `You are sending messages too quickly: at most ${LIVE_MESSAGE_BURST} every ${LIVE_MESSAGE_WINDOW_SECONDS} seconds. Wait a moment and try again.`;
export const LIVE_MESSAGE_NOT_FOUND = 'This message does not exist.';
export const LIVE_DELETE_REFUSED = 'You can only delete your own messages.';

const pad = (value: number) => String(value).padStart(2, '0');

function presentOccurrence({
  show,
  startsAt,
  endsAt,
}: Occurrence<LiveShowRow>): LiveOccurrenceView {
  return {
    show: show.slug,
    title: show.title,
    host: show.host,
    description: show.description,
    starts_at: new Date(startsAt).toISOString(),
    ends_at: new Date(endsAt).toISOString(),
  };
}

function presentMessage({ message, user }: LiveMessageDetails): LiveChatMessageView {
  return {
    id: message.id,
    text: message.text,
    userId: message.userId,
    // Only what a message shows: never the rest of the author's row.
    user: {
      id: user.id,
      name: user.name,
      userName: user.userName,
      avatar: user.avatar ?? DEFAULT_AVATAR,
    },
    created_at: message.createdAt.toISOString(),
  };
}

/** A message's text, trimmed, counted in characters (an emoji is one); 422 when unusable. */
function checkedText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw validationFailed({ text: [LIVE_MESSAGE_EMPTY] });
  if ([...trimmed].length > LIVE_MESSAGE_TEXT_MAX)
    throw validationFailed({ text: [LIVE_MESSAGE_TOO_LONG] });
  return trimmed;
}

/**
 * The live show (issue 20, `/tapetv-live`): the week's programme computed from the shows' rules,
 * whether the channel is on the air (a stream is configured and a show is scheduled now), and the
 * show's chat, one for every member. Chat changes are published on `private:live.chat` after
 * their commit. Each member may send `LIVE_MESSAGE_BURST` messages per
 * `LIVE_MESSAGE_WINDOW_SECONDS`, counted in PostgreSQL (so the limit holds across processes).
 */
export class LiveService {
  constructor(
    private readonly deps: {
      db: Database;
      repository: LiveRepository;
      broadcaster: Pick<Broadcaster, 'transaction'>;
      /** LIVE_STREAM_URL: the HLS playlist; absent, the channel is off the air. */
      streamUrl: string | undefined;
    },
  ) {}

  /** The clock the schedule and the chat read (tests move it). */
  now(): number {
    return Date.now();
  }

  async status(): Promise<LiveStatusView> {
    const now = this.now();
    const shows = await this.deps.repository.shows();
    const occurrences = occurrencesFrom(shows, now);
    const current = currentOccurrence(occurrences, now);
    const next = nextOccurrence(occurrences, now);
    const onAir = this.deps.streamUrl !== undefined && current !== undefined;
    return {
      onAir,
      streamUrl: onAir ? (this.deps.streamUrl ?? null) : null,
      currentShow: current ? presentOccurrence(current) : null,
      nextShow: next ? presentOccurrence(next) : null,
      schedule: occurrences.map(presentOccurrence),
      shows: shows.map((show) => ({
        slug: show.slug,
        title: show.title,
        host: show.host,
        description: show.description,
        weekdays: show.weekdays,
        start_time: `${pad(Math.floor(show.startMinutes / 60))}:${pad(show.startMinutes % 60)}`,
        time_zone: SHOW_TIME_ZONE,
        duration_minutes: show.durationMinutes,
      })),
    };
  }

  /** The newest messages (older than `before` when given), newest first. */
  async chat(before?: number) {
    const rows = await this.deps.repository.page({
      ...(before === undefined ? {} : { before }),
      limit: LIVE_MESSAGE_PAGE_SIZE + 1,
    });
    return {
      data: rows.slice(0, LIVE_MESSAGE_PAGE_SIZE).map(presentMessage),
      hasMore: rows.length > LIVE_MESSAGE_PAGE_SIZE,
    };
  }

  /** Sends a message as the viewer; 429 past the rate limit. */
  async send(viewer: UserRow, input: string): Promise<LiveChatMessageView> {
    const text = checkedText(input);
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const { repository } = this.deps;
      await repository.lockMember(viewer.id, tx);
      const at = new Date(this.now());
      const since = new Date(at.getTime() - LIVE_MESSAGE_WINDOW_SECONDS * 1000);
      if ((await repository.sentSince(viewer.id, since, tx)) >= LIVE_MESSAGE_BURST)
        throw tooManyRequests(LIVE_RATE_LIMITED);
      const id = await repository.add({ userId: viewer.id, text, at }, tx);
      const stored = await repository.find(id, tx);
      if (!stored) throw new Error(`live chat message ${id} vanished inside its transaction`);
      const message = presentMessage(stored);
      queue(channelNames.liveChat(), 'new-message', message);
      return message;
    });
  }

  /** Deletes one of the viewer's own messages. */
  async remove(viewer: UserRow, id: number) {
    return this.deps.broadcaster.transaction(this.deps.db, async (tx, queue) => {
      const found = await this.deps.repository.find(id, tx);
      if (!found) throw notFound(LIVE_MESSAGE_NOT_FOUND);
      if (found.message.userId !== viewer.id) throw forbidden(LIVE_DELETE_REFUSED);
      if (!(await this.deps.repository.remove(id, tx))) throw notFound(LIVE_MESSAGE_NOT_FOUND);
      queue(channelNames.liveChat(), 'message-deleted', { id });
      return { success: true, message: 'Message deleted.' as const, id };
    });
  }
}

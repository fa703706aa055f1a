import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  comments,
  follows,
  groupMembers,
  groups,
  pollOptions,
  polls,
  pollVotes,
  postBookmarks,
  posts,
  reactions,
  reactionTypes,
} from '../schema/index.ts';
import { seededRandom } from './random.ts';

/** How many posts the demo feed starts with. */
export const SEEDED_POSTS = 300;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Rows per INSERT: far below the 65,535 bind parameters a statement may carry on either driver. */
const BATCH = 1000;
/** Dana saved one in this many of the other members' posts outside groups (about five). */
const DANA_SAVES_EVERY = 40;

type Random = ReturnType<typeof seededRandom>;
type Tone = 'bull' | 'bear' | 'neutral';
type Theme = 'momentum' | 'options' | 'dividend' | 'macro' | 'crypto';

/** Each demo group talks about one theme; posts outside groups pick one at random. */
const GROUP_THEMES: Readonly<Record<string, Theme>> = {
  'options-lab': 'options',
  'momentum-traders': 'momentum',
  'dividend-club': 'dividend',
  'macro-watch': 'macro',
  'crypto-desk': 'crypto',
};
const THEMES: readonly Theme[] = ['momentum', 'momentum', 'options', 'dividend', 'macro', 'crypto'];

/** Rough price levels, so the numbers in the chatter look plausible (jittered per post). */
const PRICES: Readonly<Record<string, number>> = {
  NVDA: 135,
  TSLA: 245,
  AMD: 150,
  PLTR: 42,
  META: 560,
  AAPL: 228,
  MSFT: 420,
  AMZN: 195,
  COIN: 215,
  SMCI: 38,
  SPY: 575,
  QQQ: 495,
  IWM: 220,
  KO: 70,
  O: 58,
  JNJ: 158,
  PEP: 168,
  XOM: 116,
  VZ: 42,
  ABBV: 192,
  SCHD: 28,
  GLD: 245,
  TLT: 94,
  BTC: 67_000,
  ETH: 3_300,
  SOL: 155,
};
const TICKERS: Readonly<Record<Theme, readonly string[]>> = {
  momentum: ['NVDA', 'TSLA', 'AMD', 'PLTR', 'META', 'AAPL', 'MSFT', 'AMZN', 'COIN', 'SMCI'],
  options: ['SPY', 'QQQ', 'NVDA', 'TSLA', 'AAPL', 'AMD', 'IWM'],
  dividend: ['KO', 'O', 'JNJ', 'PEP', 'XOM', 'VZ', 'ABBV', 'SCHD'],
  macro: ['SPY', 'TLT', 'GLD', 'QQQ', 'IWM'],
  crypto: ['BTC', 'ETH', 'SOL'],
};
const EVENTS = ['CPI', 'PPI', 'FOMC minutes', 'NFP', 'PCE', 'retail sales', 'jobless claims'];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const EXPIRIES = ['this Friday', 'next Friday', 'the monthly', 'the quarterly', '45 DTE'];

/** A ticker as traders write it: `$NVDA` for a listed name, `BTC` for a coin. */
const symbol = (ticker: string) => (TICKERS.crypto.includes(ticker) ? ticker : `$${ticker}`);

/** A price near the ticker's usual level, rounded the way people quote it. */
function price(random: Random, ticker: string, spread = 0.12): string {
  const base = PRICES[ticker] ?? 100;
  const value = base * (1 + (random.next() * 2 - 1) * spread);
  if (value >= 1000) return `${Math.round(value / 100) * 100}`;
  if (value >= 100) return `${Math.round(value)}`;
  return value.toFixed(1);
}
/** A round option strike near the price. */
function strike(random: Random, ticker: string): number {
  const base = PRICES[ticker] ?? 100;
  const step = base >= 200 ? 5 : base >= 50 ? 2.5 : 1;
  return Math.round((base * (0.9 + random.next() * 0.2)) / step) * step;
}

interface Chatter {
  text: string;
  tone: Tone;
  ticker: string;
}
type Template = (random: Random, ticker: string, other: string) => Omit<Chatter, 'ticker'>;

const TEMPLATES: Readonly<Record<Theme, readonly Template[]>> = {
  momentum: [
    (r, t) => ({
      tone: 'bull',
      text: `${symbol(t)} breaking out above ${price(r, t, 0.03)} on ${r.int(2, 4)}x average volume. Next stop ${price(r, t, 0.15)}.`,
    }),
    (r, t) => ({
      tone: 'bull',
      text: `Added to ${symbol(t)} on the pullback to the 20-day. Stop under ${price(r, t, 0.08)}.`,
    }),
    (_r, t) => ({
      tone: 'bear',
      text: `${symbol(t)} lost the 50-day today. Trimming into any bounce.`,
    }),
    (r, t) => ({
      tone: 'neutral',
      text: `Watching ${symbol(t)} into earnings ${r.pick(WEEKDAYS)}. Implied move is ±${r.int(4, 12)}%.`,
    }),
    (_r, t, o) => ({
      tone: 'bull',
      text: `Relative strength in ${symbol(t)} and ${symbol(o)} even on a red tape. Leaders lead.`,
    }),
    (r, t) => ({
      tone: 'bear',
      text: `Gap fill on ${symbol(t)} looks likely, ${price(r, t, 0.06)} is the level I care about.`,
    }),
    (r, t) => ({
      tone: 'neutral',
      text: `Took half off ${symbol(t)} at ${price(r, t, 0.05)}, letting the rest ride with a trailing stop.`,
    }),
    (r, t) => ({
      tone: 'bear',
      text: `${symbol(t)} up ${r.int(20, 45)}% in ${r.int(2, 4)} weeks with no base. Not chasing here.`,
    }),
  ],
  options: [
    (r, t) => ({
      tone: 'neutral',
      text: `Sold the ${symbol(t)} ${strike(r, t)} puts expiring ${r.pick(EXPIRIES)} for $${(r.next() * 3 + 0.4).toFixed(2)}. Happy to own it there.`,
    }),
    (r, t) => ({
      tone: 'bull',
      text: `Rolled my ${symbol(t)} covered calls up and out to ${r.pick(EXPIRIES)}. Still bullish.`,
    }),
    (r, t) => ({
      tone: 'bear',
      text: `Bought ${symbol(t)} ${strike(r, t)}p as a hedge into ${r.pick(EVENTS)}. Cheap insurance.`,
    }),
    (r, t) => ({
      tone: 'neutral',
      text: `IV rank on ${symbol(t)} is ${r.int(15, 85)}. Iron condor for ${r.pick(EXPIRIES)}, wings ${r.int(2, 4)} strikes wide.`,
    }),
    (r) => ({
      tone: 'neutral',
      text: `0DTE flows were wild into the close. Gamma pinned $SPY at ${price(r, 'SPY', 0.02)}.`,
    }),
    (r, t) => ({
      tone: 'bull',
      text: `Opened a ${symbol(t)} call debit spread, ${r.int(30, 60)} days out. Risking $${r.int(2, 9)}00 to make $${r.int(10, 25)}00.`,
    }),
  ],
  dividend: [
    (r, t) => ({
      tone: 'bull',
      text: `${symbol(t)} raised the dividend ${r.int(2, 9)}%. That's ${r.int(8, 60)} years in a row.`,
    }),
    (r, t) => ({
      tone: 'neutral',
      text: `Reinvested this month's dividends into ${symbol(t)}. Yield on cost now ${(r.next() * 4 + 3).toFixed(1)}%.`,
    }),
    (r, t) => ({
      tone: 'neutral',
      text: `Ex-dividend date for ${symbol(t)} is ${r.pick(WEEKDAYS)}. Not chasing it, just noting.`,
    }),
    (r, t) => ({
      tone: 'bear',
      text: `Payout ratio at ${symbol(t)} is getting stretched, ${r.int(75, 110)}%. Watching the next report.`,
    }),
    (_r, t, o) => ({
      tone: 'bull',
      text: `Boring portfolio update: ${symbol(t)} and ${symbol(o)} keep paying while the tape swings. Fine by me.`,
    }),
  ],
  macro: [
    (r) => ({
      tone: 'neutral',
      text: `${r.pick(EVENTS)} ${r.pick(WEEKDAYS)} at 8:30 ET. Staying light until then, cash is a position.`,
    }),
    (r) => ({
      tone: 'bear',
      text: `10-year back above ${(r.next() * 0.8 + 4).toFixed(2)}%. Growth stocks won't like that.`,
    }),
    () => ({
      tone: 'bull',
      text: 'Dollar rolling over, $GLD and commodities catching a bid.',
    }),
    (r) => ({
      tone: 'neutral',
      text: `Curve still inverted, ${r.int(5, 45)} bps between 2s and 10s. Patience.`,
    }),
    (r) => ({
      tone: 'bear',
      text: `Breadth is ugly: $SPY green while ${r.int(55, 70)}% of stocks are red.`,
    }),
    (r) => ({
      tone: 'bull',
      text: `$IWM finally outperforming $QQQ for ${r.int(3, 8)} sessions. Rotation is real this time?`,
    }),
  ],
  crypto: [
    (r, t) => ({
      tone: 'bull',
      text: `${symbol(t)} reclaiming ${price(r, t, 0.04)}. Bulls want a daily close above it.`,
    }),
    (r, t) => ({
      tone: 'bear',
      text: `Funding on ${symbol(t)} perps is overheated. Expecting a flush below ${price(r, t, 0.1)}.`,
    }),
    (r, t) => ({
      tone: 'neutral',
      text: `${t === 'BTC' ? 'ETH' : t}/BTC at a ${r.int(6, 40)}-week low. Rotation or capitulation?`,
    }),
    (r, t) => ({
      tone: 'bull',
      text: `Stacking ${symbol(t)} under ${price(r, t, 0.05)}, same plan as always. DCA beats timing.`,
    }),
    (r) => ({
      tone: 'neutral',
      text: `ETF inflows ${r.int(150, 900)}M yesterday and price didn't move. Someone is selling into it.`,
    }),
  ],
};

interface PollDraft {
  text: string;
  options: string[];
}
type PollTemplate = (random: Random, ticker: string, tickers: readonly string[]) => PollDraft;

const POLL_TEMPLATES: readonly PollTemplate[] = [
  (r, t) => {
    const text = `Where does ${symbol(t)} close this Friday?`;
    const [lo, hi] = [price(r, t, 0.04), price(r, t, 0.04)].sort((a, b) => Number(a) - Number(b));
    return r.next() < 0.5 || lo === hi
      ? { text, options: [`Above ${hi}`, `Below ${hi}`] }
      : { text, options: [`Above ${hi}`, `Between ${lo} and ${hi}`, `Below ${lo}`] };
  },
  (r) => ({
    text: `${r.pick(EVENTS)} ${r.pick(WEEKDAYS)}: hotter or cooler than expected?`,
    options: ['Hotter', 'In line', 'Cooler'],
  }),
  (r, t) => ({
    text: `Bull or bear on ${symbol(t)} for the next month?`,
    options: r.next() < 0.5 ? ['Bull 🐂', 'Bear 🐻'] : ['Bull 🐂', 'Bear 🐻', 'Sitting it out'],
  }),
  (r, _t, tickers) => {
    const count = Math.min(tickers.length, r.int(3, 4));
    const chosen = pickDistinct(r, tickers, count);
    return { text: 'Best risk/reward right now?', options: chosen.map(symbol) };
  },
  () => ({
    text: 'How many Fed cuts do we get this year?',
    options: ['None', 'One', 'Two', 'Three or more'],
  }),
  (r) => ({
    text: 'What are you adding this month?',
    options: pickDistinct(
      r,
      ['Tech', 'Energy', 'Dividend payers', 'Crypto', 'Bonds', 'Cash'],
      r.int(2, 4),
    ),
  }),
];

const COMMENTS: readonly ((random: Random, ticker: string) => string)[] = [
  () => 'Nice call on this one.',
  () => "What's your stop?",
  () => "I'm on the other side of this trade.",
  () => 'Agreed, the chart looks clean.',
  () => 'Careful, earnings are next week.',
  (r, t) => `Took profits on ${symbol(t)} at ${price(r, t, 0.05)} already.`,
  () => 'Saving this for later.',
  () => "Volume doesn't confirm it yet for me.",
  (_r, t) => `Been watching the same level on ${symbol(t)}.`,
  () => 'How are you sizing this?',
  () => 'This aged well 👀',
  () => 'Source for the numbers?',
  (_r, t) => `${symbol(t)} always does this before a big move.`,
];
const REPLIES: readonly string[] = [
  'Stop is just under the last swing low.',
  'Fair point, sizing small.',
  'Thanks! Still early though.',
  "We'll see Friday 😄",
  'Half size, adding if it confirms.',
  "Good question, I'll post the chart.",
  'Same here.',
  "That's why I hedge.",
];

/** Reaction names with weights; a post's tone tilts bullish against bearish. */
const REACTION_WEIGHTS: Readonly<Record<string, number>> = {
  like: 30,
  love: 8,
  haha: 7,
  wow: 7,
  sad: 4,
  angry: 3,
  bullish: 18,
  bearish: 12,
};
const TONE_TILT: Readonly<Record<Tone, Readonly<Record<string, number>>>> = {
  bull: { bullish: 2, bearish: 0.4 },
  bear: { bullish: 0.4, bearish: 2, sad: 1.5 },
  neutral: {},
};
const COMMENT_REACTIONS = ['like', 'like', 'like', 'haha', 'love', 'wow'];

/** `count` distinct items, in the order drawn (a partial Fisher–Yates shuffle of a copy). */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  for (let i = 0; i < Math.min(count, pool.length); i += 1) {
    const j = random.int(i, pool.length - 1);
    const item = pool[j] as T;
    pool[j] = pool[i] as T;
    pool[i] = item;
    chosen.push(item);
  }
  return chosen;
}

function weightedIndex(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [index, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return index;
  }
  return weights.length - 1;
}

/** A time between `from` and `to`, nearer `from` as `skew` grows. */
const between = (random: Random, from: number, to: number, skew = 1) =>
  Math.floor(from + (to - from) * random.next() ** skew);

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await insert(rows.slice(start, start + BATCH));
  }
}

/**
 * The ids a multi-row INSERT … RETURNING gave back. PostgreSQL assigns identity values in the
 * order of the VALUES rows and returns them in that order; this checks it rather than trusting it,
 * because every later row is linked through these ids.
 */
function idsInOrder(rows: { id: number }[], expected: number, table: string): number[] {
  const ids = rows.map((row) => row.id);
  if (ids.length !== expected || ids.some((id, i) => i > 0 && id <= (ids[i - 1] ?? 0))) {
    throw new Error(`seed: ${table} ids did not come back in insertion order`);
  }
  return ids;
}

export interface SeededPosts {
  posts: number;
  polls: number;
  votes: number;
  comments: number;
  reactions: number;
  follows: number;
}

/**
 * The demo feed: follows, ~300 posts over the last 30 days (some in groups, ~15% with a poll),
 * votes, reactions, comments with one-level replies and reactions on comments. Everything comes
 * from one seeded generator, so every machine gets the same rows for the same `now`; timestamps
 * are set explicitly and increase with the ids. Runs inside the seed's transaction, after the
 * members, groups and reaction types exist; `members` maps user names to ids.
 */
export async function seedPosts(
  tx: Executor,
  members: ReadonlyMap<string, number>,
  now: Date,
): Promise<SeededPosts> {
  const random = seededRandom(20261124);
  const end = now.getTime();
  const dana = members.get('dana');
  const sam = members.get('sam');
  if (dana === undefined || sam === undefined) throw new Error('demo members are missing');
  const everyone = [...members].sort(([a], [b]) => a.localeCompare(b)).map(([, id]) => id);
  const generated = everyone.filter((id) => id !== dana && id !== sam);

  const memberships = await tx
    .select({ groupId: groupMembers.groupId, userId: groupMembers.userId, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .orderBy(asc(groupMembers.groupId), asc(groupMembers.userId));
  const groupsOf = new Map<number, { id: number; name: string }[]>();
  const membersOf = new Map<number, number[]>();
  for (const row of memberships) {
    const own = groupsOf.get(row.userId) ?? [];
    own.push({ id: row.groupId, name: row.name });
    groupsOf.set(row.userId, own);
    const inGroup = membersOf.get(row.groupId) ?? [];
    inGroup.push(row.userId);
    membersOf.set(row.groupId, inGroup);
  }
  const types = await tx
    .select({ id: reactionTypes.id, name: reactionTypes.name })
    .from(reactionTypes)
    .orderBy(asc(reactionTypes.position), asc(reactionTypes.id));
  const typeId = new Map(types.map((type) => [type.name, type.id]));
  /** A time after `time` and no later than now, nearer `time` as `skew` grows (people react early). */
  const after = (time: number, skew: number) =>
    between(random, Math.min(time + MINUTE, end), end, skew);

  // Follows: Dana and Sam follow each other and a handful of members; everyone follows a few.
  const followRows: (typeof follows.$inferInsert)[] = [];
  const followed = new Set<string>();
  const follow = (followerId: number, followeeId: number) => {
    const key = `${followerId}:${followeeId}`;
    if (followerId === followeeId || followed.has(key)) return;
    followed.add(key);
    followRows.push({
      followerId,
      followeeId,
      createdAt: new Date(between(random, end - 60 * DAY, end - 31 * DAY)),
    });
  };
  follow(dana, sam);
  for (const id of pickDistinct(random, generated, 15)) follow(dana, id);
  follow(sam, dana);
  for (const id of pickDistinct(random, generated, 10)) follow(sam, id);
  for (const id of generated) {
    if (random.next() < 0.4) follow(id, dana);
    if (random.next() < 0.4) follow(id, sam);
    for (const other of pickDistinct(random, generated, random.int(2, 5))) follow(id, other);
  }

  // Post times: spread over the last 30 days, strictly increasing, so id order is time order.
  const times = Array.from({ length: SEEDED_POSTS }, () =>
    between(random, end - 30 * DAY, end - 10 * MINUTE),
  ).sort((a, b) => a - b);
  for (let i = 1; i < times.length; i += 1) {
    if ((times[i] ?? 0) <= (times[i - 1] ?? 0)) times[i] = (times[i - 1] ?? 0) + 1;
  }

  interface Draft {
    userId: number;
    groupId: number | null;
    /** Who may see the post, hence vote, react or comment: the group's members, or everyone. */
    audience: number[];
    createdAt: number;
    chatter: Chatter;
    poll: { options: string[]; closesAt: number | null } | null;
  }
  const drafts: Draft[] = times.map((createdAt) => {
    const roll = random.next();
    const userId = roll < 0.09 ? dana : roll < 0.18 ? sam : random.pick(generated);
    const own = groupsOf.get(userId) ?? [];
    const group = own.length > 0 && random.next() < 0.3 ? random.pick(own) : undefined;
    const theme = group ? (GROUP_THEMES[group.name] ?? random.pick(THEMES)) : random.pick(THEMES);
    const ticker = random.pick(TICKERS[theme]);
    const other = random.pick(TICKERS[theme].filter((candidate) => candidate !== ticker));
    let chatter: Chatter = { ...random.pick(TEMPLATES[theme])(random, ticker, other), ticker };
    let poll: Draft['poll'] = null;
    if (random.next() < 0.15) {
      const draft = random.pick(POLL_TEMPLATES)(random, ticker, TICKERS[theme]);
      chatter = { text: draft.text, tone: 'neutral', ticker };
      // Most polls close a few days after posting (so older ones are closed); some never close.
      const closesAt =
        random.next() < 0.3 ? null : createdAt + random.int(1, 7) * DAY + random.int(0, 23) * HOUR;
      poll = { options: draft.options, closesAt };
    }
    return {
      userId,
      groupId: group?.id ?? null,
      audience: group ? (membersOf.get(group.id) ?? []) : everyone,
      createdAt,
      chatter,
      poll,
    };
  });

  const postIds = idsInOrder(
    await tx
      .insert(posts)
      .values(
        drafts.map((draft) => ({
          userId: draft.userId,
          groupId: draft.groupId,
          text: draft.chatter.text,
          images: [],
          createdAt: new Date(draft.createdAt),
        })),
      )
      .returning({ id: posts.id }),
    drafts.length,
    'posts',
  );

  // Polls, their options with the vote counts, and the votes the counts were made from.
  const pollDrafts = drafts.flatMap((draft, index) =>
    draft.poll ? [{ draft, poll: draft.poll, postId: postIds[index] as number }] : [],
  );
  const pollIds =
    pollDrafts.length === 0
      ? []
      : idsInOrder(
          await tx
            .insert(polls)
            .values(
              pollDrafts.map(({ poll, postId }) => ({
                postId,
                closesAt: poll.closesAt === null ? null : new Date(poll.closesAt),
              })),
            )
            .returning({ id: polls.id }),
          pollDrafts.length,
          'polls',
        );
  const votes: { pollIndex: number; userId: number; option: number; createdAt: number }[] = [];
  const optionRows: (typeof pollOptions.$inferInsert)[] = [];
  pollDrafts.forEach(({ draft, poll }, pollIndex) => {
    const voters = draft.audience.filter((id) => id !== draft.userId);
    const weights = poll.options.map(() => 0.2 + random.next());
    const counts = poll.options.map(() => 0);
    const last = Math.min(poll.closesAt ?? end, end) - 1;
    const chosen = pickDistinct(
      random,
      voters,
      Math.round(voters.length * (0.1 + 0.5 * random.next())),
    );
    for (const userId of chosen) {
      const option = weightedIndex(random, weights);
      counts[option] = (counts[option] ?? 0) + 1;
      votes.push({
        pollIndex,
        userId,
        option,
        createdAt: between(random, draft.createdAt, last, 2),
      });
    }
    poll.options.forEach((text, position) => {
      optionRows.push({
        pollId: pollIds[pollIndex] as number,
        text,
        position,
        votes: counts[position] ?? 0,
      });
    });
  });
  const optionIds =
    optionRows.length === 0
      ? []
      : idsInOrder(
          await tx.insert(pollOptions).values(optionRows).returning({ id: pollOptions.id }),
          optionRows.length,
          'poll_options',
        );
  // Option ids by poll index and position: the options were inserted poll by poll, in position order.
  const firstOption: number[] = [];
  let offset = 0;
  for (const { poll } of pollDrafts) {
    firstOption.push(offset);
    offset += poll.options.length;
  }
  const voteRows = votes
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((vote) => ({
      pollId: pollIds[vote.pollIndex] as number,
      userId: vote.userId,
      optionId: optionIds[(firstOption[vote.pollIndex] ?? 0) + vote.option] as number,
      createdAt: new Date(vote.createdAt),
    }));

  // Comments, one level of replies, and reactions on posts and comments.
  interface CommentDraft {
    postIndex: number;
    userId: number;
    text: string;
    createdAt: number;
    parent?: CommentDraft;
    id?: number;
  }
  const topLevel: CommentDraft[] = [];
  const replies: CommentDraft[] = [];
  const reactionDrafts: {
    userId: number;
    type: string;
    post?: number;
    comment?: CommentDraft;
    createdAt: number;
  }[] = [];
  const reactionNames = Object.keys(REACTION_WEIGHTS).filter((name) => typeId.has(name));
  const commentReactionNames = COMMENT_REACTIONS.filter((name) => typeId.has(name));

  drafts.forEach((draft, postIndex) => {
    const others = draft.audience.filter((id) => id !== draft.userId);
    const tilt = TONE_TILT[draft.chatter.tone];
    const weights = reactionNames.map((name) => (REACTION_WEIGHTS[name] ?? 1) * (tilt[name] ?? 1));
    // Most posts get a few reactions, a few get many.
    const reactors = pickDistinct(
      random,
      others,
      reactionNames.length === 0 ? 0 : Math.floor(others.length * 0.6 * random.next() ** 2),
    );
    for (const userId of reactors) {
      reactionDrafts.push({
        userId,
        type: reactionNames[weightedIndex(random, weights)] as string,
        post: postIndex,
        createdAt: after(draft.createdAt, 3),
      });
    }

    const commentCount = Math.floor(random.next() ** 2 * 7);
    for (const userId of pickDistinct(random, others, commentCount)) {
      const comment: CommentDraft = {
        postIndex,
        userId,
        text: random.pick(COMMENTS)(random, draft.chatter.ticker),
        createdAt: after(draft.createdAt, 2.5),
      };
      topLevel.push(comment);
      if (random.next() < 0.3) {
        for (let n = random.int(1, 2); n > 0; n -= 1) {
          // The author answers most replies; otherwise someone else joins in.
          const candidates = draft.audience.filter((id) => id !== userId);
          const replier =
            random.next() < 0.6 || candidates.length === 0 ? draft.userId : random.pick(candidates);
          replies.push({
            postIndex,
            userId: replier,
            text: random.pick(REPLIES),
            createdAt: after(comment.createdAt, 2),
            parent: comment,
          });
        }
      }
    }
  });
  for (const comment of [...topLevel, ...replies]) {
    const audience = drafts[comment.postIndex]?.audience ?? [];
    const count = random.next() < 0.5 || commentReactionNames.length === 0 ? 0 : random.int(1, 3);
    for (const userId of pickDistinct(
      random,
      audience.filter((id) => id !== comment.userId),
      count,
    )) {
      reactionDrafts.push({
        userId,
        type: random.pick(commentReactionNames),
        comment,
        createdAt: after(comment.createdAt, 2),
      });
    }
  }

  // Ids follow time: top-level comments oldest first, then replies oldest first.
  const byTime = <T extends { createdAt: number }>(rows: T[]) =>
    [...rows].sort((a, b) => a.createdAt - b.createdAt);
  const insertComments = async (rows: CommentDraft[], table: string) => {
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const ids = idsInOrder(
        await tx
          .insert(comments)
          .values(
            batch.map((comment) => ({
              postId: postIds[comment.postIndex] as number,
              parentId: comment.parent?.id ?? null,
              userId: comment.userId,
              text: comment.text,
              createdAt: new Date(comment.createdAt),
            })),
          )
          .returning({ id: comments.id }),
        batch.length,
        table,
      );
      batch.forEach((comment, i) => {
        comment.id = ids[i];
      });
    }
  };

  await insertInBatches(followRows, (batch) => tx.insert(follows).values(batch));
  await insertInBatches(voteRows, (batch) => tx.insert(pollVotes).values(batch));
  await insertComments(byTime(topLevel), 'comments');
  await insertComments(byTime(replies), 'replies');
  const reactionRows = byTime(reactionDrafts).map((draft) => ({
    userId: draft.userId,
    reactionTypeId: typeId.get(draft.type) as number,
    postId: draft.post === undefined ? null : (postIds[draft.post] as number),
    commentId: draft.comment?.id ?? null,
    createdAt: new Date(draft.createdAt),
  }));
  await insertInBatches(reactionRows, (batch) => tx.insert(reactions).values(batch));

  // Dana's saved posts: a few of other members' posts outside groups, spread over the month.
  const saved = drafts
    .map((draft, index) => ({ draft, postId: postIds[index] as number }))
    .filter(({ draft }) => draft.groupId === null && draft.userId !== dana)
    .reverse()
    .filter((_, index) => index % DANA_SAVES_EVERY === 0)
    .map(({ draft, postId }) => ({
      userId: dana,
      postId,
      createdAt: new Date(after(draft.createdAt, 2)),
    }));
  await insertInBatches(saved, (batch) => tx.insert(postBookmarks).values(batch));

  return {
    posts: postIds.length,
    polls: pollIds.length,
    votes: voteRows.length,
    comments: topLevel.length + replies.length,
    reactions: reactionRows.length,
    follows: followRows.length,
  };
}

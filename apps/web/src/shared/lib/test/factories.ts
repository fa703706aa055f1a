import type { UserData } from '@tapetv/api-client';

/** A member as GET /api/userdata answers, with overrides. */
export const userFactory = (overrides: Partial<UserData> = {}): UserData => ({
  id: 1,
  name: 'Dana Demo',
  userName: 'dana',
  email: 'dana@tapetv.dev',
  avatar: '/photos/d-avatar.jpg',
  cover: '/photos/d-cover.jpg',
  bio: '',
  isPro: false,
  timeZone: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

// The API's own shapes (shared may not import entities).
type Post = import('@tapetv/api-client').ResponseBody<'/api/singlePost/{postId}', 'get'>;
type Reaction = Post['reactions'][number];
type Comment = import('@tapetv/api-client').ResponseBody<
  '/api/posts/{postId}/comments',
  'get'
>[number];

const author = (id: number) => ({
  id,
  name: `Member ${id}`,
  userName: `member_${id}`,
  avatar: '/photos/d-avatar.jpg',
});

/** The counts a post's `reactions` make when it lists all of them (by type, in type order). */
export const countsOf = (reactions: readonly Reaction[]): Post['reaction_counts'] => {
  const counts = new Map<number, Post['reaction_counts'][number]>();
  for (const reaction of reactions) {
    const entry = counts.get(reaction.reaction_type_id);
    if (entry) entry.count += 1;
    else
      counts.set(reaction.reaction_type_id, {
        reaction_type_id: reaction.reaction_type_id,
        name: reaction.reaction_type.name,
        count: 1,
      });
  }
  return [...counts.values()].sort((a, b) => a.reaction_type_id - b.reaction_type_id);
};

/** A post as the server sends it, with overrides; its counts are its reactions' unless given. */
export const postFactory = (overrides: Partial<Post> & { id: number }): Post => ({
  text: `Post ${overrides.id}`,
  images: [],
  groupId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  user: author(1),
  reactions: [],
  reaction_counts: countsOf(overrides.reactions ?? []),
  poll: null,
  userVoted: false,
  user_votes: [],
  comments_count: 0,
  sentiment: null,
  symbols: [],
  bookmarked: false,
  ...overrides,
});

const REACTION_TYPES = { 1: ['like', '👍'], 2: ['love', '❤️'], 3: ['bullish', '🐂'] } as const;

/** The reaction types the factories' reactions use, as GET /api/reaction-types lists them. */
export const reactionTypesFactory = () =>
  Object.entries(REACTION_TYPES).map(([id, [name, icon]]) => ({ id: Number(id), name, icon }));

/** A reaction of `userId` with type 1 (like), 2 (love) or 3 (bullish). */
export const reactionFactory = (
  userId: number,
  typeId: 1 | 2 | 3,
  target: { postId?: number; commentId?: number },
): Reaction => ({
  id: userId * 100 + typeId,
  user_id: userId,
  reaction_type_id: typeId,
  post_id: target.postId ?? null,
  comment_id: target.commentId ?? null,
  reaction_type: { name: REACTION_TYPES[typeId][0], icon: REACTION_TYPES[typeId][1] },
  user: author(userId),
});

/** A top-level comment (parent_id null) or, with parent_id, a reply. */
export const commentFactory = (overrides: Partial<Comment> & { id: number }): Comment => ({
  post_id: 1,
  parent_id: null,
  text: `Comment ${overrides.id}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  editedAt: null,
  user: author(2),
  reactions: [],
  replies: [],
  ...overrides,
});

type Poll = NonNullable<Post['poll']>;

/** A poll "Up" (option 51, 2 votes) / "Down" (option 52, 1 vote) with no member votes, with overrides. */
export const pollFactory = (overrides: Partial<Poll> = {}): Poll => ({
  id: 5,
  closesAt: null,
  closed: false,
  options: [
    { id: 51, text: 'Up', votes: 2 },
    { id: 52, text: 'Down', votes: 1 },
  ],
  user_votes: [],
  userVoted: false,
  ...overrides,
});

type Profile = import('@tapetv/api-client').ResponseBody<'/api/profileData/{userName}', 'post'>;
type FollowUser = Profile['followerUserData'][number];

export const followUserFactory = (overrides: Partial<FollowUser> & { id: number }): FollowUser => ({
  name: `Member ${overrides.id}`,
  userName: `member_${overrides.id}`,
  avatar: '/photos/d-avatar.jpg',
  bio: '',
  isFollowing: false,
  ...overrides,
});

/** Another member's profile (Dana Demo, id 2 unless overridden), as the viewer sees it. */
export const profileFactory = (
  overrides: Partial<Omit<Profile, 'userProfile'>> & {
    userProfile?: Partial<Profile['userProfile']>;
  } = {},
): Profile => {
  const { userProfile, ...rest } = overrides;
  return {
    userProfile: {
      id: 2,
      name: 'Dana Demo',
      userName: 'dana',
      avatar: '/photos/d-avatar.jpg',
      cover: '/photos/d-cover.jpg',
      coverPosition: 50,
      bio: '',
      isPro: false,
      createdAt: '2026-03-01T10:00:00.000Z',
      ...userProfile,
    },
    isOwnProfile: false,
    userMedia: [],
    isFollowing: false,
    followersCount: 0,
    followingsCount: 0,
    followingsUserData: [],
    followerUserData: [],
    currentFollowingsUserData: [],
    currentFollowerUserData: [],
    ...rest,
  };
};

type GroupDetail = import('@tapetv/api-client').ResponseBody<'/api/groups/{groupId}', 'get'>;
type GroupMember = import('@tapetv/api-client').ResponseBody<
  '/api/groups/{groupId}/members',
  'get'
>['data'][number];
type GroupJoinRequest = import('@tapetv/api-client').ResponseBody<
  '/api/groups/{groupId}/requests',
  'get'
>['data'][number];

/**
 * A group as `GET /api/groups/{id}` answers (a public group the viewer is not in, default
 * images), with overrides; its url follows its id and title unless given.
 */
export const groupFactory = (overrides: Partial<GroupDetail> & { id: number }): GroupDetail => {
  const title = overrides.group_title ?? `Group ${overrides.id}`;
  return {
    group_name: `group-${overrides.id}`,
    group_title: title,
    description: '',
    avatar: '/photos/d-avatar.jpg',
    cover: '/photos/d-cover.jpg',
    privacy: 'public',
    members_count: 1,
    last_activity_at: '2026-11-20T10:00:00.000Z',
    url: `/groups/${overrides.id}/${encodeURIComponent(title.trim().replace(/\s+/g, '-'))}`,
    role: null,
    join_requested: false,
    cover_position: 50,
    can_edit: false,
    ...overrides,
  };
};

/** One row of a group's member list: member `id` (named "Member {id}"), with overrides. */
export const groupMemberFactory = (
  overrides: Partial<GroupMember> & { id: number },
): GroupMember => {
  const { id, ...rest } = overrides;
  return { user: author(id), role: 'member', joined_at: '2026-11-01T10:00:00.000Z', ...rest };
};

/** Member `id` asking to join a private group. */
export const joinRequestFactory = (
  overrides: Partial<GroupJoinRequest> & { id: number },
): GroupJoinRequest => {
  const { id, ...rest } = overrides;
  return { user: author(id), requested_at: '2026-11-24T10:00:00.000Z', ...rest };
};

type ResponseOf<P extends keyof import('@tapetv/api-client').paths> =
  import('@tapetv/api-client').ResponseBody<P, 'get'>;
type Widget = ResponseOf<'/api/getWidget'>;
type SymbolQuote = Widget['symbols'][string];
type SymbolStats = SymbolQuote['stats'];
type SymbolDetail = ResponseOf<'/api/symbols/{symbol}'>;

/** A symbol's figures: 100 → `price`, simulated, the market open, at a fixed moment. */
export const statsFactory = (overrides: Partial<SymbolStats> = {}): SymbolStats => {
  const price = overrides.price ?? 101;
  const prevClose = overrides.prev_close ?? 100;
  return {
    price,
    open: 100,
    high: Math.max(price, 102),
    low: Math.min(price, 99),
    prev_close: prevClose,
    change: price - prevClose,
    change_pct: ((price - prevClose) / prevClose) * 100,
    volume: 1_250_000,
    currency: 'USD',
    market_open: true,
    updated_at: '2026-11-25T15:00:00.000Z',
    simulated: true,
    ...overrides,
  };
};

/** A US technology stock with its figures and sparkline, as a market's table lists it. */
export const symbolQuoteFactory = (
  overrides: Partial<SymbolQuote> & { symbol_id: number; symbol: string },
): SymbolQuote => ({
  company_name: `${overrides.symbol} Inc.`,
  name: `${overrides.symbol} Inc.`,
  country: 'US',
  exchange: 'NASDAQ',
  type: 'stocks',
  region: 'us',
  sector: 'technology',
  currency: 'USD',
  stats: statsFactory(),
  spark: [98, 99.5, 99, 100],
  ...overrides,
});

type TickerTapeEntry = ResponseOf<'/api/ticker-tape'>['items'][number];

/** A symbol on the ticker tape: a stock among the day's movers unless told otherwise. */
export const tickerTapeEntryFactory = (
  overrides: Partial<TickerTapeEntry> & { symbol_id: number; symbol: string },
): TickerTapeEntry => {
  const { spark: _spark, ...quote } = symbolQuoteFactory(overrides);
  return { ...quote, section: 'mover', watched: false, ...overrides };
};

/** A market's table holding these symbols, keyed by ticker in their order. */
export const widgetFactory = (
  symbols: readonly SymbolQuote[],
  overrides: Partial<Omit<Widget, 'symbols'>> = {},
): Widget => ({
  id: 'stocks',
  category: 'stocks',
  subCategory: null,
  title: 'Stocks',
  symbols: Object.fromEntries(symbols.map((symbol) => [symbol.symbol, symbol])),
  ...overrides,
});

/** A symbol's page: its quote and today's calls (none unless given). */
export const symbolDetailFactory = (
  overrides: Partial<SymbolDetail> & { symbol_id: number; symbol: string },
): SymbolDetail => ({
  ...symbolQuoteFactory(overrides),
  sentiment_today: { bullish: 0, bearish: 0 },
  ...overrides,
});

type Watchlist = ResponseOf<'/api/watchlist/'>['watchlistDetails'][number];
type WatchlistSymbol = Watchlist['watchlist_symbols'][number];
type WatchlistRow = ResponseOf<'/api/watchlist/symbols/{id}'>['symbols'][number];

/** A symbol of a list, without figures: a US technology stock with this ticker. */
export const watchlistSymbolFactory = (
  overrides: Partial<WatchlistSymbol> & { symbol_id: number; symbol: string },
): WatchlistSymbol => ({
  company_name: `${overrides.symbol} Inc.`,
  name: `${overrides.symbol} Inc.`,
  country: 'US',
  exchange: 'NASDAQ',
  type: 'stocks',
  region: 'us',
  sector: 'technology',
  currency: 'USD',
  ...overrides,
});

/**
 * Dana's (member 1) private list `id`, owned by the viewer unless told; its positions and count
 * follow its symbols unless given.
 */
export const watchlistFactory = (overrides: Partial<Watchlist> & { id: number }): Watchlist => {
  const symbols = overrides.watchlist_symbols ?? [];
  return {
    title: `Watchlist ${overrides.id}`,
    description: '',
    watchlist_symbols: symbols,
    symbol_positions: symbols.map((symbol) => symbol.symbol_id),
    privacy_option: 'private',
    position: 0,
    symbol_count: symbols.length,
    owner: { id: 1, name: 'Dana Demo', user_name: 'dana', avatar: '/photos/d-avatar.jpg' },
    is_owner: true,
    curated: false,
    pro_pick: false,
    locked: false,
    copies_count: 0,
    copied_from_id: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
};

/** A row of a list's table: the symbol's quote and sparkline, and no talk today unless given. */
export const watchlistRowFactory = (
  overrides: Partial<WatchlistRow> & { symbol_id: number; symbol: string },
): WatchlistRow => ({
  ...symbolQuoteFactory(overrides),
  talk_today: { mentions: 0, bullish: 0, bearish: 0 },
  ...overrides,
});

type PriceAlert = ResponseOf<'/api/alerts'>['data'][number];

/** The member's active alert `id`: AAPL above 190 (USD), set at a fixed moment. */
export const priceAlertFactory = (overrides: Partial<PriceAlert> & { id: number }): PriceAlert => ({
  symbol_id: 1,
  symbol: 'AAPL',
  name: 'AAPL Inc.',
  currency: 'USD',
  direction: 'above',
  price: 190,
  created_at: '2026-11-25T15:00:00.000Z',
  triggered_at: null,
  triggered_price: null,
  ...overrides,
});

type MyWeekItem = ResponseOf<'/api/calendars/my-week'>['items'][number];
type CalendarReminder = NonNullable<MyWeekItem['reminder']>;

/**
 * A My week event keyed `key` (`economic:<id>`, `holiday:<EXCHANGE>:<date>`, …): a medium US
 * release at 08:30 New York time on Monday 17 June 2030 unless `overrides` say otherwise, with no
 * reminder. Far enough ahead that every reminder preset is still open while the tests run.
 */
export const myWeekItemFactory = (
  overrides: Partial<MyWeekItem> & { key: string },
): MyWeekItem => ({
  kind: 'economic',
  date: '2030-06-17',
  at: '2030-06-17T12:30:00.000Z',
  title: `Event ${overrides.key}`,
  symbol: null,
  country: 'US',
  exchange: null,
  importance: 2,
  href: '/economic-calendar?from=2030-06-17&to=2030-06-17',
  reminder: null,
  ...overrides,
});

/** The member's reminder `id` on the event `event_key`, 15 minutes before it, not sent yet. */
export const calendarReminderFactory = (
  overrides: Partial<CalendarReminder> & { id: string; event_key: string },
): CalendarReminder => {
  const eventAt = overrides.event_at ?? '2030-06-17T12:30:00.000Z';
  const minutes = overrides.minutes_before ?? 15;
  return {
    kind: 'economic',
    title: `Event ${overrides.event_key}`,
    event_at: eventAt,
    minutes_before: minutes,
    remind_at: new Date(Date.parse(eventAt) - minutes * 60_000).toISOString(),
    sent_at: null,
    href: '/economic-calendar?from=2030-06-17&to=2030-06-17',
    ...overrides,
  };
};

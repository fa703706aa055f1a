import { inArray } from 'drizzle-orm';
import type { WatchlistsRepository } from '../../modules/watchlists/watchlists.repository.ts';
import { DEFAULT_WATCHLIST_TITLE } from '../../schemas/watchlists.ts';
import type { Executor } from '../client.ts';
import { symbols, type WatchlistPrivacy } from '../schema/index.ts';

interface DemoWatchlist {
  /** The owner's user name (`TEAM_USER_NAME` for the team's lists). */
  owner: string;
  title: string;
  description: string;
  privacy: WatchlistPrivacy;
  curated?: boolean;
  proPick?: boolean;
  /** Tickers of `reference/symbols.csv`, in the list's order. */
  tickers: readonly string[];
}

/** The team account that owns the curated ideas and the pro picks. */
export const TEAM_ACCOUNT = {
  name: 'TapeTV Desk',
  userName: 'tapetv_desk',
  email: 'desk@tapetv.dev',
  bio: 'The TapeTV team’s desk: curated watchlists to copy and the pro picks.',
} as const;
/** Not a hash of any password (the login refuses it): nobody logs in as the desk. */
export const TEAM_PASSWORD_HASH = '!team-account-no-login';

/**
 * The demo watchlists: the team's curated ideas (public, by id first on the ideas page), its pro
 * picks (public; members without pro see a preview), and Dana's and Sam's own lists so the
 * watchlist page and the profiles open with something. Dana's first list is private.
 */
export const DEMO_WATCHLISTS: readonly DemoWatchlist[] = [
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'Dividend aristocrats',
    description: 'Companies that have raised their dividend every year for decades.',
    privacy: 'public',
    curated: true,
    tickers: ['KO', 'PG', 'JNJ', 'PEP', 'XOM', 'CVX', 'ABT', 'MCD', 'LOW', 'WMT', 'CL', 'KMB'],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'AI leaders',
    description: 'Chips, clouds and models: the companies building artificial intelligence.',
    privacy: 'public',
    curated: true,
    tickers: ['NVDA', 'MSFT', 'GOOGL', 'META', 'AMZN', 'AVGO', 'AMD', 'TSM', 'PLTR', 'ORCL'],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'Crypto majors',
    description: 'The largest cryptocurrencies by market value, stablecoins left out.',
    privacy: 'public',
    curated: true,
    tickers: ['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'ADA', 'DOGE', 'AVAX', 'LINK', 'DOT'],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'Magnificent 7',
    description: 'The seven mega caps that have led the US market.',
    privacy: 'public',
    curated: true,
    tickers: ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'NVDA', 'META', 'TSLA'],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'European champions',
    description: 'Europe’s global leaders in luxury, health, chips and industry.',
    privacy: 'public',
    curated: true,
    tickers: [
      'ASML.AS',
      'SAP.DE',
      'MC.PA',
      'NOVO-B.CO',
      'NESN.SW',
      'ROG.SW',
      'AZN.L',
      'SHEL.L',
      'SIE.DE',
      'OR.PA',
    ],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'Index trackers',
    description: 'Low-cost ETFs that follow the major stock market indices.',
    privacy: 'public',
    curated: true,
    tickers: ['SPY', 'VOO', 'IVV', 'QQQ', 'DIA', 'IWM', 'VTI', 'EFA', 'VGK', 'EEM'],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'Semiconductor momentum',
    description: 'Chip makers and equipment suppliers with the strongest trends.',
    privacy: 'public',
    curated: true,
    proPick: true,
    tickers: ['NVDA', 'AVGO', 'MU', 'LRCX', 'AMAT', 'KLAC', 'TSM', 'ASML.AS'],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'Quality compounders',
    description: 'High returns on capital, steady growth, durable moats.',
    privacy: 'public',
    curated: true,
    proPick: true,
    tickers: ['MSFT', 'V', 'MA', 'COST', 'SPGI', 'MCO', 'ISRG', 'RMS.PA'],
  },
  {
    owner: TEAM_ACCOUNT.userName,
    title: 'Rate-cut beneficiaries',
    description: 'Small caps, banks, homebuilders and long bonds that gain when rates fall.',
    privacy: 'public',
    curated: true,
    proPick: true,
    tickers: ['IWM', 'KRE', 'XLRE', 'DHI', 'HD', 'TLT'],
  },
  {
    owner: 'dana',
    title: DEFAULT_WATCHLIST_TITLE,
    description: '',
    privacy: 'private',
    tickers: ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'SPY', 'BTC'],
  },
  {
    owner: 'dana',
    title: 'Dividend income',
    description: 'Payers I hold for income while I learn covered calls.',
    privacy: 'public',
    tickers: ['KO', 'PG', 'JNJ', 'SCHD', 'O', 'PEP'],
  },
  {
    owner: 'sam',
    title: 'Momentum plays',
    description: 'Relative strength leaders I trade on breakouts.',
    privacy: 'public',
    tickers: ['PLTR', 'APP', 'HOOD', 'COIN', 'CVNA', 'SMH'],
  },
];

/**
 * Writes the demo watchlists inside the seed's transaction; `members` maps user names (the team
 * account's included) to ids. A ticker the symbols table lacks is left out (the seed test checks
 * that none is).
 */
export async function seedWatchlists(
  tx: Executor,
  members: ReadonlyMap<string, number>,
  repository: WatchlistsRepository,
): Promise<void> {
  const tickers = [...new Set(DEMO_WATCHLISTS.flatMap((list) => list.tickers))];
  const listed = new Map(
    (
      await tx
        .select({ id: symbols.id, symbol: symbols.symbol })
        .from(symbols)
        .where(inArray(symbols.symbol, tickers))
    ).map((row) => [row.symbol, row.id]),
  );
  const positions = new Map<number, number>();
  for (const list of DEMO_WATCHLISTS) {
    const userId = members.get(list.owner);
    if (userId === undefined) continue;
    const position = positions.get(userId) ?? 0;
    positions.set(userId, position + 1);
    const created = await repository.create(
      {
        userId,
        title: list.title,
        description: list.description,
        privacyOption: list.privacy,
        position,
        curated: list.curated ?? false,
        proPick: list.proPick ?? false,
      },
      tx,
    );
    const ids = list.tickers.flatMap((ticker) => listed.get(ticker) ?? []);
    await repository.addSymbols(
      ids.map((symbolId, index) => ({ watchlistId: created.id, symbolId, position: index })),
      tx,
    );
  }
}

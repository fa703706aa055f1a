import { MenuRepository } from '../../modules/menu/menu.repository.ts';
import type { Database } from '../client.ts';

interface SeedItem {
  title: string;
  url: string;
  children?: SeedItem[];
}

/**
 * The mega-menu: markets, the community (feed, groups, messages), calendars, school, reports, shows,
 * pricing, and the external blog links.
 */
export const MENU: SeedItem[] = [
  {
    title: 'Markets',
    url: '/markets/stocks',
    children: [
      { title: 'Stocks', url: '/markets/stocks' },
      { title: 'US Stocks', url: '/markets/stocks/us' },
      { title: 'European Stocks', url: '/markets/stocks/europe' },
      { title: 'Tech Stocks', url: '/markets/stocks/technology' },
      { title: 'Crypto', url: '/markets/crypto' },
      { title: 'ETFs', url: '/markets/etf' },
      { title: 'Indices', url: '/markets/indices' },
      { title: 'Watchlist Ideas', url: '/watchlist-ideas' },
      { title: 'Pro Picks', url: '/pro-picks' },
      { title: 'Technical Analysis', url: '/technical-analysis' },
    ],
  },
  {
    title: 'Community',
    url: '/feed',
    children: [
      { title: 'Feed', url: '/feed' },
      { title: 'Groups', url: '/groups' },
      { title: 'Messages', url: '/messages' },
    ],
  },
  {
    title: 'Calendars',
    url: '/economic-calendar',
    children: [
      { title: 'Economic Calendar', url: '/economic-calendar' },
      { title: 'Earnings Calendar', url: '/earning-calendar' },
      { title: 'Dividend Calendar', url: '/dividend-calendar' },
      { title: 'Splits Calendar', url: '/splits-calendar' },
      { title: 'IPO Calendar', url: '/ipo-calendar' },
      { title: 'Holiday Calendar', url: '/holiday-calendar' },
      { title: 'Futures Expiry Calendar', url: '/futures-expiry-calendar' },
      { title: 'My Week', url: '/my-week' },
    ],
  },
  {
    title: 'Learn',
    url: '/trading-school',
    children: [
      { title: 'Trading School', url: '/trading-school' },
      { title: 'Exams', url: '/exams' },
      { title: 'Previous Results', url: '/previous-results' },
      { title: 'Webinars', url: '/webinar' },
    ],
  },
  {
    title: 'Reports',
    url: '/specialize-reports',
    children: [
      { title: 'Specialized Reports', url: '/specialize-reports' },
      { title: 'Single Report', url: '/single-report' },
      { title: 'Personal Access', url: '/personal-access' },
      { title: 'Email Alerts', url: '/email-alerts' },
    ],
  },
  {
    title: 'Watch',
    url: '/tapetv-live',
    children: [
      { title: 'TapeTV Live', url: '/tapetv-live' },
      { title: 'CEO Interviews', url: '/ceo-interviews' },
    ],
  },
  {
    title: 'News & Analysis',
    url: 'https://blog.tapetv.dev/',
    children: [
      { title: 'Finance', url: 'https://blog.tapetv.dev/category/finance' },
      { title: 'Analysis', url: 'https://blog.tapetv.dev/category/analysis' },
      { title: 'Academy', url: 'https://blog.tapetv.dev/category/academy' },
      { title: 'News', url: 'https://blog.tapetv.dev/category/news' },
    ],
  },
  { title: 'Pricing', url: '/pricing' },
];

/** Loads the menu into an empty menu table, in one transaction; a second call does nothing. */
export async function seedMenu(db: Database): Promise<number> {
  const repository = new MenuRepository(db);
  return db.transaction(async (tx) => {
    await tx.execute('lock table menu_items in exclusive mode');
    if ((await repository.count(tx)) > 0) return 0;
    let inserted = 0;
    for (const [position, item] of MENU.entries()) {
      const parent = await repository.insert({ title: item.title, url: item.url, position }, tx);
      inserted += 1;
      for (const [childPosition, child] of (item.children ?? []).entries()) {
        await repository.insert({ ...child, parentId: parent.id, position: childPosition }, tx);
        inserted += 1;
      }
    }
    return inserted;
  });
}

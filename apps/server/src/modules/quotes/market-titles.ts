import type { SymbolType } from '../../db/schema/index.ts';

/** The markets' names as the menu and the pages show them. */
export const CATEGORY_TITLES: Record<SymbolType, string> = {
  stocks: 'Stocks',
  crypto: 'Crypto',
  etf: 'ETF',
  indices: 'Indices',
};

/** Regions first, in this order; other regions after them by name. */
export const REGION_ORDER = ['us', 'europe', 'asia', 'global'];

const TITLES: Record<string, string> = {
  // Regions
  us: 'United States',
  usa: 'United States',
  europe: 'Europe',
  eu: 'Europe',
  uk: 'United Kingdom',
  asia: 'Asia',
  'asia-pacific': 'Asia Pacific',
  apac: 'Asia Pacific',
  americas: 'Americas',
  'latin-america': 'Latin America',
  'emerging-markets': 'Emerging Markets',
  global: 'Global',
  world: 'World',
  // Sectors (GICS)
  technology: 'Technology',
  'information-technology': 'Information Technology',
  financials: 'Financials',
  finance: 'Finance',
  healthcare: 'Health Care',
  'health-care': 'Health Care',
  'consumer-discretionary': 'Consumer Discretionary',
  'consumer-staples': 'Consumer Staples',
  'consumer-cyclical': 'Consumer Cyclical',
  'consumer-defensive': 'Consumer Defensive',
  'communication-services': 'Communication Services',
  communication: 'Communication Services',
  energy: 'Energy',
  industrials: 'Industrials',
  materials: 'Materials',
  'basic-materials': 'Basic Materials',
  utilities: 'Utilities',
  'real-estate': 'Real Estate',
  // ETF and crypto kinds
  equity: 'Equity',
  'broad-market': 'Broad Market',
  bonds: 'Bonds',
  'fixed-income': 'Fixed Income',
  commodities: 'Commodities',
  sector: 'Sector',
  thematic: 'Thematic',
  dividend: 'Dividend',
  international: 'International',
  'layer-1': 'Layer 1',
  'layer-2': 'Layer 2',
  defi: 'DeFi',
  stablecoins: 'Stablecoins',
  stablecoin: 'Stablecoins',
  payments: 'Payments',
  'smart-contracts': 'Smart Contracts',
  exchange: 'Exchange Tokens',
  'exchange-tokens': 'Exchange Tokens',
  'exchange-token': 'Exchange Tokens',
  meme: 'Meme',
  gaming: 'Gaming',
  infrastructure: 'Infrastructure',
  ai: 'AI',
  currency: 'Currency',
};

/** A sub-category's title: the known ones by name, others from their slug (`real-estate` → "Real Estate"). */
export function subCategoryTitle(slug: string): string {
  const known = TITLES[slug.toLowerCase()];
  if (known) return known;
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (word.length <= 2 ? word.toUpperCase() : word[0]?.toUpperCase() + word.slice(1)))
    .join(' ');
}

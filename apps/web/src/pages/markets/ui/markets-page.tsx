import { Button } from '@tapetv/ui/button';
import { EmptyState } from '@tapetv/ui/empty-state';
import { SimulatedBadge } from '@tapetv/ui/simulated-badge';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link, NavLink, useParams, useSearchParams } from 'react-router';
import {
  isMarketCategory,
  loadMarketsAtom,
  loadWidgetAtom,
  MARKET_CATEGORIES,
  marketHref,
  marketsAtom,
  quoteAtomFamily,
  SymbolPriceLine,
  type SymbolQuote,
  symbolHref,
  widgetAtomFamily,
  widgetKey,
} from '@/entities/symbol';
import { usePageTitle } from '@/shared/lib/route-title';
import { PageFrame } from '@/shared/ui/page-frame';
import { MarketTable } from '@/widgets/market-table';
import { SymbolChart } from '@/widgets/symbol-chart';
import styles from './markets-page.module.css';

/**
 * A market (`/markets/{category}` and `/markets/{category}/{subCategory}`, spec point 2): the
 * categories and their sub-categories as tabs, the market's table with live prices, and a chart
 * of the selected symbol (`?symbol=` keeps the choice in the address).
 */
export function MarketsPage() {
  const params = useParams();
  const category = params.category;
  const subCategory = params.subCategory ?? null;
  const markets = useAtomValue(marketsAtom);
  const loadMarkets = useSetAtom(loadMarketsAtom);
  const known = isMarketCategory(category);
  const key = known ? widgetKey(category, subCategory) : '';
  const state = useAtomValue(widgetAtomFamily(key));
  const loadWidget = useSetAtom(loadWidgetAtom);
  const [search, setSearch] = useSearchParams();

  useEffect(() => {
    void loadMarkets();
  }, [loadMarkets]);
  useEffect(() => {
    if (known) void loadWidget(category, subCategory);
  }, [known, category, subCategory, loadWidget]);

  const categoryEntry = markets.categories.find((entry) => entry.category === category);
  const categoryTitle =
    MARKET_CATEGORIES.find((entry) => entry.category === category)?.title ?? 'Markets';
  const subTitle = subCategory
    ? (categoryEntry?.subCategories.find((sub) => sub.slug === subCategory)?.title ?? subCategory)
    : null;
  const title = state.widget?.title ?? (subTitle ? `${categoryTitle}: ${subTitle}` : categoryTitle);
  usePageTitle(known ? title : 'Markets');

  if (!known)
    return (
      <PageFrame title="Markets">
        <EmptyState
          title="There is no such market"
          description="Choose one of Stocks, Crypto, ETF or Indices."
          action={<CategoryNav />}
        />
      </PageFrame>
    );

  const symbols = state.widget ? Object.values(state.widget.symbols) : [];
  const ticker = search.get('symbol')?.toUpperCase();
  const selected = symbols.find((symbol) => symbol.symbol === ticker) ?? symbols[0];
  const simulated = symbols.some((symbol) => symbol.stats.simulated);

  return (
    <PageFrame title={title}>
      <CategoryNav />
      {categoryEntry && categoryEntry.subCategories.length > 0 && (
        <nav aria-label={`${categoryTitle} by region and sector`} className={styles.subNav}>
          <NavLink to={marketHref(category)} end className={styles.subLink}>
            All
          </NavLink>
          {categoryEntry.subCategories.map((sub) => (
            <NavLink key={sub.slug} to={marketHref(category, sub.slug)} className={styles.subLink}>
              {sub.title}
            </NavLink>
          ))}
        </nav>
      )}
      {simulated && (
        <p className={styles.simulated}>
          <SimulatedBadge /> Prices on this page are simulated while no market data provider is set
          up.
        </p>
      )}
      {state.status === 'missing' ? (
        <EmptyState
          title={`No ${categoryTitle.toLowerCase()} in “${subCategory}”`}
          description={state.error ?? 'This sub-category does not exist.'}
          action={<Link to={marketHref(category)}>See all {categoryTitle.toLowerCase()}</Link>}
        />
      ) : state.status === 'error' && !state.widget ? (
        <EmptyState
          title="The market could not be loaded"
          tone="error"
          description={state.error ?? undefined}
          action={
            <Button variant="secondary" onClick={() => void loadWidget(category, subCategory)}>
              Try again
            </Button>
          }
        />
      ) : (
        <div className={styles.layout}>
          <section aria-label={`${title} prices`} className={styles.table}>
            <MarketTable
              symbols={symbols}
              caption={`${title}: last price, change and range today`}
              loading={!state.widget}
              emptyText="No symbols in this market yet."
              selectedId={selected?.symbol_id}
              onSelect={(symbol) =>
                setSearch({ symbol: symbol.symbol }, { replace: true, preventScrollReset: true })
              }
            />
          </section>
          {selected && <SelectedSymbol symbol={selected} />}
        </div>
      )}
    </PageFrame>
  );
}

/** The four market categories as the page's first row of tabs. */
function CategoryNav() {
  return (
    <nav aria-label="Markets" className={styles.categoryNav}>
      {MARKET_CATEGORIES.map((entry) => (
        <NavLink
          key={entry.category}
          to={marketHref(entry.category)}
          className={styles.categoryLink}
        >
          {entry.title}
        </NavLink>
      ))}
    </nav>
  );
}

/** The selected row's live price and chart beside the table. */
function SelectedSymbol({ symbol }: { symbol: SymbolQuote }) {
  const stats = useAtomValue(quoteAtomFamily(symbol.symbol_id)) ?? symbol.stats;
  return (
    <aside aria-label={`${symbol.symbol} chart`} className={styles.selected}>
      <header className={styles.selectedHeader}>
        <h2 className={styles.selectedTitle}>
          <Link to={symbolHref(symbol.symbol)}>{symbol.symbol}</Link>{' '}
          <span className={styles.selectedName}>{symbol.name}</span>
        </h2>
        <SymbolPriceLine stats={stats} />
      </header>
      <SymbolChart symbolId={symbol.symbol_id} ticker={symbol.symbol} height={300} />
      <Link to={symbolHref(symbol.symbol)} className={styles.open}>
        Open {symbol.symbol}: chart, figures and posts
      </Link>
    </aside>
  );
}

import { Link } from 'react-router';
import { paths } from '@/shared/config';

/**
 * A message's or comment's $cashtag as a link to the symbol's page (the design system's
 * `renderCashtag`): a ticker that is not listed leads to the page's "No Symbol found".
 */
export function renderCashtagLink({ text, symbol }: { text: string; symbol: string }) {
  return <Link to={paths.symbol(symbol)}>{text}</Link>;
}

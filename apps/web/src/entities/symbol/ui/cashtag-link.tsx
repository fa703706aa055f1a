import { Link } from 'react-router';
import { symbolHref } from '../lib/quote-rules.ts';

/**
 * A message's $cashtag as a link to the symbol's page (`renderCashtag` of the chat): a ticker that
 * is not listed leads to the page's "No Symbol found".
 */
export function renderCashtagLink({ text, symbol }: { text: string; symbol: string }) {
  return <Link to={symbolHref(symbol)}>{text}</Link>;
}

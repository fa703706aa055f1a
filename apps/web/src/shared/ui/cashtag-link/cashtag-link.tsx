import { Link } from 'react-router';
import { paths } from '@/shared/config';
import styles from './cashtag-link.module.css';

/**
 * A message's or comment's $cashtag as a link to the symbol's page (the design system's
 * `renderCashtag`): a ticker that is not listed leads to the page's "No Symbol found".
 */
export function renderCashtagLink({ text, symbol }: { text: string; symbol: string }) {
  return <Link to={paths.symbol(symbol)}>{text}</Link>;
}

/**
 * A post's $cashtags: those of the listed symbols it names (`named`) as links to their pages,
 * others left as marked text (the design system's `renderCashtag` returning null).
 */
export function listedCashtagLinks(named: ReadonlySet<string>) {
  return ({ text, symbol }: { text: string; symbol: string }) =>
    named.has(symbol) ? (
      <Link to={paths.symbol(symbol)} className={styles.cashtag}>
        {text}
      </Link>
    ) : null;
}

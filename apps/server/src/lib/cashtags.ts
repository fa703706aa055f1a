/**
 * `$AAPL`, `$SAP.DE`, `$NOVO-B.CO`, `$brk.b`: a dollar sign and a ticker of letters (a class or
 * listing suffix after a dot or dash), not inside a word or an amount (`$100`, `a$b`). The same
 * rule as the chat text's cashtags in packages/ui (`message-text.tsx`).
 */
const CASHTAG = /(?<![\w$])\$([A-Za-z]{1,6}(?:[.-][A-Za-z]{1,2}){0,2})(?![\w])/g;

/** A post names at most this many symbols; further cashtags stay plain text. */
export const CASHTAGS_MAX = 10;

/** The tickers a text's cashtags name, upper case, each once, in order of first mention. */
export function cashtagsIn(text: string): string[] {
  const tickers = new Set<string>();
  for (const match of text.matchAll(CASHTAG)) {
    const ticker = match[1];
    if (ticker) tickers.add(ticker.toUpperCase());
    if (tickers.size === CASHTAGS_MAX) break;
  }
  return [...tickers];
}

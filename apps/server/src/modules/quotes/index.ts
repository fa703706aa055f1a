// What other workspace packages (the benchmark) may use of the quotes module.

export { QuoteInterest } from './quote-interest.ts';
export type { QuoteSymbol } from './quote-provider.ts';
export { QuotePublisher, type TickResult } from './quote-publisher.ts';
export { SimulatedQuoteProvider } from './simulated-provider.ts';

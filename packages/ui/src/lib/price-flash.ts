import { useState } from 'react';
import { type Direction, directionOf } from './market-format.ts';

export interface PriceFlash {
  /** Which way the last move went; undefined until the price first moves. */
  flash: Direction | undefined;
  /** Changes with every move: key the flashing element on it to restart its animation. */
  tick: number;
}

/**
 * The direction of the last move of a live price, kept from render to render (MarketTable's
 * rows, PriceChip). A price that arrives where there was none (a quote loading) is not a move.
 */
export function usePriceFlash(price: number | null | undefined): PriceFlash {
  const [seen, setSeen] = useState<PriceFlash & { price: number | null | undefined }>({
    price,
    flash: undefined,
    tick: 0,
  });
  if (seen.price !== price) {
    // Adjusting state while rendering, as React's docs do for "the previous prop".
    const before = seen.price;
    const moved = before != null && price != null;
    const next = {
      price,
      flash: moved ? directionOf(price - before) : seen.flash,
      tick: moved ? seen.tick + 1 : seen.tick,
    };
    setSeen(next);
    return { flash: next.flash, tick: next.tick };
  }
  return { flash: seen.flash, tick: seen.tick };
}

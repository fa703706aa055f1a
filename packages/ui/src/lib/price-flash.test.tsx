import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePriceFlash } from './price-flash.ts';

describe('usePriceFlash', () => {
  it('flashes the way each move went, with a new tick at every move', () => {
    const { result, rerender } = renderHook(({ price }) => usePriceFlash(price), {
      initialProps: { price: 100 as number | null },
    });
    expect(result.current).toEqual({ flash: undefined, tick: 0 });

    rerender({ price: 101 });
    expect(result.current).toMatchObject({ flash: 'up', tick: 1 });

    // Another move up restarts the flash (a new tick), the same price does not.
    rerender({ price: 102 });
    expect(result.current).toMatchObject({ flash: 'up', tick: 2 });
    rerender({ price: 102 });
    expect(result.current).toMatchObject({ flash: 'up', tick: 2 });

    rerender({ price: 99.5 });
    expect(result.current).toMatchObject({ flash: 'down', tick: 3 });
  });

  it('does not take a price arriving or going away for a move', () => {
    const { result, rerender } = renderHook(({ price }) => usePriceFlash(price), {
      initialProps: { price: null as number | null },
    });
    rerender({ price: 50 });
    expect(result.current).toEqual({ flash: undefined, tick: 0 });
    rerender({ price: null });
    expect(result.current).toEqual({ flash: undefined, tick: 0 });
    rerender({ price: 51 });
    expect(result.current).toEqual({ flash: undefined, tick: 0 });
    rerender({ price: 50 });
    expect(result.current).toMatchObject({ flash: 'down', tick: 1 });
  });
});

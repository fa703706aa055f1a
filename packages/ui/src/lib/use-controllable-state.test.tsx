import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './use-controllable-state.ts';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'yearly', onChange }));
    expect(result.current[0]).toBe('yearly');
    act(() => result.current[1]('monthly'));
    expect(result.current[0]).toBe('monthly');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('monthly');
  });

  it('shows the controlled value and only asks the owner to change it', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }: { value: string }) =>
        useControllableState({ value, defaultValue: 'yearly', onChange }),
      { initialProps: { value: 'monthly' } },
    );
    expect(result.current[0]).toBe('monthly');
    act(() => result.current[1]('yearly'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('yearly');
    // The owner has not accepted the change yet.
    expect(result.current[0]).toBe('monthly');
    rerender({ value: 'yearly' });
    expect(result.current[0]).toBe('yearly');
  });

  it('does not report a "change" to the value it already has', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'yearly', onChange }));
    act(() => result.current[1]('yearly'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { useCallback, useEffect, useRef, useState } from 'react';

export interface UseControllableStateOptions<T> {
  /** The controlled value; `undefined` means uncontrolled. */
  value?: T | undefined;
  /** The starting value when uncontrolled. */
  defaultValue: T;
  /** Called with every change the user makes, controlled or not. */
  onChange?: ((value: T) => void) | undefined;
}

/**
 * One state for a component that is either controlled (`value` + `onValueChange`) or
 * uncontrolled (`defaultValue`), after Radix's `useControllableState`. Whether it is controlled
 * is decided by `value !== undefined`; `onChange` fires only when the value actually changes.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;

  // The latest callback without making `setValue` change identity on every render.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, current)) return;
      if (!isControlled) setUncontrolled(next);
      onChangeRef.current?.(next);
    },
    [current, isControlled],
  );

  return [current, setValue];
}

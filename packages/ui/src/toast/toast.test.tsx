import '../styles.css';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toast.tsx';
import {
  createToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_WIDE_WIDTH_PX,
  TOAST_WIDTH_PX,
} from './toast-store.ts';

describe('createToastStore', () => {
  it('adds toasts with the spec defaults and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.success('Follow user successfully!');
    expect(store.getSnapshot()).toEqual([
      { id, tone: 'success', message: 'Follow user successfully!', wide: false, duration: 1000 },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('marks wide toasts and removes dismissed ones', () => {
    const store = createToastStore();
    const first = store.success('Watchlist copied successfully!', { wide: true });
    const second = store.error('Error copying watchlist');
    expect(store.getSnapshot().map((item) => [item.tone, item.wide])).toEqual([
      ['success', true],
      ['error', false],
    ]);
    store.dismiss(first);
    expect(store.getSnapshot().map((item) => item.id)).toEqual([second]);
  });

  it('keeps the snapshot identical until something changes', () => {
    const store = createToastStore();
    store.info('x');
    const before = store.getSnapshot();
    store.dismiss(999);
    expect(store.getSnapshot()).toBe(before);
  });

  it(`keeps only the newest ${TOAST_LIMIT} toasts`, () => {
    const store = createToastStore();
    for (let i = 1; i <= TOAST_LIMIT + 2; i++) store.info(`toast ${i}`);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(
      Array.from({ length: TOAST_LIMIT }, (_, i) => `toast ${i + 3}`),
    );
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.success('x');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('<Toaster />', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const toastOf = (text: string) =>
    within(screen.getByRole('region')).getByText(text).closest('[data-slot="toast"]');

  it('shows toasts at the top end, 400 px wide or 450 px when wide', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.success('Follow user successfully!');
      store.success('Profile Photo updated successfully!', { wide: true });
    });
    const normal = toastOf('Follow user successfully!');
    const wide = toastOf('Profile Photo updated successfully!');
    expect(normal?.getBoundingClientRect().width).toBe(TOAST_WIDTH_PX);
    expect(wide?.getBoundingClientRect().width).toBe(TOAST_WIDE_WIDTH_PX);
    const viewport = screen.getByRole('region').querySelector('ol');
    const box = viewport?.getBoundingClientRect();
    expect(box?.top).toBe(0);
    expect(box?.right).toBe(document.documentElement.clientWidth);
  });

  it(`closes a toast after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.success('Follow user successfully!');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(store.getSnapshot()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses while the pointer is over the toasts, progress bar included', () => {
    vi.useFakeTimers();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.error('Error while following user');
    });
    const region = screen.getByRole('region');
    act(() => {
      toastOf('Error while following user')?.dispatchEvent(
        new PointerEvent('pointermove', { bubbles: true }),
      );
    });
    expect(toastOf('Error while following user')).toHaveAttribute('data-paused');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS * 5);
    });
    expect(store.getSnapshot()).toHaveLength(1);
    act(() => {
      region.dispatchEvent(new PointerEvent('pointerleave'));
    });
    expect(toastOf('Error while following user')).not.toHaveAttribute('data-paused');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('is dismissed from the keyboard with its close button', async () => {
    const user = userEvent.setup();
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      store.success('Watchlist copied successfully!', { duration: Number.POSITIVE_INFINITY });
    });
    // F8 moves focus to the toast region (Radix's hotkey); Tab reaches the toast, then its button.
    await user.keyboard('{F8}');
    await user.tab();
    expect(toastOf('Watchlist copied successfully!')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

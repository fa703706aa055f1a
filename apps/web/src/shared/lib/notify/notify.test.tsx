import { ApiError } from '@tapetv/api-client';
import { createToastStore, TOAST_DURATION_MS, Toaster } from '@tapetv/ui/toast';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify.ts';
import { SPEC_TOASTS, TOASTS, type ToastKey } from './toast-messages.ts';

describe('notify (spec points 8 and 9)', () => {
  it('uses the exact texts of spec point 8', () => {
    expect(Object.values(SPEC_TOASTS).map((toast) => toast.message)).toEqual([
      'Follow user successfully!',
      'unfollow user successfully!',
      'cover photo updated successfully!',
      'Cover Photo deleted successfully!',
      'Profile Photo updated successfully!',
      'User data updated successfully!',
      'Watchlist copied successfully!',
      'Error while following user',
      'Error while unfollowing user',
      'Error uploading cover photo',
      'Error deleting cover photo',
      'Error updating profile photo',
      'Error updating user data',
      'Error copying watchlist',
    ]);
  });

  it.each(Object.keys(TOASTS) as ToastKey[])('shows %s with its tone and width', (key) => {
    const store = createToastStore();
    notify(key, { store });
    const [shown] = store.getSnapshot();
    expect(shown?.message).toBe(TOASTS[key].message);
    expect(shown?.tone).toBe(TOASTS[key].kind);
    expect(shown?.duration).toBe(TOAST_DURATION_MS);
  });

  it('logs the failure it is given and shows only the catalogue text, never the server’s', () => {
    const store = createToastStore();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = Object.assign(new Error('duplicate key value violates unique constraint'), {
      status: 500,
    });
    notify('reactionFailure', { error: failure, store });
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual([
      'Your reaction could not be saved. Please try again.',
    ]);
    expect(log).toHaveBeenCalledWith(
      'Your reaction could not be saved. Please try again.',
      failure,
    );
    log.mockRestore();
  });

  it('shows a rate limit’s own words (429), which say how long to wait', () => {
    const store = createToastStore();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message =
      'You are commenting too quickly: at most 20 comments every 5 minutes. Please try again in 5 minutes.';
    notify('commentSaveFailure', {
      error: new ApiError(429, { code: 'TOO_MANY_REQUESTS', message }, message),
      store,
    });
    // Another 429 (not the rate limit's shape) keeps the catalogue text.
    notify('commentSaveFailure', {
      error: new ApiError(429, { code: 'SOMETHING_ELSE', message: 'internal words' }, 'internal'),
      store,
    });
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual([
      message,
      TOASTS.commentSaveFailure.message,
    ]);
    log.mockRestore();
  });

  it('logs nothing for a success', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    notify('followSuccess', { store: createToastStore() });
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('fills a text’s slots with the figures it is given, keeping the catalogue’s words', () => {
    const store = createToastStore();
    notify('priceAlertSetSuccess', {
      store,
      values: { symbol: 'AAPL', direction: 'above', price: '190.00' },
    });
    expect(store.getSnapshot()[0]?.message).toBe('Alert set: AAPL above 190.00.');
  });

  it('is 450 px wide only for upload successes and the watchlist copy success', () => {
    const wide = (Object.keys(TOASTS) as ToastKey[]).filter((key) => {
      const store = createToastStore();
      notify(key, { store });
      return store.getSnapshot()[0]?.wide;
    });
    expect(wide.sort()).toEqual(
      [
        'coverRemoveSuccess',
        'coverUploadSuccess',
        'profilePhotoSuccess',
        'watchlistCopySuccess',
      ].sort(),
    );
  });
});

describe('a toast on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays 1000 ms, then leaves', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      notify('followSuccess', { store });
    });
    expect(screen.getByText('Follow user successfully!')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 50);
    });
    expect(screen.queryByText('Follow user successfully!')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('marks a wide toast for the 450 px style', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(() => {
      notify('coverUploadSuccess', { store });
      notify('followFailure', { store });
    });
    const wide = screen
      .getByText('cover photo updated successfully!')
      .closest('[data-slot="toast"]');
    const normal = screen.getByText('Error while following user').closest('[data-slot="toast"]');
    expect(wide?.hasAttribute('data-wide')).toBe(true);
    expect(normal?.hasAttribute('data-wide')).toBe(false);
  });
});

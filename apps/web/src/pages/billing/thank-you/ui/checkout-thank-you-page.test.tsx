import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, viewerAtom } from '@/entities/session';
import { orderFactory, userFactory } from '@/shared/lib/test';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { get },
}));

const { CheckoutThankYouPage, ORDER_POLL_MS, ORDER_POLL_TRIES } = await import(
  './checkout-thank-you-page.tsx'
);

function renderAt(url: string) {
  const store = createStore();
  store.set(authStatusAtom, 'member');
  store.set(viewerAtom, userFactory({ timeZone: 'UTC' }));
  const router = createMemoryRouter(
    [{ path: '/checkout/thank-you', element: <CheckoutThankYouPage /> }],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the thank-you page', () => {
  it.each(['abc', '0', '-3', '1.5', '12abc'])(
    'takes ?order=%s for no order: a plain thank-you, nothing asked',
    async (order) => {
      renderAt(`/checkout/thank-you?order=${order}`);
      expect(await screen.findByText('Thank you for your interest in TapeTV')).toBeTruthy();
      expect(get).not.toHaveBeenCalled();
    },
  );

  it('asks again a few times while the order is pending, then lets the member ask', async () => {
    vi.useFakeTimers();
    get.mockResolvedValue(orderFactory({ id: 12, status: 'pending', subscription: null }));
    renderAt('/checkout/thank-you?order=12');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(1);

    for (let poll = 1; poll <= ORDER_POLL_TRIES; poll += 1) {
      await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS));
      expect(get).toHaveBeenCalledTimes(1 + poll);
    }
    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_MS * 3));
    expect(get).toHaveBeenCalledTimes(1 + ORDER_POLL_TRIES);
    expect(screen.getByText(/taking longer than usual/)).toBeTruthy();

    get.mockImplementation(async (path: string) =>
      path === '/api/userdata' ? userFactory({ isPro: true }) : orderFactory({ id: 12 }),
    );
    await act(async () => screen.getByRole('button', { name: 'Check again' }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to TapeTV Pro' })).toBeTruthy();
    // Paid now: the member's data is loaded again, once.
    expect(get.mock.calls.filter(([path]) => path === '/api/userdata')).toHaveLength(1);
  });
});

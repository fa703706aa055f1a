import { ApiError } from '@tapetv/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom, loginPopupOpenAtom, viewerAtom } from '@/entities/session';
import { userFactory } from '@/shared/lib/test';

const post = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));

const { LoginPopup } = await import('./login-popup.tsx');

function renderPopup(url = '/pricing') {
  const store = createStore();
  store.set(authStatusAtom, 'visitor');
  store.set(loginPopupOpenAtom, true);
  const router = createMemoryRouter([{ path: '*', element: <LoginPopup /> }], {
    initialEntries: [url],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}

describe('login popup (spec points 2 and 8)', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('has the title, both required fields with their placeholders, remember, forgot, create account and close', () => {
    renderPopup();
    const dialog = screen.getByRole('dialog', { name: 'Account Login' });
    expect(dialog).toBeTruthy();
    const email = screen.getByPlaceholderText('Enter Your Email') as HTMLInputElement;
    const password = screen.getByPlaceholderText('Enter Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Remember this device' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('logs in with remember, closes and goes to the redirect value', async () => {
    const user = userFactory();
    post.mockResolvedValue({ success: true, message: 'You are logged in.', user });
    const { store, router, user: u } = renderPopup('/pricing?redirect=%2Fwatchlist%3Fx%3D1');

    await u.type(screen.getByPlaceholderText('Enter Your Email'), 'dana@tapetv.dev');
    await u.type(screen.getByPlaceholderText('Enter Password'), 'TapeTV-demo-1');
    await u.click(screen.getByRole('checkbox', { name: 'Remember this device' }));
    await u.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/watchlist'));
    expect(router.state.location.search).toBe('?x=1');
    expect(post).toHaveBeenCalledWith('/login', {
      body: { email: 'dana@tapetv.dev', password: 'TapeTV-demo-1', remember: true },
    });
    expect(store.get(loginPopupOpenAtom)).toBe(false);
    expect(store.get(authStatusAtom)).toBe('member');
    expect(store.get(viewerAtom)).toEqual(user);
  });

  it('goes to /feed when there is no redirect value', async () => {
    post.mockResolvedValue({ success: true, message: 'ok', user: userFactory() });
    const { router, user } = renderPopup('/pricing');
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'dana@tapetv.dev');
    await user.type(screen.getByPlaceholderText('Enter Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
  });

  it("shows the server's message in an alert when the login is refused", async () => {
    const refusal = new ApiError(
      401,
      { success: false, message: 'These credentials do not match our records.' },
      'These credentials do not match our records.',
    );
    post.mockImplementation(async () => {
      throw refusal;
    });
    const { store, user } = renderPopup();
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'dana@tapetv.dev');
    await user.type(screen.getByPlaceholderText('Enter Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'These credentials do not match our records.',
    );
    expect(store.get(authStatusAtom)).toBe('visitor');
    expect(store.get(loginPopupOpenAtom)).toBe(true);
  });

  it('shows "An error occurred during login" when the request fails in transport', async () => {
    post.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderPopup();
    await user.type(screen.getByPlaceholderText('Enter Your Email'), 'dana@tapetv.dev');
    await user.type(screen.getByPlaceholderText('Enter Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred during login');
  });

  it('does not send the form while a required field is empty', async () => {
    const { user } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('opens with the caret in the email field', async () => {
    renderPopup();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByPlaceholderText('Enter Your Email')),
    );
  });

  it('closes with the close button', async () => {
    const { store, user } = renderPopup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.get(loginPopupOpenAtom)).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be used with the keyboard alone', async () => {
    post.mockResolvedValue({ success: true, message: 'ok', user: userFactory() });
    const { router, user } = renderPopup();
    // Focus starts in the email field; tab on to the password.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByPlaceholderText('Enter Your Email')),
    );
    await user.keyboard('dana@tapetv.dev');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Enter Password'));
    await user.keyboard('TapeTV-demo-1{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'));
  });
});

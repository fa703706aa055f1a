import { ApiError } from '@tapetv/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom } from '@/entities/session';
import { userFactory } from '@/shared/lib/test';

const post = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));

const { RegisterForm } = await import('./register-form.tsx');
const { ConfirmRegistration } = await import('./confirm-registration.tsx');

function renderForm(props: Parameters<typeof RegisterForm>[0] = {}) {
  const store = createStore();
  store.set(authStatusAtom, 'visitor');
  render(
    <Provider store={store}>
      <RegisterForm {...props} />
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

describe('RegisterForm', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('shows a message under each field that is wrong, and sends nothing', async () => {
    const { user } = renderForm();
    await fill(user, { Name: '', 'User name': 'a b', Email: 'not-an-email', Password: 'short' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('The name field is required.')).toBeTruthy();
    expect(
      screen.getByText('The user name may only contain letters, numbers and underscores.'),
    ).toBeTruthy();
    expect(screen.getByText('The email field must be a valid email address.')).toBeTruthy();
    expect(screen.getByText('The password field must be at least 8 characters.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's field errors beside the fields they belong to", async () => {
    post.mockImplementation(async () => {
      throw new ApiError(
        422,
        {
          code: 'VALIDATION_FAILED',
          message: 'The email has already been taken.',
          errors: {
            email: ['The email has already been taken.'],
            userName: ['The user name has already been taken.'],
          },
        },
        'The email has already been taken.',
      );
    });
    const { user } = renderForm();
    await fill(user, {
      Name: 'Dana',
      'User name': 'dana',
      Email: 'dana@tapetv.dev',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('The email has already been taken.')).toBeTruthy();
    expect(screen.getByText('The user name has already been taken.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says to check the inbox, logs nobody in, and can start again', async () => {
    post.mockResolvedValue({ success: true, message: 'Almost there: we have sent a link.' });
    const { user, store } = renderForm();
    await fill(user, {
      Name: 'New Bie',
      'User name': 'newbie',
      Email: 'newbie@example.com',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Almost there: we have sent a link.',
    );
    expect(screen.getByText('newbie@example.com')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/register', {
      body: {
        name: 'New Bie',
        userName: 'newbie',
        email: 'newbie@example.com',
        password: 'long-enough-1',
      },
    });
    expect(store.get(authStatusAtom)).toBe('visitor');

    await user.click(screen.getByRole('button', { name: 'Sign up again' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('newbie@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});

describe('RegisterForm from a page the new member comes back to (the checkout)', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('sends where the mailed link brings them back, and says so once sent', async () => {
    post.mockResolvedValue({ success: true, message: 'Almost there: we have sent a link.' });
    const { user } = renderForm({
      next: '/checkout',
      sentNote: 'Check your email: the link brings you back to your checkout.',
    });
    await fill(user, {
      Name: 'New Bie',
      'User name': 'newbie',
      Email: 'newbie@example.com',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Check your email: the link brings you back to your checkout.'),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/register', {
      body: {
        name: 'New Bie',
        userName: 'newbie',
        email: 'newbie@example.com',
        password: 'long-enough-1',
        next: '/checkout',
      },
    });
  });

  it('never sends a way back to another site', async () => {
    post.mockResolvedValue({ success: true, message: 'Almost there: we have sent a link.' });
    const { user } = renderForm({ next: '//evil.example/checkout' });
    await fill(user, {
      Name: 'New Bie',
      'User name': 'newbie',
      Email: 'newbie@example.com',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('status');
    expect(post.mock.calls[0]?.[1]).toEqual({
      body: {
        name: 'New Bie',
        userName: 'newbie',
        email: 'newbie@example.com',
        password: 'long-enough-1',
      },
    });
  });
});

describe('ConfirmRegistration', () => {
  beforeEach(() => {
    post.mockReset();
  });

  function renderConfirm(token: string) {
    const store = createStore();
    store.set(authStatusAtom, 'visitor');
    const onDone = vi.fn();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <ConfirmRegistration token={token} onDone={onDone} />
        </MemoryRouter>
      </Provider>,
    );
    return { store, onDone };
  }

  it('sends the token once, logs the new member in and hands over', async () => {
    const member = userFactory({ id: 99, userName: 'newbie' });
    post.mockResolvedValue({ success: true, message: 'Welcome', user: member });
    const { store, onDone } = renderConfirm('tok-1');
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/register/confirm', { body: { token: 'tok-1' } });
    expect(store.get(authStatusAtom)).toBe('member');
  });

  it('says a used or expired link is no good, with the way back to sign-up', async () => {
    post.mockRejectedValue(
      new ApiError(
        422,
        {
          code: 'VALIDATION_FAILED',
          message: 'x',
          errors: { token: ['This sign-up link is invalid or has expired. Please sign up again.'] },
        },
        'x',
      ),
    );
    const { store, onDone } = renderConfirm('used');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-up link is invalid or has expired. Please sign up again.',
    );
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(store.get(authStatusAtom)).toBe('visitor');
  });

  it('sends nothing for a link without a token', async () => {
    renderConfirm('');
    expect((await screen.findByRole('alert')).textContent).toMatch(/incomplete/);
    expect(post).not.toHaveBeenCalled();
  });
});

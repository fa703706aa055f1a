import { ApiError } from '@tapetv/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStatusAtom } from '@/entities/session';
import { userFactory } from '@/shared/lib/test';

const post = vi.fn();
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));

const { RegisterForm } = await import('./register-form.tsx');

function renderForm() {
  const store = createStore();
  store.set(authStatusAtom, 'visitor');
  const onSuccess = vi.fn();
  render(
    <Provider store={store}>
      <RegisterForm onSuccess={onSuccess} />
    </Provider>,
  );
  return { store, onSuccess, user: userEvent.setup() };
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
    const { user, onSuccess } = renderForm();
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
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('registers, logs the new member in and reports success', async () => {
    const member = userFactory({ id: 99, userName: 'newbie', name: 'New Bie' });
    post.mockResolvedValue({ success: true, message: 'Welcome', user: member });
    const { user, store, onSuccess } = renderForm();
    await fill(user, {
      Name: 'New Bie',
      'User name': 'newbie',
      Email: 'newbie@example.com',
      Password: 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled(), { timeout: 5000 });
    expect(post).toHaveBeenCalledWith('/register', {
      body: {
        name: 'New Bie',
        userName: 'newbie',
        email: 'newbie@example.com',
        password: 'long-enough-1',
      },
    });
    expect(store.get(authStatusAtom)).toBe('member');
  });
});

import { ApiError } from '@tapetv/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberStore } from '@/entities/session';
import { userFactory } from '@/shared/lib/test';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api')>()),
  api: { post },
}));

const { PasswordForm, ProfileSettingsForm } = await import('./settings-forms.tsx');

/** What a field's `aria-describedby` says: its hint and its error, as a screen reader hears them. */
const descriptionOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

const viewer = userFactory({ id: 7, name: 'Sam', userName: 'sam', email: 'sam@x.dev' });

function renderForms(onSaved = vi.fn()) {
  render(
    <Provider store={memberStore(viewer)}>
      <ProfileSettingsForm viewer={viewer} onSaved={onSaved} />
      <PasswordForm />
    </Provider>,
  );
  return onSaved;
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('settings forms', () => {
  it('shows each problem beside its field before sending anything', async () => {
    renderForms();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('User name'));
    await user.type(screen.getByLabelText('User name'), 'no spaces allowed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(descriptionOf('Name')).toContain('The name field is required.');
    expect(descriptionOf('User name')).toContain(
      'The user name may only contain letters, numbers and underscores.',
    );
    await user.type(screen.getByLabelText('Current password'), 'old-pass-1');
    await user.type(screen.getByLabelText('New password'), 'new-pass-12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-pass-13');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(descriptionOf('Repeat the new password')).toContain(
      'The two new passwords do not match.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors beside the fields (a taken user name, a wrong current password)', async () => {
    renderForms();
    const user = userEvent.setup();
    post.mockRejectedValueOnce(
      new ApiError(422, { errors: { userName: ['The user name has already been taken.'] } }, 'x'),
    );
    await user.clear(screen.getByLabelText('User name'));
    await user.type(screen.getByLabelText('User name'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('The user name has already been taken.');
    expect(descriptionOf('User name')).toContain('The user name has already been taken.');

    post.mockRejectedValueOnce(
      new ApiError(
        422,
        { errors: { current_password: ['The current password is incorrect.'] } },
        'x',
      ),
    );
    await user.type(screen.getByLabelText('Current password'), 'wrong-pass-1');
    await user.type(screen.getByLabelText('New password'), 'new-pass-12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-pass-12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('The current password is incorrect.');
    expect(descriptionOf('Current password')).toContain('The current password is incorrect.');
  });

  it('hands the saved member to the page (which moves to a new user name), and empties the password fields', async () => {
    const onSaved = renderForms();
    const user = userEvent.setup();
    const saved = { ...viewer, userName: 'sam_new' };
    post.mockResolvedValueOnce({ success: true, message: 'ok', user: saved });
    await user.clear(screen.getByLabelText('User name'));
    await user.type(screen.getByLabelText('User name'), 'sam_new');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(post).toHaveBeenCalledWith('/api/user/update', { body: { userName: 'sam_new' } });

    post.mockResolvedValueOnce({ success: true, message: 'ok', user: saved });
    await user.type(screen.getByLabelText('Current password'), 'old-pass-1');
    await user.type(screen.getByLabelText('New password'), 'new-pass-12');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-pass-12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(fieldValue('Current password')).toBe(''));
    expect(fieldValue('New password')).toBe('');
  });
});

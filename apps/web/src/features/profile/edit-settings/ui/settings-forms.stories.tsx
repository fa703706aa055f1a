import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { viewerAtom } from '@/entities/session';
import { inColumn, withStore } from '@/shared/lib/story';
import { userFactory } from '@/shared/lib/test';
import { PasswordForm, ProfileSettingsForm } from './settings-forms.tsx';

const viewer = userFactory({
  id: 7,
  name: 'Sam Trader',
  userName: 'sam',
  email: 'sam@tapetv.dev',
  bio: 'Momentum trader. Semis, energy and whatever is breaking out.',
});

const meta = {
  title: 'web/SettingsForms',
  component: ProfileSettingsForm,
  args: { viewer },
  decorators: [inColumn, withStore((store) => store.set(viewerAtom, viewer))],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ProfileSettingsForm {...args} />
      <PasswordForm />
    </div>
  ),
} satisfies Meta<typeof ProfileSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Sam Trader');
    await expect(canvas.getByLabelText('Bio')).toHaveAccessibleDescription(
      expect.stringContaining('60 / 500 characters'),
    );
  },
};

/** Problems found before sending show beside their fields; nothing is sent. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Name'));
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription(
      'The name field is required.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'The email field must be a valid email address.',
    );
  },
};

export const PasswordMismatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('Current password')).toHaveAccessibleDescription(
      'The current password field is required.',
    );
    await userEvent.type(canvas.getByLabelText('New password'), 'new-pass-12');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'new-pass-21');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The two new passwords do not match.',
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

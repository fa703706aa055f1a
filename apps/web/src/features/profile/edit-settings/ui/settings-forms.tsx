import type { UserData } from '@tapetv/api-client';
import { Button } from '@tapetv/ui/button';
import { TextArea, TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import {
  useCheckedForm,
  validateEmail,
  validateName,
  validatePassword,
  validateUserName,
} from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import {
  changePasswordAtom,
  type PasswordInput,
  type ProfileSettingsInput,
  updateProfileSettingsAtom,
} from '../model/settings.atoms.ts';
import styles from './settings-forms.module.css';

/** The server's bio limit, mirrored for the counter (the server checks again). */
export const BIO_MAX = 500;

/**
 * Name, user name, email and bio, saved together. Errors show beside their fields; a new user name
 * moves the profile's address (`onSaved` gets the new data).
 */
export function ProfileSettingsForm({
  viewer,
  onSaved,
}: {
  viewer: UserData;
  onSaved?: (user: UserData) => void;
}) {
  const save = useSetAtom(updateProfileSettingsAtom);
  const initial: ProfileSettingsInput = {
    name: viewer.name,
    userName: viewer.userName,
    email: viewer.email,
    bio: viewer.bio,
  };
  const form = useCheckedForm(
    initial,
    (input) => ({
      name: validateName(input.name),
      userName: validateUserName(input.userName),
      email: validateEmail(input.email),
      bio:
        input.bio.length > BIO_MAX
          ? `The bio field must not be greater than ${BIO_MAX} characters.`
          : undefined,
    }),
    save,
    (result) => onSaved?.(result.user),
  );
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Profile details">
      <h2 className={styles.heading}>Profile details</h2>
      {form.failure && <FormAlert tone="error">{form.failure}</FormAlert>}
      <TextField label="Name" autoComplete="name" required {...form.field('name')} />
      <TextField
        label="User name"
        autoComplete="username"
        description="Letters, numbers and underscores. Your profile moves to /profile/the_new_name; the old address stops working."
        required
        {...form.field('userName')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.field('email')}
      />
      <TextArea
        label="Bio"
        rows={4}
        description={`${form.input.bio.length} / ${BIO_MAX} characters`}
        {...form.field('bio')}
      />
      <Button type="submit" loading={form.pending} className={styles.submit}>
        Save changes
      </Button>
    </form>
  );
}

const EMPTY_PASSWORDS = { current_password: '', password: '', repeat: '' };

/** A new password, with the current one; the other devices are logged out. */
export function PasswordForm() {
  const change = useSetAtom(changePasswordAtom);
  const form = useCheckedForm(
    EMPTY_PASSWORDS,
    (input) => ({
      current_password:
        input.current_password === '' ? 'The current password field is required.' : undefined,
      password: validatePassword(input.password),
      repeat: input.repeat === input.password ? undefined : 'The two new passwords do not match.',
    }),
    ({ current_password, password }: PasswordInput & { repeat: string }) =>
      change({ current_password, password }),
    () => form.setInput(EMPTY_PASSWORDS),
  );
  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label="Password">
      <h2 className={styles.heading}>Password</h2>
      {form.failure && <FormAlert tone="error">{form.failure}</FormAlert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...form.field('current_password')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters. Your other devices will be logged out."
        required
        {...form.field('password')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field('repeat')}
      />
      <Button type="submit" loading={form.pending} className={styles.submit}>
        Change password
      </Button>
    </form>
  );
}

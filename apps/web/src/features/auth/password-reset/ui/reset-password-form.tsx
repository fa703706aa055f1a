import { Button } from '@tapetv/ui/button';
import { TextField } from '@tapetv/ui/text-field';
import { useSetAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config';
import { validatePassword } from '@/shared/lib/validation';
import { FormAlert } from '@/shared/ui/form-alert';
import { resetPasswordAtom } from '../model/password-reset.atoms.ts';
import styles from './password-forms.module.css';

/** Sets a new password with the token and email from the mailed link. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const resetPassword = useSetAtom(resetPasswordAtom);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{
    password?: string | undefined;
    confirmation?: string | undefined;
  }>({});
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(
    null,
  );
  const [pending, setPending] = useState(false);

  if (outcome?.tone === 'success') {
    return (
      <div className={styles.form}>
        <FormAlert tone="success">{outcome.message}</FormAlert>
        <Button asChild block>
          <Link to={paths.login}>Go to login</Link>
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      password: validatePassword(password),
      confirmation: confirmation !== password ? 'The passwords do not match.' : undefined,
    };
    setErrors(found);
    setOutcome(null);
    if (found.password || found.confirmation || pending) return;
    setPending(true);
    const result = await resetPassword({ token, email, password });
    setPending(false);
    if (result.ok) setOutcome({ tone: 'success', message: result.message });
    else {
      setErrors({ password: result.fieldErrors.password?.[0] });
      if (!result.fieldErrors.password) setOutcome({ tone: 'error', message: result.message });
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {outcome && (
        <FormAlert tone="error">
          {outcome.message} <Link to={paths.forgotPassword}>Ask for a new link</Link>.
        </FormAlert>
      )}
      <TextField label="Email" name="email" type="email" value={email} readOnly />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        description="At least 8 characters."
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Repeat the new password"
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        error={errors.confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <Button type="submit" block loading={pending}>
        Reset password
      </Button>
    </form>
  );
}
